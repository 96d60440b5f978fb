import { readFileSync } from "node:fs";
import path from "node:path";
import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Compiler } from "webpack";

const NAME = "FirstPaintFromHtmlPlugin";
const MANIFEST_LINK = /<link\s+rel="?manifest"?\s+href="?([^"\s>]+)"?\s*\/?>\s*/i;
const ICON_LINK = /(<link\s+rel="?icon"?\s+href=)"?(\/[^"\s>]+\.(?:svg|png))"?/i;

/**
 * The loader written into index.html: the web app manifest's link and the entry's scripts, in order, once the page's
 * first contentful paint has been presented. A page with nothing to paint (no pre-rendered copy) or a hidden tab (no
 * paint until shown) loads them at once; a browser without paint timing loads them after the document is parsed, and
 * none waits more than 3 s.
 */
export function afterPaintLoader(sources: string[], manifest: string): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=false;` +
    `function load(){if(d)return;d=true;var m=document.createElement("link");m.rel="manifest";m.href=${JSON.stringify(manifest)};document.head.appendChild(m);` +
    `s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e);});}` +
    `function ready(){var r=document.getElementById("root");if(!r||!r.childElementCount||document.visibilityState==="hidden")return load();` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(load,0);}).observe({type:"paint",buffered:true});}catch(e){load();}` +
    `setTimeout(load,3000);}` +
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready);else ready();})();`
  );
}

/** An icon file as a `data:` URL: a PNG in base64, an SVG percent-encoded (far shorter than base64). */
export function iconDataUrl(file: string): string {
  if (file.endsWith(".png")) return `data:image/png;base64,${readFileSync(file).toString("base64")}`;
  return svgDataUrl(readFileSync(file, "utf8"));
}

/** An SVG file as a `data:` URL (percent-encoded where a URL or an HTML attribute needs it; far shorter than base64). */
function svgDataUrl(svg: string): string {
  const encoded = svg
    .trim()
    .replace(/\s+/g, " ")
    .replace(/"/g, "'")
    .replace(/[%#<>&\r\n]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${encoded}`;
}

/**
 * Leaves the HTML alone to paint a pre-rendered page: nothing else is asked for before its first paint.
 * - The app's scripts are asked for after the paint instead of with the HTML. A script requested during that paint
 *   competes with it on a slow phone network, and Lighthouse then models the paint as waiting for the scripts (its
 *   LCP of `/` swung between 0.7 and 1.7 s by which came first). Scripts inserted with `async = false` run in order.
 * - So is the web app manifest's link: Chromium fetches a linked manifest (and then its icon) at once, and Lighthouse
 *   counted those requests into the paint whenever they ended before it (LCP 0.9 s instead of 0.65 s).
 * - The favicon is written into its link as a `data:` URL (a few hundred bytes), so it costs no request at all. It
 *   is a 32-pixel PNG (scripts/make-icons.mjs), not the SVG it is drawn from: Chromium decodes a page's favicon on
 *   the page's main thread, and an SVG there is a document of its own to build (a task of 36 to 95 ms after the first
 *   paint on Lighthouse's phone, CPU slowed 4x), a PNG of that size well under a millisecond.
 * The app's installability is unchanged: the manifest's link is in the document once the page has painted.
 */
export class FirstPaintFromHtmlPlugin {
  constructor(private readonly publicDir: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const hooks = HtmlWebpackPlugin.getHooks(compilation);
      const sources: string[] = [];
      const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
        tag.tagName === "script" && typeof tag.attributes.src === "string";
      hooks.alterAssetTagGroups.tap(NAME, (data) => {
        sources.push(...[...data.headTags, ...data.bodyTags].filter(isScript).map((tag) => String(tag.attributes.src)));
        data.headTags = data.headTags.filter((tag) => !isScript(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
        return data;
      });
      hooks.afterTemplateExecution.tap(NAME, (data) => {
        const manifest = MANIFEST_LINK.exec(data.html)?.[1];
        const icon = ICON_LINK.exec(data.html)?.[2];
        if (!manifest || !icon)
          throw new Error(`${NAME}: the template has no manifest link or no SVG or PNG icon link`);
        data.html = data.html
          .replace(MANIFEST_LINK, "")
          .replace(ICON_LINK, (_link, start: string) => `${start}"${iconDataUrl(path.join(this.publicDir, icon))}"`);
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject("script", {}, afterPaintLoader(sources, manifest)));
        return data;
      });
    });
  }
}
