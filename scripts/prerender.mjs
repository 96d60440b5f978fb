// Pre-renders the public pages of a production build (`node scripts/prerender.mjs [dist]`, part of `npm run build`):
// each page is rendered by the built app in Chromium, signed out, light theme, with the API's answers held back, and
// its markup and styles are written into `<page>/index.html` (`/` into index.html itself). A first visitor then sees
// the page as soon as the HTML arrives; the app replaces it with the same markup when its code has run.
// An inline script drops the copy before it is shown when it would differ from what the app renders: another path
// (hosts and the service worker answer unknown paths with index.html), a stored session, or the dark theme (chosen, or
// the system's preference before any choice: index.html's first script has set it on <html> by then).
// Without Chromium it says so and leaves the build as it is: the site works the same, it only paints later.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { withInlineScriptHashes } from "./lib/cspHashes.mjs";
import { startStaticServer } from "./lighthouse-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Pages whose content does not depend on the visitor, the API's answers or the date. */
const PAGES = ["/", "/events", "/team"];
/** The empty app root in the built index.html (minified: quotes may be gone). */
const ROOT = /<div id="?root"?><\/div>/;

/**
 * Runs before the copy is painted; keys and values as in src/lib/storage.ts and the theme slice. While the copy is
 * shown, it remembers the last button pressed on it (they all have an aria-label: theme, menu), for the app to press
 * once it has taken over (src/lib/prerenderedCopy.ts), so that press is not lost.
 */
const guard = (page) =>
  `(function(){var r=document.getElementById("root"),p=location.pathname.replace(/\\/+$/,"")||"/",s=null;` +
  `try{s=localStorage.getItem("auth-token")}catch(e){}` +
  `if(p!==${JSON.stringify(page)}||s||document.documentElement.dataset.theme==="dark"){r.innerHTML="";var c=document.getElementById("prerendered-css");` +
  `c&&c.remove();return}` +
  `document.addEventListener("click",function(e){var b=e.target.closest&&e.target.closest("#root button[aria-label]");` +
  `if(b&&document.getElementById("prerendered-css"))window.__pressedOnCopy=b.getAttribute("aria-label")},true)})()`;

async function render(browser, origin, page) {
  const tab = await browser.newPage({ viewport: { width: 375, height: 812 } });
  // The API's answers (fetch, wherever API_BASE_URL points) and other origins (analytics) never come: the copy shows
  // the state every visitor starts from (data loading), not one visitor's data or an error.
  await tab.route("**/*", (route) => {
    const request = route.request();
    const ownFile = new URL(request.url()).origin === origin && !["fetch", "xhr"].includes(request.resourceType());
    return ownFile ? route.continue() : undefined;
  });
  await tab.goto(origin + page);
  await tab.waitForSelector("main h1");
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  const snapshot = await tab.evaluate(() => {
    // React renders `{a} {b}` as separate text nodes, which HTML would parse back as one: an empty comment between
    // them keeps them apart, as React's own server rendering does, so the app can adopt the copy (hydrateRoot).
    const root = document.getElementById("root");
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const texts = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node);
    for (const text of texts) {
      if (text.previousSibling?.nodeType === Node.TEXT_NODE) text.before(document.createComment(" "));
    }
    return {
      title: document.title,
      markup: root.innerHTML,
      // emotion inserts its rules with insertRule, so they are read from the style sheets, not the style elements.
      css: [...document.querySelectorAll("style[data-emotion]")]
        .flatMap((element) => [...(element.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
        .join(""),
      links: [...document.querySelectorAll('main a[href^="/events/"]')].map((a) => a.getAttribute("href")),
    };
  });
  await tab.close();
  return snapshot;
}

/** Without JavaScript the copy can be read; the shell's "needs JavaScript" would say otherwise. */
const NOSCRIPT = "Without JavaScript you can read the festival's pages; signing in, registering and teams need it.";

const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

/** The shell with the page's copy; the policy's script-src then names the guard script's hash too. */
function pageHtml(shell, page, { title, markup, css }) {
  const html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${NOSCRIPT}</noscript>`)
    .replace("</head>", () => `<style id="prerendered-css">${css.replace(/<\//g, "<\\/")}</style></head>`)
    .replace(ROOT, () => `<div id="root" data-prerendered="${page}">${markup}</div><script>${guard(page)}</script>`);
  return withInlineScriptHashes(html);
}

const dist = path.resolve(process.argv[2] ?? "dist");
if (!existsSync(CHROMIUM)) {
  console.log(`Pre-rendering skipped: no Chromium at ${CHROMIUM} (Debian: apt-get install chromium).`);
  process.exit(0);
}
const shell = readFileSync(path.join(dist, "index.html"), "utf8");
if (!ROOT.test(shell))
  throw new Error(`${dist}/index.html has no empty root element (pre-rendered already?): build again`);

const server = await startStaticServer(dist);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
});
try {
  const snapshots = new Map();
  const queue = [...PAGES];
  while (queue.length > 0) {
    const page = queue.shift();
    if (snapshots.has(page)) continue;
    const snapshot = await render(browser, server.url, page);
    snapshots.set(page, snapshot);
    if (page === "/events") queue.push(...snapshot.links.filter((link) => /^\/events\/[a-z0-9-]+$/.test(link)));
  }
  // Written once all are rendered, so every page was rendered from the plain shell.
  for (const [page, snapshot] of snapshots) {
    const file = page === "/" ? path.join(dist, "index.html") : path.join(dist, page, "index.html");
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, pageHtml(shell, page, snapshot));
    console.log(`pre-rendered ${page.padEnd(24)} ${(snapshot.markup.length / 1024).toFixed(1)} KB markup`);
  }
} finally {
  await browser.close();
  await server.close();
}
