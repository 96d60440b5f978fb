import { createRequire } from "node:module";
import type { LoaderContext } from "webpack";
import type * as DesignTokens from "./designTokens";

const load = createRequire(__filename);
const GENERATOR = load.resolve("./designTokens");

/**
 * Webpack loader for every style sheet: writes the design tokens in (config/designTokens.ts). The tokens are read
 * afresh each time, so `npm start` restyles the page when src/ui/tokens.ts changes, as it re-renders the MUI parts.
 */
export default function designTokensLoader(this: LoaderContext<unknown>, css: string): string {
  const { TOKEN_FILES } = load(GENERATOR) as typeof DesignTokens;
  for (const file of [...TOKEN_FILES, GENERATOR]) delete load.cache[file];
  for (const file of TOKEN_FILES) this.addDependency(file);
  const { expandDesignTokens } = load(GENERATOR) as typeof DesignTokens;
  return expandDesignTokens(css);
}
