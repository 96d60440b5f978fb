// Pre-renders the public pages of a production build (`node scripts/prerender.mjs [dist]`, part of `npm run build`):
// each page is rendered in Node by the app's own components (src/prerender.tsx, bundled by the same webpack build),
// signed out, light theme, with no answer from the API, and its markup and styles are written into
// `<page>/index.html` (`/` into index.html itself). A first visitor then sees the page as soon as the HTML arrives;
// the app adopts that markup (hydrates it) when its code has run. No browser and no network are involved, and every
// page is rendered a second time as if on another machine (other time zone, locale and clock): a page that differs
// fails the build, as does a page that cannot be rendered in Node.
// Every page is rendered in each language at that language's address (`/events` in English, `/hi/events` in Hindi:
// src/prerender.tsx), with `<html lang>`, a canonical link and hreflang alternates (en, hi, x-default) naming both;
// sitemap.xml lists them all with the same alternates, and robots.txt names it.
// An inline script drops the copy before it is shown when it would differ from what the app renders: another path
// (hosts and the service worker answer unknown paths with index.html), a stored session, on an English page a
// language other than English chosen on this device (a `/hi/` page is Hindi whatever was chosen), or the dark theme
// (chosen, or the system's preference before any choice: index.html's first script has set it on <html> by then).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { withInlineScriptHashes } from "./lib/cspHashes.mjs";
import { asIfElsewhere, firstDifference } from "./lib/elsewhere.mjs";

/** Written into the output directory by `webpack --mode production` (webpack.config.ts, the "prerender" build). */
const RENDERER = ".prerender/render.cjs";
/** The empty app root in the built index.html (minified: quotes may be gone). */
const ROOT = /<div id="?root"?><\/div>/;

/**
 * Runs before the copy is painted; keys and values as in src/lib/storage.ts and the theme slice. While the copy is
 * shown, it remembers the last button pressed on it (they all have an aria-label: theme, menu), for the app to press
 * once it has taken over (src/lib/prerenderedCopy.ts), so that press is not lost.
 */
const guard = (page, language) =>
  `(function(){var r=document.getElementById("root"),p=location.pathname.replace(/\\/+$/,"")||"/",s=null;` +
  `try{s=localStorage.getItem("auth-token")` +
  (language === "en" ? `||(localStorage.getItem("language")||"en")!=="en"` : "") +
  `}catch(e){}` +
  `if(p!==${JSON.stringify(page)}||s||document.documentElement.dataset.theme==="dark"){r.innerHTML="";var c=document.getElementById("prerendered-css");` +
  `c&&c.remove();return}` +
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("#root button[aria-label]");` +
  `if(b&&document.getElementById("prerendered-css"))window.__pressedOnCopy=b.getAttribute("aria-label")},true)})()`;

/** Without JavaScript the copy can be read; the shell's "needs JavaScript" would say otherwise. */
const NOSCRIPT = "Without JavaScript you can read the festival's pages; signing in, registering and teams need it.";

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The shell with the page's copy; the policy's script-src then names the guard script's hash too. */
function pageHtml(shell, page, { title, markup, css, language, canonical, alternates }) {
  const links = [
    `<link rel="canonical" href="${canonical}">`,
    ...alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${href}">`),
  ].join("");
  const html = shell
    .replace(/<html lang="?en"?/, () => `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>${links}`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NOSCRIPT}</noscript>`)
    .replace("</head>", () => `<style id="prerendered-css">${css.replace(/<\//g, "<\\/")}</style></head>`)
    .replace(
      ROOT,
      () => `<div id="root" data-prerendered="${page}">${markup}</div><script>${guard(page, language)}</script>`,
    );
  return withInlineScriptHashes(html);
}

/** Fails the build: a page the app cannot show without a browser, or one that depends on the machine. */
function fail(message) {
  console.error(`\nPre-rendering failed: ${message}\n`);
  process.exit(1);
}

const dist = path.resolve(process.argv[2] ?? "dist");
const shell = readFileSync(path.join(dist, "index.html"), "utf8");
if (!ROOT.test(shell))
  fail(`${dist}/index.html has no empty root element (pre-rendered already?): build again with npm run build`);
if (!/<html lang="?en"?/.test(shell))
  fail(`${dist}/index.html has no <html lang="en"> for the pages to set their language on`);
const rendererFile = path.join(dist, RENDERER);
if (!existsSync(rendererFile)) fail(`no renderer at ${rendererFile}: build again with npm run build`);
/** @typedef {{ renderPage: (page: string) => Promise<{ title: string; markup: string; css: string; language: string; canonical: string; alternates: Array<{ hreflang: string; href: string }> }>; PRERENDERED_PATHS: string[]; sitemap: () => string }} Renderer */
/** A fresh copy of the renderer: its modules run again, so values they keep from their first run are made anew. */
const loadRenderer = () => {
  const require = createRequire(import.meta.url);
  delete require.cache[rendererFile];
  return /** @type {Renderer} */ (require(rendererFile));
};

/** Every page, rendered by one copy of the renderer; a page that fails ends the build. */
async function renderAll(renderer) {
  const pages = new Map();
  for (const page of renderer.PRERENDERED_PATHS) {
    pages.set(page, await renderer.renderPage(page).catch((error) => fail(`${page}: ${error?.stack ?? error}`)));
  }
  return pages;
}

const renderer = loadRenderer();
const snapshots = await renderAll(renderer);
const elsewhere = await asIfElsewhere(() => renderAll(loadRenderer()));
for (const [page, snapshot] of snapshots) {
  if (!/<main\b[^>]*>[\s\S]*<h1\b/.test(snapshot.markup)) fail(`${page} rendered no heading inside <main>`);
  const difference = firstDifference(snapshot, elsewhere.get(page));
  if (difference) fail(`${page} depends on the build machine's time zone, locale or clock: ${difference}`);
}
// Written once all are rendered, so a failed page leaves the build's files as webpack wrote them.
for (const [page, snapshot] of snapshots) {
  const file = page === "/" ? path.join(dist, "index.html") : path.join(dist, page, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, pageHtml(shell, page, snapshot));
  console.log(`pre-rendered ${page.padEnd(24)} ${(snapshot.markup.length / 1024).toFixed(1)} KB markup`);
}
// The sitemap of the same pages (every language, hreflang alternates), named in robots.txt; the API answers one from
// the published events (docs/content.md, "Sitemap").
const sitemap = renderer.sitemap();
writeFileSync(path.join(dist, "sitemap.xml"), sitemap);
const sitemapUrl = /<loc>([^<]*)<\/loc>/.exec(sitemap)?.[1];
const robotsFile = path.join(dist, "robots.txt");
if (sitemapUrl && existsSync(robotsFile) && !readFileSync(robotsFile, "utf8").includes("Sitemap:"))
  writeFileSync(
    robotsFile,
    `${readFileSync(robotsFile, "utf8").trimEnd()}\nSitemap: ${new URL("/sitemap.xml", sitemapUrl)}\n`,
  );
console.log(`sitemap.xml: ${sitemap.split("<url>").length - 1} addresses`);
// The renderer is not part of the site.
rmSync(path.dirname(rendererFile), { recursive: true, force: true });
