import type { Theme } from "@mui/material/styles";
import { ThemeProvider } from "@mui/system";
import type { ComponentType, ReactNode } from "react";
import { selectTheme } from "../features/theme/themeSlice";
import { createAppTheme } from "../ui/muiTheme";
import type { ThemeName } from "../ui/themeName";
import { useAppSelector } from "./hooks";

const themes = new Map<ThemeName, Theme>();

function themeFor(mode: ThemeName): Theme {
  const theme = themes.get(mode) ?? createAppTheme(mode);
  themes.set(mode, theme);
  return theme;
}

/**
 * MUI's theme, for the parts built with MUI (every page but the home page, the terminal, the toasts). It comes with
 * their code, so a first visit to the home page loads no MUI at all.
 *
 * The system's ThemeProvider, which `@mui/material/styles`' ThemeProvider hands a theme without CSS variables to (ours:
 * light and dark are two themes): the material one also imports the CSS-variables provider, its colour-scheme storage
 * and its init script (4 KB gzip on every signed-in page) for themes made with `cssVariables`, which this app has none.
 */
export default function AppThemeProvider({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  return <ThemeProvider theme={themeFor(mode)}>{children}</ThemeProvider>;
}

/** A component rendered inside the app's MUI theme. */
export function withAppTheme<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  function Themed(props: Props) {
    return (
      <AppThemeProvider>
        <Component {...props} />
      </AppThemeProvider>
    );
  }
  Themed.displayName = `withAppTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}
