import { chromium, type Browser, type Page } from "playwright-core";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Debian's chromium, headless, with the flags this machine needs (no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * Waits until the app has rendered over a pre-rendered page (scripts/prerender.mjs): until then the page shows but
 * its buttons and shortcuts do nothing. Pages that were not pre-rendered pass at once.
 */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.getElementById("prerendered-css"));
}
