import { expect, type Page } from "@playwright/test";

/**
 * Waits until the app has rendered over a pre-rendered page (scripts/prerender.mjs): until then the page shows but
 * its buttons and shortcuts do nothing. Pages that were not pre-rendered pass at once.
 */
export async function appTookOver(page: Page): Promise<void> {
  await expect(page.locator("#prerendered-css")).toHaveCount(0);
}
