// The Content-Security-Policy meta tag allows the page's inline scripts by their hashes (no 'unsafe-inline'). Run on
// the final HTML: by the build (config/cspPlugin.ts) and again by scripts/prerender.mjs, which adds a script.
import { createHash } from "node:crypto";

const META = /(<meta http-equiv="?Content-Security-Policy"? content=")([^"]*)(")/i;
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source for an inline script: the browser hashes the element's text exactly as written. */
export const scriptHash = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The page with its meta policy's `script-src` listing a hash for each inline script it now has (earlier hashes
 * replaced). A page without the meta tag is returned as it is.
 */
export function withInlineScriptHashes(html) {
  const match = META.exec(html);
  if (!match) return html;
  const hashes = [...new Set([...html.matchAll(INLINE_SCRIPT)].map((script) => scriptHash(script[1])))];
  const policy = match[2]
    .split(";")
    .map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (name !== "script-src") return directive.trim();
      return [name, ...sources.filter((source) => !source.startsWith("'sha256-")), ...hashes].join(" ");
    })
    .join("; ");
  return html.replace(META, (_all, start, _policy, end) => start + policy + end);
}
