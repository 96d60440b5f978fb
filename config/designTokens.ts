import path from "node:path";
import { THEMES } from "../src/ui/themeName";
import {
  BORDER_RADIUS,
  CONTAINER_MAX_WIDTH,
  FONT_FAMILY,
  LIST_RESET,
  MEDIA,
  PALETTES,
  SPACING,
} from "../src/ui/tokens";

/** The files the tokens come from: every style sheet depends on them. */
export const TOKEN_FILES = ["tokens.ts", "breakpoints.ts"].map((file) => path.resolve(__dirname, "../src/ui", file));

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The custom properties of one theme: its palette, and for the light theme (the default) the other tokens. */
function themeVariables(theme: (typeof THEMES)[number]): Record<string, string> {
  const colours = Object.entries(PALETTES[theme]).map(([name, value]) => [`--cf-${kebab(name)}`, value]);
  const others =
    theme === "light"
      ? {
          "--cf-font": FONT_FAMILY,
          "--cf-spacing": `${SPACING}px`,
          "--cf-radius": `${BORDER_RADIUS}px`,
          "--cf-container-max": `${CONTAINER_MAX_WIDTH}px`,
        }
      : {};
  return { ...Object.fromEntries(colours), ...others };
}

const SELECTORS = { light: ":root", dark: ':root[data-theme="dark"]' } as const;

const declarations = (values: Record<string, string | number>) =>
  Object.entries(values).map(([name, value]) => `  ${name}: ${value};`);

/** The rules `@design-tokens <name>;` in a style sheet stands for. */
const BLOCKS: Record<string, () => string> = {
  variables: () =>
    THEMES.map((theme) =>
      [`${SELECTORS[theme]} {`, `  color-scheme: ${theme};`, ...declarations(themeVariables(theme)), "}"].join("\n"),
    ).join("\n\n"),
  "list-reset": () =>
    Object.entries(LIST_RESET)
      .map(([name, value]) => `${kebab(name)}: ${value};`)
      .join(" "),
};

/** `--from-md` and the rest: the custom media names style sheets may use, with their queries. */
const CUSTOM_MEDIA: Record<string, string> = Object.fromEntries(
  Object.entries(MEDIA).map(([name, query]) => [`--${kebab(name)}`, query]),
);

/**
 * A style sheet with the tokens written in: each `@design-tokens <name>;` replaced by its generated rules, and each
 * custom media name in an `@media` query, as in `@media (--from-md)`, by its query. An unknown name is an error, so a
 * typo fails the build instead of dropping a rule.
 */
export function expandDesignTokens(css: string): string {
  return css
    .replace(/@design-tokens\s+([\w-]+)\s*;/g, (_rule, name: string) => {
      const block = BLOCKS[name];
      if (!block) throw new Error(`Unknown design tokens block "${name}" (known: ${Object.keys(BLOCKS).join(", ")}).`);
      return block();
    })
    .replace(/@media([^{;]*)\{/g, (_rule, query: string) => {
      const expanded = query.replace(/\((--[\w-]+)\)/g, (_name, name: string) => {
        const media = CUSTOM_MEDIA[name];
        if (!media) throw new Error(`Unknown custom media "${name}" (known: ${Object.keys(CUSTOM_MEDIA).join(", ")}).`);
        return media;
      });
      return `@media${expanded}{`;
    });
}
