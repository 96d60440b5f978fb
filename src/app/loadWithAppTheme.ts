import type { ComponentType } from "react";

/**
 * Loads a component built with MUI together with MUI's theme, and renders it inside that theme. What the layout and
 * the home page show is styled without MUI, so MUI arrives with the first part that uses it.
 */
export async function loadWithAppTheme<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): Promise<{ default: ComponentType<Props> }> {
  const [{ default: Component }, { withAppTheme }] = await Promise.all([
    load(),
    import(/* webpackChunkName: "app-theme" */ "./AppThemeProvider"),
  ]);
  return { default: withAppTheme(Component) };
}
