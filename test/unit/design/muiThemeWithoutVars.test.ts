import { createTheme } from "@mui/material/styles";
import { createAppTheme } from "../../../src/ui/muiTheme";

// The app's build puts config/muiThemeWithoutVars.ts in place of MUI's builder of CSS-variables themes
// (webpack.config.ts): here too, so a theme that needed it fails as the built app would.
jest.mock("../../../node_modules/@mui/material/styles/createThemeWithVars.js", () =>
  jest.requireActual("../../../config/muiThemeWithoutVars"),
);

describe("MUI's themes without CSS variables", () => {
  it("makes the app's light and dark themes and MUI's default theme without the builder left out", () => {
    expect(createAppTheme("light").palette.mode).toBe("light");
    expect(createAppTheme("dark").palette.mode).toBe("dark");
    expect(createTheme().palette.mode).toBe("light");
  });

  it("is in effect: a theme asking for CSS variables would not be made", () => {
    expect(() => createTheme({ cssVariables: true })).toThrow(/not part of this build/);
  });
});
