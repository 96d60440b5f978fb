import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expandDesignTokens } from "../../../config/designTokens";
import { THEMES } from "../../../src/ui/themeName";
import {
  BORDER_RADIUS,
  BREAKPOINTS,
  CONTAINER_MAX_WIDTH,
  FONT_FAMILY,
  PALETTES,
  SPACING,
} from "../../../src/ui/tokens";

const SRC = path.join(__dirname, "../../../src");
const styleSheets = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith(".css"))
  .map((file) => ({ file, css: readFileSync(path.join(SRC, file), "utf8") }));

const SELECTORS = { light: ":root {", dark: ':root[data-theme="dark"] {' } as const;

/** The custom properties one theme's rule declares in the first page's CSS, as the build writes it. */
function declaredFor(theme: (typeof THEMES)[number]): Map<string, string> {
  const globalCss = styleSheets.find(({ file }) => file.endsWith("global.css"));
  const css = expandDesignTokens(globalCss?.css ?? "");
  const start = css.indexOf(SELECTORS[theme]);
  if (start === -1) return new Map();
  const block = css.slice(start + SELECTORS[theme].length, css.indexOf("}", start));
  return new Map([...block.matchAll(/(--cf-[\w-]+):\s*([^;]+);/g)].map((match) => [match[1], match[2].trim()]));
}

const customProperty = (token: string) => `--cf-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

describe("the first page's CSS, generated from the design tokens", () => {
  it.each(THEMES)("declares every colour of the %s palette with its token's value", (theme) => {
    const declared = declaredFor(theme);
    const expected = Object.entries(PALETTES[theme]).map(([token, value]) => [customProperty(token), value]);
    expect(expected.length).toBeGreaterThan(10);
    for (const [name, value] of expected) expect([name, declared.get(name)]).toEqual([name, value]);
  });

  it("declares the font, the spacing unit, the corner radius and the container's width once, for both themes", () => {
    const declared = declaredFor("light");
    expect(declared.get("--cf-font")).toBe(FONT_FAMILY);
    expect(declared.get("--cf-spacing")).toBe(`${SPACING}px`);
    expect(declared.get("--cf-radius")).toBe(`${BORDER_RADIUS}px`);
    expect(declared.get("--cf-container-max")).toBe(`${CONTAINER_MAX_WIDTH}px`);
  });

  it("sets Devanagari in the device's own fonts, downloading none, so Hindi text never changes font once shown", () => {
    const families = FONT_FAMILY.split(",").map((family) => family.trim().replace(/"/g, ""));
    for (const devanagari of ["Noto Sans Devanagari", "Nirmala UI", "Kohinoor Devanagari"]) {
      expect(families.indexOf(devanagari)).toBeGreaterThan(families.indexOf("Arial"));
    }
    expect(families.at(-1)).toBe("sans-serif");
    const source = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => /\.(css|tsx?)$/.test(file));
    const webFonts = source.filter((file) => /@font-face|FontFace\(/.test(readFileSync(path.join(SRC, file), "utf8")));
    expect(webFonts).toEqual([]);
  });

  it("declares every custom property a style sheet uses", () => {
    const declared = new Set([...declaredFor("light").keys(), ...declaredFor("dark").keys()]);
    const used = styleSheets.flatMap(({ file, css }) =>
      [...expandDesignTokens(css).matchAll(/var\((--cf-[\w-]+)/g)].map((match) => `${file} ${match[1]}`),
    );
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((use) => !declared.has(use.split(" ")[1]))).toEqual([]);
  });

  it("turns named media queries into the breakpoints' queries", () => {
    const css =
      "@media (--from-sm) {} @media (--from-md) and (hover: hover) {} @media (--from-lg) {} @media (--below-md) {}";
    expect(expandDesignTokens(css)).toBe(
      `@media (min-width: ${BREAKPOINTS.sm}px) {} @media (min-width: ${BREAKPOINTS.md}px) and (hover: hover) {} ` +
        `@media (min-width: ${BREAKPOINTS.lg}px) {} @media (max-width: ${BREAKPOINTS.md - 1}px) {}`,
    );
  });

  it("leaves no named media query or tokens rule in any style sheet", () => {
    const left = styleSheets.filter(({ css }) => /@media[^{]*\(--|@design-tokens/.test(expandDesignTokens(css)));
    expect(left.map(({ file }) => file)).toEqual([]);
    expect(styleSheets.filter(({ css }) => /@media[^{]*\(--/.test(css)).length).toBeGreaterThan(3);
  });

  it("writes the list reset where a style sheet asks for it", () => {
    expect(expandDesignTokens(".plain {\n  @design-tokens list-reset;\n}")).toBe(
      ".plain {\n  list-style: none; padding: 0; margin: 0;\n}",
    );
  });

  it("fails the build on an unknown media name or tokens block instead of dropping the rule", () => {
    expect(() => expandDesignTokens("@media (--from-tablet) {}")).toThrow('Unknown custom media "--from-tablet"');
    expect(() => expandDesignTokens("@design-tokens colours;")).toThrow('Unknown design tokens block "colours"');
  });
});
