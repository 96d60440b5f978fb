// Draws the app icons (PNG) from public/icons/icon.svg, and the favicon (public/icons/favicon-32.png) from
// public/favicon.svg, with Debian's chromium; run it after changing either SVG.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const ICONS = path.resolve("public/icons");
/** Each PNG: its SVG, its size in pixels, and whether its corners are see-through (the favicon's are rounded). */
const ICON_FILES = [
  { svg: path.join(ICONS, "icon.svg"), size: 192, png: "icon-192.png", transparent: false },
  { svg: path.join(ICONS, "icon.svg"), size: 512, png: "icon-512.png", transparent: false },
  { svg: path.resolve("public/favicon.svg"), size: 32, png: "favicon-32.png", transparent: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const { svg, size, png, transparent } of ICON_FILES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = readFileSync(svg, "utf8").replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${body}</body></html>`);
    await page.screenshot({ path: path.join(ICONS, png), omitBackground: transparent });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${ICONS}`);
