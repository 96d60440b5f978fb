// `npm run bench:fonts [folder]`: the layout shift of the Hindi pages (`/hi/`, `/hi/events`) in Chromium, on the
// production build in `folder` (default `dist/`: run `npm run build` first), at 375 and 1440 px. Devanagari is set in
// the device's own fonts (src/ui/tokens.ts, docs/decisions.md "Devanagari without a web font"), so the figure must be
// 0: each page is measured on a device with a Devanagari font (Noto Sans, as Android and most Linux desktops have:
// given to Chromium through fontconfig from @fontsource's files, as an installed font) and on one without (the text
// then falls back to whatever the system has). It prints the cumulative layout shift once the page has loaded, its
// fonts are ready and the network is idle, the fonts the browser downloaded (none expected), and the fonts Chromium
// drew the page's first Devanagari text with. Exits 1 when a page shifts or downloads a font.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { withDevanagariFont } from "./lib/devanagariFont.mjs";
import { runConditions } from "./lib/runConditions.mjs";
import { startStaticServer } from "./lighthouse-server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGES = ["/hi/", "/hi/events"];
const WIDTHS = [375, 1440];
const folder = path.resolve(process.argv[2] ?? "dist");
if (!existsSync(path.join(folder, "hi", "index.html"))) {
  console.error(`[bench:fonts] No pre-rendered Hindi pages in ${folder}: run npm run build first.`);
  process.exit(1);
}

/** Sums the page's layout shifts (not those right after input), from the first paint on. */
function watchShifts() {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
}

async function measure(site, env) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    env: { ...process.env, ...env },
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  const rows = [];
  try {
    for (const page of PAGES) {
      for (const width of WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "hi-IN" });
        await context.addInitScript(watchShifts);
        const tab = await context.newPage();
        const fonts = [];
        tab.on("request", (request) => {
          if (request.resourceType() === "font") fonts.push(request.url());
        });
        await tab.goto(site.url + page, { waitUntil: "networkidle" });
        await tab.evaluate(() => document.fonts.ready.then(() => undefined));
        // Two frames after the fonts are ready, so a shift they caused has been reported.
        await tab.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const cls = await tab.evaluate(() => window.__layoutShift);
        const lang = await tab.evaluate(() => document.documentElement.lang);
        const cdp = await context.newCDPSession(tab);
        await cdp.send("DOM.enable");
        await cdp.send("CSS.enable");
        const { root } = await cdp.send("DOM.getDocument");
        // The first element of the page's main part with Devanagari text of its own.
        await tab.evaluate(() => {
          const own = (element) =>
            [...element.childNodes].some((node) => /[\u0900-\u097f]/u.test(node.nodeValue ?? ""));
          [...document.querySelectorAll("main *")].find(own)?.setAttribute("data-devanagari", "");
        });
        const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "[data-devanagari]" });
        const { fonts: drawn } = nodeId ? await cdp.send("CSS.getPlatformFontsForNode", { nodeId }) : { fonts: [] };
        rows.push({ page, width, cls, lang, fonts, devanagari: drawn.map((font) => font.familyName).join(" + ") });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const scratch = mkdtempSync(path.join(tmpdir(), "bench-fonts-"));
const site = await startStaticServer(folder);
let failed = false;
try {
  console.log(runConditions("bench:fonts"));
  for (const [device, env] of [
    ["with a Devanagari font (Noto Sans)", withDevanagariFont(scratch)],
    ["without a Devanagari font", {}],
  ]) {
    console.log(`\nDevice ${device}:`);
    for (const row of await measure(site, env)) {
      const bad = row.cls > 0 || row.fonts.length > 0 || row.lang !== "hi";
      failed ||= bad;
      console.log(
        `  ${row.page.padEnd(11)} ${String(row.width).padStart(4)} px  CLS ${row.cls.toFixed(4)}  ` +
          `fonts downloaded ${row.fonts.length}  <html lang="${row.lang}">  Devanagari drawn in ${row.devanagari || "?"}` +
          (bad ? "  <- FAIL" : ""),
      );
    }
  }
} finally {
  await site.close?.();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
