import { Alert } from "@mui/material";
import { ThemeProvider } from "@mui/material/styles";
import { render, screen } from "@testing-library/react";
import { createAppTheme } from "../../../src/ui/muiTheme";
import { THEMES } from "../../../src/ui/themeName";
import {
  BORDER_RADIUS,
  BREAKPOINTS,
  CONTAINER_MAX_WIDTH,
  FONT_FAMILY,
  PALETTES,
  SPACING,
} from "../../../src/ui/tokens";

describe("the MUI theme", () => {
  it.each(THEMES)("takes the %s palette's colours from the design tokens", (theme) => {
    const { palette } = createAppTheme(theme);
    const colours = PALETTES[theme];
    expect({
      bg: palette.background.default,
      paper: palette.background.paper,
      text: palette.text.primary,
      textMuted: palette.text.secondary,
      divider: palette.divider,
      hover: palette.action.hover,
      primary: palette.primary.main,
      primaryDark: palette.primary.dark,
      onPrimary: palette.primary.contrastText,
      secondary: palette.secondary.main,
    }).toEqual({
      bg: colours.bg,
      paper: colours.paper,
      text: colours.text,
      textMuted: colours.textMuted,
      divider: colours.divider,
      hover: colours.hover,
      primary: colours.primary,
      primaryDark: colours.primaryDark,
      onPrimary: colours.onPrimary,
      secondary: colours.secondary,
    });
  });

  it("takes the breakpoints, spacing, corner radius, font and container width from the design tokens", () => {
    const theme = createAppTheme("light");
    expect(theme.breakpoints.values).toEqual(BREAKPOINTS);
    expect(theme.spacing(3)).toBe(`${3 * SPACING}px`);
    expect(theme.shape.borderRadius).toBe(BORDER_RADIUS);
    expect(theme.typography.fontFamily).toBe(FONT_FAMILY);
    expect(theme.components?.MuiContainer?.styleOverrides?.maxWidthLg).toEqual({
      [`@media (min-width: ${BREAKPOINTS.lg}px)`]: { maxWidth: CONTAINER_MAX_WIDTH },
    });
  });

  it.each(THEMES)("colours the %s theme's warning and error alerts with the tokens the first page uses", (theme) => {
    const colours = PALETTES[theme];
    render(
      <ThemeProvider theme={createAppTheme(theme)}>
        <Alert severity="warning">Stale</Alert>
        <Alert severity="error">Failed</Alert>
      </ThemeProvider>,
    );
    const styleOf = (text: string) => getComputedStyle(screen.getByText(text).closest(".MuiAlert-root") as Element);
    expect(styleOf("Stale").color).toBe(colours.warningText);
    expect(styleOf("Stale").backgroundColor).toBe(colours.warningBg);
    expect(styleOf("Failed").color).toBe(colours.errorText);
    expect(styleOf("Failed").backgroundColor).toBe(colours.errorBg);
  });
});
