import cyrillic from "@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff";
import cyrillicExt from "@fontsource/noto-sans/files/noto-sans-cyrillic-ext-400-normal.woff";
import devanagari from "@fontsource/noto-sans/files/noto-sans-devanagari-400-normal.woff";
import greek from "@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff";
import greekExt from "@fontsource/noto-sans/files/noto-sans-greek-ext-400-normal.woff";
import latin from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff";
import latinExt from "@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff";
import vietnamese from "@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff";
import type { FontLoader } from "./certificatePdf";
import type { Subset } from "./fontSubsets";

const URLS: Record<Subset, string> = {
  latin,
  "latin-ext": latinExt,
  vietnamese,
  greek,
  "greek-ext": greekExt,
  cyrillic,
  "cyrillic-ext": cyrillicExt,
  devanagari,
};

/** Fetches a Noto Sans subset from this site's assets, only when a certificate needs it. */
export const loadBrowserFont: FontLoader = async (subset) => {
  const response = await fetch(new URL(URLS[subset], window.location.href));
  if (!response.ok) throw new Error(`The certificate font could not be loaded (HTTP ${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
};
