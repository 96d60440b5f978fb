import { createAppTheme } from "../../src/ui/muiTheme";

/** The app's MUI theme in each mode, for `it.each`: a drawing compared in the light and the dark theme. */
export const BOTH_THEMES = [
  ["light", createAppTheme("light")],
  ["dark", createAppTheme("dark")],
] as const;
