/// <reference types="webpack/module" />
import cyrillic from "@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff";
import cyrillicExt from "@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff";
import devanagari from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff";
import greek from "@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff";
import greekExt from "@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff";
import latin from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff";
import latinExt from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff";
import vietnamese from "@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff";
import harfBuzzWasm from "harfbuzzjs/dist/harfbuzz.wasm";
import type { FontLoader, ShaperLoader } from "./certificatePdf";
import { type Family, type FontFile, fontFileName } from "./fontSubsets";
import { createHarfBuzzShaper } from "./shaper";

const NOTO_SANS: Record<string, string> = {
  latin,
  "latin-ext": latinExt,
  vietnamese,
  greek,
  "greek-ext": greekExt,
  cyrillic,
  "cyrillic-ext": cyrillicExt,
  devanagari,
};

/**
 * The other families' files as asset URLs. Webpack emits every matching file but only the URL table enters the
 * certificate chunk; a file is fetched when a name needs it. Built on first use, as only webpack knows require.context;
 * the folders are named by path because the packages' exports map only single files.
 */
function otherFamilies(): Record<Exclude<Family, "noto-sans">, (request: string) => unknown> {
  return {
    "noto-sans-arabic": require.context(
      "../../../../node_modules/@fontsource/noto-sans-arabic/files",
      false,
      /-arabic-400-normal\.woff$/,
    ),
    "noto-sans-bengali": require.context(
      "../../../../node_modules/@fontsource/noto-sans-bengali/files",
      false,
      /-bengali-400-normal\.woff$/,
    ),
    "noto-sans-tamil": require.context(
      "../../../../node_modules/@fontsource/noto-sans-tamil/files",
      false,
      /-tamil-400-normal\.woff$/,
    ),
    "noto-sans-telugu": require.context(
      "../../../../node_modules/@fontsource/noto-sans-telugu/files",
      false,
      /-telugu-telugu-400-normal\.woff$/,
    ),
    "noto-sans-kannada": require.context(
      "../../../../node_modules/@fontsource/noto-sans-kannada/files",
      false,
      /-kannada-kannada-400-normal\.woff$/,
    ),
    "noto-sans-malayalam": require.context(
      "../../../../node_modules/@fontsource/noto-sans-malayalam/files",
      false,
      /-malayalam-malayalam-400-normal\.woff$/,
    ),
    "noto-sans-gujarati": require.context(
      "../../../../node_modules/@fontsource/noto-sans-gujarati/files",
      false,
      /-gujarati-gujarati-400-normal\.woff$/,
    ),
    "noto-sans-gurmukhi": require.context(
      "../../../../node_modules/@fontsource/noto-sans-gurmukhi/files",
      false,
      /-gurmukhi-gurmukhi-400-normal\.woff$/,
    ),
    "noto-sans-oriya": require.context(
      "../../../../node_modules/@fontsource/noto-sans-oriya/files",
      false,
      /-oriya-oriya-400-normal\.woff$/,
    ),
    "noto-sans-sc": require.context(
      "../../../../node_modules/@fontsource/noto-sans-sc/files",
      false,
      /-sc-\d+-400-normal\.woff$/,
    ),
    "noto-sans-jp": require.context(
      "../../../../node_modules/@fontsource/noto-sans-jp/files",
      false,
      /-jp-\d+-400-normal\.woff$/,
    ),
    "noto-sans-kr": require.context(
      "../../../../node_modules/@fontsource/noto-sans-kr/files",
      false,
      /-kr-\d+-400-normal\.woff$/,
    ),
  };
}

function urlOf(file: FontFile): string {
  if (file.family === "noto-sans") return NOTO_SANS[file.subset];
  return otherFamilies()[file.family](`./${fontFileName(file)}`) as string;
}

async function fetchAsset(url: string, what: string): Promise<Uint8Array> {
  const response = await fetch(new URL(url, self.location.href));
  if (!response.ok) throw new Error(`The certificate ${what} could not be loaded (HTTP ${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

/** Fetches and starts the shaping engine (about 450 kB), only when a certificate has text in one of India's scripts. */
export const loadBrowserShaper: ShaperLoader = async () =>
  createHarfBuzzShaper(await fetchAsset(harfBuzzWasm, "text shaping engine"));

/** Fetches one font file from this site's assets, only when a certificate needs it. */
export const loadBrowserFont: FontLoader = (file) => fetchAsset(urlOf(file), "font");
