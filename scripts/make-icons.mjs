// Draws the app icons (PNG) from public/icons/icon.svg with Debian's chromium; run it after changing the SVG.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";

const ICONS = path.resolve("public/icons");
const svg = readFileSync(path.join(ICONS, "icon.svg"), "utf8");
const SIZES = [192, 512];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const body = svg.replace("<svg ", `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0">${body}</body></html>`);
    await page.screenshot({ path: path.join(ICONS, `icon-${size}.png`), omitBackground: false });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${ICONS}`);
