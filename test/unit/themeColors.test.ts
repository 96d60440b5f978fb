import { readFileSync } from "node:fs";
import path from "node:path";
import { createAppTheme } from "../../src/ui/muiTheme";
import { THEMES, type ThemeName } from "../../src/ui/themeName";

const css = readFileSync(path.join(__dirname, "../../src/app/styles/global.css"), "utf8");

/** The custom properties declared in the rule for one theme in global.css. */
function variablesOf(theme: ThemeName): Map<string, string> {
  const selector = theme === "light" ? ":root {" : ':root[data-theme="dark"] {';
  const start = css.indexOf(selector);
  const block = css.slice(start, css.indexOf("}", start));
  return new Map([...block.matchAll(/(--cf-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

const normalise = (value: string) =>
  value
    .toLowerCase()
    .replace(/\s+/g, "")
    .replace(/^#([0-9a-f])([0-9a-f])([0-9a-f])$/, "#$1$1$2$2$3$3");

describe("the layout's colours (global.css) and MUI's theme", () => {
  it.each(THEMES)("are the same in the %s theme", (theme) => {
    const { palette, typography } = createAppTheme(theme);
    const variables = variablesOf(theme);
    const expected: Record<string, string> = {
      "--cf-bg": palette.background.default,
      "--cf-paper": palette.background.paper,
      "--cf-text": palette.text.primary,
      "--cf-text-muted": palette.text.secondary,
      "--cf-divider": palette.divider,
      "--cf-hover": palette.action.hover,
      "--cf-primary": palette.primary.main,
      "--cf-primary-dark": palette.primary.dark,
      "--cf-on-primary": palette.primary.contrastText,
    };
    for (const [name, value] of Object.entries(expected)) {
      expect([name, normalise(variables.get(name) ?? "missing")]).toEqual([name, normalise(value)]);
    }
    if (theme === "light") expect(variables.get("--cf-font")).toBe(typography.fontFamily);
  });
});
