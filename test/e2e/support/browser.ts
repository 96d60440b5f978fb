import { expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Waits until the app has rendered over a pre-rendered page (scripts/prerender.mjs): until then the page shows but
 * its buttons and shortcuts do nothing. Pages that were not pre-rendered pass at once.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator("#prerendered-css")).toHaveCount(0);
}

/** How far the page scrolls sideways, in CSS pixels: 0 when it fits its window, as every screen must from 375 px up. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** Holds back the context's requests for matching files until the returned function is called. */
export async function holdRequests(context: BrowserContext, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * A toast's text as the user reads it: an error toast may end with the failed request's id, which the server makes
 * for every request ("Oops... Registration for this event is closed (request id 3f2c...)"; docs/API.md).
 */
export function toastText(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}(?: \\(request id [\\w-]+\\))?$`);
}
