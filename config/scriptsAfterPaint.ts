import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Compiler } from "webpack";

const NAME = "ScriptsAfterPaintPlugin";

/**
 * The loader written into index.html: the entry's scripts, in order, once the page's first contentful paint has been
 * presented. A page with nothing to paint (no pre-rendered copy) or a hidden tab (no paint until shown) loads them at
 * once; a browser without paint timing loads them after the document is parsed, and none waits more than 3 s.
 */
export function afterPaintLoader(sources: string[]): string {
  return (
    `(function(){var s=${JSON.stringify(sources)},d=false;` +
    `function load(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.head.appendChild(e);});}` +
    `function ready(){var r=document.getElementById("root");if(!r||!r.childElementCount||document.visibilityState==="hidden")return load();` +
    `try{new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length)setTimeout(load,0);}).observe({type:"paint",buffered:true});}catch(e){load();}` +
    `setTimeout(load,3000);}` +
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready);else ready();})();`
  );
}

/**
 * Asks for the app's scripts only after the page's first paint instead of with the HTML. The public pages are
 * pre-rendered, so the HTML alone paints them; a script requested during that paint competes with it on a slow phone
 * network, and Lighthouse then models the paint as waiting for the scripts (its LCP of `/` swung between 0.7 and
 * 1.7 s by which came first). Loaded this way, nothing but the HTML precedes the paint. Scripts inserted with
 * `async = false` still run in order.
 */
export class ScriptsAfterPaintPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === "script" && typeof tag.attributes.src === "string";
        const sources = [...data.headTags, ...data.bodyTags].filter(isScript).map((tag) => String(tag.attributes.src));
        if (sources.length === 0) return data;
        data.headTags = data.headTags.filter((tag) => !isScript(tag));
        data.bodyTags = data.bodyTags.filter((tag) => !isScript(tag));
        data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject("script", {}, afterPaintLoader(sources)));
        return data;
      });
    });
  }
}
