import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Compiler } from "webpack";

const NAME = "InlineStylesPlugin";

/**
 * Writes the entry's style sheet (the layout's and the home page's CSS, a few KB) into index.html as a `<style>`
 * element instead of a `<link>`: the first paint then needs no request but the HTML's, which a phone on a slow
 * network notices (Lighthouse's first paint went from 0.8 to 1.8 s with the link). The file itself is not emitted:
 * webpack never loads the entry's CSS on demand, and the service worker need not cache it twice.
 */
export class InlineStylesPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const inlined: string[] = [];
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? "/");
        data.headTags = data.headTags.map((tag) => {
          const href = tag.tagName === "link" && tag.attributes.rel === "stylesheet" ? String(tag.attributes.href) : "";
          const file = href.startsWith(publicPath) ? href.slice(publicPath.length) : "";
          const asset = file ? compilation.getAsset(file) : undefined;
          if (!asset) return tag;
          inlined.push(file);
          const css = asset.source
            .source()
            .toString()
            .replace(/\/\*# sourceMappingURL=.*?\*\//g, "");
          return HtmlWebpackPlugin.createHtmlTagObject("style", {}, css.replace(/<\//g, "<\\/"));
        });
        return data;
      });
      HtmlWebpackPlugin.getHooks(compilation).afterEmit.tap(NAME, (data) => {
        for (const file of inlined.splice(0)) {
          compilation.deleteAsset(file);
          if (compilation.getAsset(`${file}.map`)) compilation.deleteAsset(`${file}.map`);
        }
        return data;
      });
    });
  }
}
