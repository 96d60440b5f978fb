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
import type { FontFile } from "./fontSubsets";
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

/** The other families' URLs: a chunk of their own, loaded only for a certificate with characters from their scripts. */
const otherFamilyUrl = (file: FontFile) =>
  import(/* webpackChunkName: "certificate-font-files" */ "./otherFontFiles").then(({ urlOfOtherFamily }) =>
    urlOfOtherFamily(file),
  );

async function urlOf(file: FontFile): Promise<string> {
  return file.family === "noto-sans" ? NOTO_SANS[file.subset] : otherFamilyUrl(file);
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
export const loadBrowserFont: FontLoader = async (file) => fetchAsset(await urlOf(file), "font");
