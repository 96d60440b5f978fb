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
// The signed-in pages people come back to (the dashboard's two views, the profile form, the console) are pre-rendered
// as their shell (src/prerender.tsx, SIGNED_IN_SHELLS): rendered with a session and no answer, in English, not in the
// sitemap.
// An inline script drops the copy before it is shown when it would differ from what the app renders: another path
// (hosts and the service worker answer unknown paths with index.html), a stored session (no stored session, for a
// signed-in page's shell: the app sends that visitor to the sign-in page), on an English page a
// language other than English chosen on this device (a `/hi/` page is Hindi whatever was chosen), or the dark theme
// (chosen, or the system's preference before any choice: index.html's first script has set it on <html> by then).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { asIfElsewhere, firstDifference } from "./lib/elsewhere.mjs";
import { pageHtml } from "./lib/pageDocument.mjs";
import { keepRenderer, pageFile, RENDERER, ROOT } from "./lib/sitePages.mjs";

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
/** @typedef {{ renderPage: (page: string) => Promise<{ title: string; markup: string; css: string; styleNames: string[]; language: string; canonical: string; alternates: Array<{ hreflang: string; href: string }>; access: "public" | "signedIn" }>; PRERENDERED_PATHS: string[]; SIGNED_IN_SHELLS: string[]; sitemap: () => string }} Renderer */
/** A fresh copy of the renderer: its modules run again, so values they keep from their first run are made anew. */
const loadRenderer = () => {
  const require = createRequire(import.meta.url);
  delete require.cache[rendererFile];
  return /** @type {Renderer} */ (require(rendererFile));
};

/** Every page, rendered by one copy of the renderer; a page that fails ends the build. */
async function renderAll(renderer) {
  const pages = new Map();
  for (const page of [...renderer.PRERENDERED_PATHS, ...renderer.SIGNED_IN_SHELLS]) {
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
  const file = pageFile(dist, page);
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
// The renderer is not part of the site: it is kept beside it, with the shell, for the API to regenerate the pages
// from the published content (docs/content.md, "Pages regenerated on publish").
console.log(`renderer kept in ${keepRenderer(dist, shell)}`);
