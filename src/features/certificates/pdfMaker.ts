import latinFont from "@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff";
import harfBuzzWasm from "harfbuzzjs/dist/harfbuzz.wasm";

/**
 * The certificate PDF maker (pdf-lib, fontkit, the shaper and the font tables: chunks of their own). This small module
 * is its doorway, loaded alone: when the dashboard lists a certificate and the browser is idle
 * (`useIdlePdfMaker`), or on the first download. Its arrival makes webpack add a `<link rel="prefetch">` for the
 * maker's chunks (`webpackPrefetch`): downloaded at the lowest priority into the HTTP cache, not run, so the page's
 * main thread stays free and the click finds them on the device.
 */
export function loadPdfMaker() {
  return Promise.all([
    import(/* webpackChunkName: "certificate-pdf", webpackPrefetch: true */ "./pdf/certificatePdf"),
    import(/* webpackChunkName: "certificate-pdf", webpackPrefetch: true */ "./pdf/browserFonts"),
  ]);
}

/**
 * What every certificate needs besides the code, fetched ahead in the same way: the shaper's WebAssembly and the Latin
 * Noto Sans (a name in another script fetches its font on the click).
 */
export function prefetchPdfAssets(): void {
  for (const href of [harfBuzzWasm, latinFont]) {
    if (document.head.querySelector(`link[rel="prefetch"][href="${href}"]`)) continue;
    const link = document.createElement("link");
    link.rel = "prefetch";
    link.href = href;
    document.head.append(link);
  }
}
