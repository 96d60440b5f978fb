// A pre-rendered page's HTML: the build's shell (index.html) with the page's markup, styles, title, language,
// canonical and hreflang links, and the guard script that drops the copy when it would differ from what the app
// renders. Written by the build (scripts/prerender.mjs) and by the API when it regenerates pages on publish
// (scripts/lib/sitePages.mjs), which also embeds the published answers the page was rendered from.
import { withInlineScriptHashes } from "./cspHashes.mjs";

/** The empty app root in the built index.html (minified: quotes may be gone). */
export const ROOT = /<div id="?root"?><\/div>/;

/** The element the published answers go in (src/content/pageAnswers.ts reads it). */
const ANSWERS_ID = "page-answers";

/**
 * The guard's test of what else the app's first render of a page reads (`readsAlso` in src/prerender.tsx): a query
 * parameter of the address, a key of the tab's sessionStorage. True drops the copy.
 */
const readsOtherwise = ({ params, sessionKeys }) =>
  [
    ...params.map((name) => `new URLSearchParams(location.search).has(${JSON.stringify(name)})`),
    ...sessionKeys.map((key) => `sessionStorage.getItem(${JSON.stringify(key)})!==null`),
  ].join("||") || "false";

/**
 * Runs before the copy is painted; keys and values as in src/lib/storage.ts and the theme slice. While the copy is
 * shown, it remembers the last button pressed on it (they all have an aria-label: theme, menu), for the app to press
 * once it has taken over (src/lib/prerenderedCopy.ts), so that press is not lost.
 */
const guard = (page, language, access, readsAlso) =>
  `(function(){var r=document.getElementById("root"),p=location.pathname.replace(/\\/+$/,"")||"/",s=null,l=false,o=false;` +
  `try{s=localStorage.getItem("auth-token");l=(localStorage.getItem("language")||"en")!=="en";o=${readsOtherwise(readsAlso)}` +
  `}catch(e){}` +
  `if(p!==${JSON.stringify(page)}||${access === "signedIn" ? "!s" : "s"}||${language === "en" ? "l||" : ""}o||` +
  `document.documentElement.dataset.theme==="dark"){r.innerHTML="";var c=document.getElementById("prerendered-css");` +
  `c&&c.remove();return}` +
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("#root button[aria-label]");` +
  `if(b&&document.getElementById("prerendered-css"))window.__pressedOnCopy=b.getAttribute("aria-label")},true)})()`;

/**
 * The copy's styles. Named as emotion names the style elements it writes on a server (`data-emotion="css <name>..."`),
 * the app's emotion cache takes each listed rule as already inserted when it starts: the page's MUI parts then render
 * without their styles being inserted again, one rule at a time, in the tasks that render them. The element stays once
 * the app has taken over (src/lib/prerenderedCopy.ts); a copy without MUI has none to list.
 */
const styleElement = (css, styleNames) =>
  `<style id="prerendered-css"${styleNames.length > 0 ? ` data-emotion="css ${styleNames.join(" ")}"` : ""}>` +
  `${css.replace(/<\//g, "<\\/")}</style>`;

/** Without JavaScript the copy can be read; the shell's "needs JavaScript" would say otherwise. */
const NOSCRIPT = "Without JavaScript you can read the festival's pages; signing in, registering and teams need it.";

const NOT_LISTED = `<meta name="robots" content="noindex">`;

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/**
 * The published answers as the page's JSON: `<` written as \u003c, so no text of theirs can end the element (JSON.parse
 * reads it back as the same character).
 */
const answersElement = (answers) =>
  answers
    ? `<script type="application/json" id="${ANSWERS_ID}">${JSON.stringify(answers).replace(/</g, "\\u003c")}</script>`
    : "";

/**
 * The shell with the page's copy (and the published answers it was rendered from, when given); the policy's
 * script-src then names the guard script's hash too.
 */
export function pageHtml(
  shell,
  page,
  {
    title,
    markup,
    css,
    styleNames = [],
    language,
    canonical,
    alternates,
    access,
    readsAlso = { params: [], sessionKeys: [] },
  },
  answers = null,
) {
  const links = [
    `<link rel="canonical" href="${canonical}">`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`),
  ].join("");
  const html = shell
    .replace(/<html lang="?en"?/, () => `<html lang="${language}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      // A signed-in page's shell is nothing a search engine should list.
      () => `<title>${escapeText(title)}</title>${links}${access === "signedIn" ? NOT_LISTED : ""}`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NOSCRIPT}</noscript>`)
    .replace("</head>", () => `${styleElement(css, styleNames)}</head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root" data-prerendered="${page}">${markup}</div>${answersElement(answers)}` +
        `<script>${guard(page, language, access, readsAlso)}</script>`,
    );
  return withInlineScriptHashes(html);
}
