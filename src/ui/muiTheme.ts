import { createTheme } from "@mui/material/styles";
import type { ThemeName } from "./themeName";
import { BORDER_RADIUS, BREAKPOINTS, CONTAINER_MAX_WIDTH, FONT_FAMILY, LIST_RESET, PALETTES, SPACING } from "./tokens";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** The list reset of the design tokens, as an sx value. */
export const plainList = LIST_RESET;

/** The theme of the parts built with MUI, from the design tokens (tokens.ts) the first page's CSS is made of too. */
export function createAppTheme(mode: ThemeName) {
  const colours = PALETTES[mode];
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    spacing: SPACING,
    palette: {
      mode,
      primary: { main: colours.primary, dark: colours.primaryDark, contrastText: colours.onPrimary },
      secondary: { main: colours.secondary },
      background: { default: colours.bg, paper: colours.paper },
      text: { primary: colours.text, secondary: colours.textMuted },
      // Warnings are read as text ("Registration closes in ..."): the alerts' text colour keeps 4.5:1 on the cards,
      // where MUI's orange has about 3:1 on white.
      warning: { main: colours.warningText },
      divider: colours.divider,
      action: { hover: colours.hover },
    },
    shape: { borderRadius: BORDER_RADIUS },
    typography: {
      fontFamily: FONT_FAMILY,
      h1: { fontSize: "clamp(2.1rem, 1.6rem + 1.8vw, 2.75rem)", fontWeight: 800, letterSpacing: "-0.01em" },
      h2: { fontSize: "clamp(1.5rem, 1.3rem + 0.8vw, 1.9rem)", fontWeight: 700 },
      h3: { fontSize: "1.4rem", fontWeight: 700 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      // The standard warning and error alerts share their colours with the first page's (ui.module.css).
      MuiAlert: {
        styleOverrides: {
          standardWarning: { color: colours.warningText, backgroundColor: colours.warningBg },
          standardError: { color: colours.errorText, backgroundColor: colours.errorBg },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiContainer: {
        styleOverrides: {
          maxWidthLg: { [`@media (min-width: ${BREAKPOINTS.lg}px)`]: { maxWidth: CONTAINER_MAX_WIDTH } },
        },
      },
      // Links inside running text must not rely on colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: "always" } },
    },
  });
}
