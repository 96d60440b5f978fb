import HtmlWebpackPlugin from "html-webpack-plugin";
import type { Compiler } from "webpack";
import { withInlineScriptHashes } from "../scripts/lib/cspHashes.mjs";

const NAME = "ContentSecurityPolicyPlugin";
const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;

/**
 * Writes the Content-Security-Policy into index.html as the first element after the charset (a policy applies only to
 * what follows it), with the hashes of the page's inline scripts once every other plugin has written its own.
 */
export class ContentSecurityPolicyPlugin {
  constructor(private readonly policy: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap(NAME, (data) => {
        if (!CHARSET.test(data.html)) throw new Error(`${NAME}: the HTML template has no <meta charset="utf-8">`);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${this.policy}">`;
        data.html = withInlineScriptHashes(data.html.replace(CHARSET, (charset) => charset + meta));
        return data;
      });
    });
  }
}
