import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Compilation, Compiler } from "webpack";

/**
 * The public pages a first visit usually lands on, and the lazy chunks (webpackChunkName) each one renders: its page,
 * and MUI's theme for the pages built with MUI (src/app/loadWithAppTheme.ts).
 */
const LANDING_ROUTES: Record<string, string[]> = {
  "/": ["home"],
  "/events": ["events", "app-theme"],
  "/events/:name": ["event", "app-theme"],
};

function routeScripts(compilation: Compilation): Record<string, string[]> {
  const entryFiles = new Set(compilation.entrypoints.get("main")?.getFiles() ?? []);
  const publicPath = String(compilation.outputOptions.publicPath ?? "/");
  return Object.fromEntries(
    Object.entries(LANDING_ROUTES).map(([route, chunkNames]) => {
      const files = new Set(chunkNames.flatMap((name) => compilation.namedChunkGroups.get(name)?.getFiles() ?? []));
      return [
        route,
        [...files].filter((file) => file.endsWith(".js") && !entryFiles.has(file)).map((f) => publicPath + f),
      ];
    }),
  );
}

const preloadScript = (map: Record<string, string[]>) =>
  `(function(r){var p=location.pathname.replace(/\\/+$/,"")||"/";` +
  `var f=r[p]||(/^\\/events\\/[^/]+$/.test(p)?r["/events/:name"]:0);` +
  `(f||[]).forEach(function(s){var l=document.createElement("link");l.rel="preload";l.as="script";l.href=s;` +
  `document.head.appendChild(l)})})(${JSON.stringify(map)})`;

/**
 * Starts downloading the landing page's own chunk together with the entry, instead of after the entry has run:
 * one network round trip less before the first page shows.
 */
export class RoutePreloadPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap("RoutePreloadPlugin", (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap("RoutePreloadPlugin", (data) => {
        const tag = HtmlWebpackPlugin.createHtmlTagObject("script", {}, preloadScript(routeScripts(compilation)));
        data.headTags.unshift(tag);
        return data;
      });
    });
  }
}
