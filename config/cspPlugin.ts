import { Compilation, sources, type Compiler } from "webpack";
import { withInlineScriptHashes } from "../scripts/lib/cspHashes.mjs";

const NAME = "ContentSecurityPolicyPlugin";
const CHARSET = /<meta charset="?utf-8"?\s*\/?>/i;

/**
 * Writes the Content-Security-Policy into index.html as the first element after the charset (a policy applies only to
 * what follows it), with the hashes of the page's inline scripts. It runs once webpack's minimizer has rewritten the
 * HTML's inline scripts (a hash covers the exact text) and put the files' final names in them, and before the service
 * worker's precache list is made.
 */
export class ContentSecurityPolicyPlugin {
  constructor(private readonly policy: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          for (const asset of compilation.getAssets().filter((item) => item.name.endsWith(".html"))) {
            const html = asset.source.source().toString();
            if (!CHARSET.test(html)) throw new Error(`${NAME}: ${asset.name} has no <meta charset="utf-8">`);
            const meta = `<meta http-equiv="Content-Security-Policy" content="${this.policy}">`;
            const secured = withInlineScriptHashes(html.replace(CHARSET, (charset) => charset + meta));
            compilation.updateAsset(asset.name, new sources.RawSource(secured));
          }
        },
      );
    });
  }
}
