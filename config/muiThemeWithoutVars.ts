/**
 * Stands in for MUI's `createThemeWithVars` (`@mui/material/esm/styles/createThemeWithVars.js`) in the app's build
 * (webpack.config.ts). MUI's `createTheme` calls it only for a theme made with `cssVariables`; every MUI component
 * imports `createTheme` (for MUI's default theme), so its CSS-variables theme builder and the system's CSS-variables
 * helpers came onto every page with MUI (about 7 KB gzip) though the app's themes have none (src/ui/muiTheme.ts: light
 * and dark are two themes). `test/unit/design/muiThemeWithoutVars.test.ts` checks that neither theme, nor MUI's
 * default one, reaches it.
 */
export default function createThemeWithVars(): never {
  throw new Error("MUI themes with CSS variables are not part of this build (config/muiThemeWithoutVars.ts).");
}
