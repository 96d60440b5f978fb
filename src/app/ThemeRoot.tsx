import { CssBaseline, GlobalStyles, ThemeProvider } from "@mui/material";
import { type ReactNode, useEffect, useMemo } from "react";
import { selectTheme } from "../features/theme/themeSlice";
import { takeOverPrerenderedCopy } from "../lib/prerenderedCopy";
import { useAppSelector } from "./hooks";
import { createAppTheme } from "./muiTheme";

const globalStyles = (
  <GlobalStyles
    styles={(theme) => ({
      ".skip-link": {
        position: "absolute",
        left: 8,
        top: -48,
        zIndex: 2000,
        padding: "8px 12px",
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
      },
      ".skip-link:focus": { top: 8 },
      ":focus-visible": { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    })}
  />
);

/** The app root: carries the theme as a data-theme attribute, and the MUI theme follows the slice. */
export default function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  const theme = useMemo(() => createAppTheme(mode), [mode]);
  useEffect(takeOverPrerenderedCopy, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {globalStyles}
      <div id="app" data-theme={mode}>
        {children}
      </div>
    </ThemeProvider>
  );
}
