import { createTheme } from "@mui/material/styles";
import { BREAKPOINTS } from "./breakpoints";
import type { ThemeName } from "./themeName";

declare module "@mui/material/styles" {
  interface BreakpointOverrides {
    xxl: true;
  }
}

/** A list without bullets, indent or margins, for lists laid out by their own sx (grids, rows of links). */
export const plainList = { listStyle: "none", p: 0, m: 0 } as const;

/** The theme of the parts built with MUI; src/app/styles/global.css holds its colours for the rest. */
export function createAppTheme(mode: ThemeName) {
  const dark = mode === "dark";
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: dark ? "#8ab4ff" : "#1f4fd1" },
      secondary: { main: dark ? "#f5c451" : "#8a5a00" },
      background: dark ? { default: "#0f1420", paper: "#161d2e" } : { default: "#f7f8fb", paper: "#ffffff" },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: "clamp(2.1rem, 1.6rem + 1.8vw, 2.75rem)", fontWeight: 800, letterSpacing: "-0.01em" },
      h2: { fontSize: "clamp(1.5rem, 1.3rem + 0.8vw, 1.9rem)", fontWeight: 700 },
      h3: { fontSize: "1.4rem", fontWeight: 700 },
      button: { textTransform: "none", fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // The lg breakpoint (992 px) is too narrow a page on wide screens: from there on, pages grow to 1200 px.
      MuiContainer: {
        styleOverrides: { maxWidthLg: { [`@media (min-width: ${BREAKPOINTS.lg}px)`]: { maxWidth: 1200 } } },
      },
      // Links inside running text must not rely on colour alone (WCAG 1.4.1).
      MuiLink: { defaultProps: { underline: "always" } },
    },
  });
}
