import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserType, LaunchOptions } from "@playwright/test";
import { withDevanagariFont } from "../../scripts/lib/devanagariFont.mjs";
import { PUBLIC_PAGE_PATTERNS } from "../../src/config/paths";
import { EVENTS } from "../../src/content/bundledEvents";
import { seededName } from "../support/seedEvents";
import { appTookOver, resizeTo } from "./support/browser";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { clippedTexts, englishCatalogueTexts, englishInTitle, englishShown } from "./support/hindiPages";
import { resultsEvent, routePublicApi } from "./support/publicFixtures";

/** A certificate as `GET certificates/{id}/` answers it, of each kind and a revoked one (contract/certificates.ts). */
const CERTIFICATES: Record<string, object> = {
  participation1A: { kind: "participation", rank: null, revoked_at: null, revoked_reason: null },
  merit2B: { kind: "merit", rank: 2, revoked_at: null, revoked_reason: null },
  revoked3C: {
    kind: "participation",
    rank: null,
    revoked_at: "2026-11-25T08:00:00.000Z",
    revoked_reason: "Issued to the wrong team",
  },
};

/** Each public page's addresses to walk, by the router's pattern (src/config/paths.ts): every event, every kind. */
const EXAMPLES: Record<string, string[]> = {
  "/": ["/"],
  "/events": ["/events"],
  "/events/:name": EVENTS.map((event) => `/events/${event.name}`),
  "/events/:name/results": [`/events/${resultsEvent}/results`],
  "/ca": ["/ca"],
  "/team": ["/team"],
  "/haxplore": ["/haxplore"],
  "/password/reset": ["/password/reset"],
  "/referral": ["/referral"],
  "/certificates/:id": Object.keys(CERTIFICATES).map((id) => `/certificates/${id}`),
};

/** Every public page under /hi, and the 404 page there. */
const HINDI_ROUTES = [
  ...PUBLIC_PAGE_PATTERNS.flatMap((pattern) => EXAMPLES[pattern] ?? [`(no example for ${pattern})`]),
  "/no-such-page",
].map((route) => `/hi${route === "/" ? "" : route}`);

/** Answers the public API from fixtures, the certificates' verification included. */
async function prepare(page: Page): Promise<void> {
  await routePublicApi(page);
  await page.route(/\/api\/certificates\/([^/]+)\/(credential)?$/, (route) => {
    const [, id, credential] = /\/certificates\/([^/]+)\/(credential)?$/.exec(new URL(route.request().url()).pathname)!;
    const headers = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Headers": "Authorization, Accept" };
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers });
    const body = CERTIFICATES[id];
    if (credential || !body) return route.fulfill({ status: 404, headers, json: { detail: "Not found." } });
    return route.fulfill({
      headers,
      json: {
        id,
        name: "Asha Verma",
        event: seededName(resultsEvent),
        edition: "Codefest '20",
        ...body,
        issued_at: "2026-11-21T06:00:00.000Z",
      },
    });
  });
}

/**
 * Opens a route and waits until the app has taken over and the page shows its API answers; gives the HTML as the
 * visitor received it (a pre-rendered page's, with its title, or the app's shell).
 */
async function visit(page: Page, route: string): Promise<string> {
  const response = await page.goto(route);
  const html = (await response?.text()) ?? "";
  await appTookOver(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (/\/(ca|referral|results)$/.test(route)) await expect(page.getByRole("rowheader").first()).toBeVisible();
  if (route.includes("/certificates/")) await expect(page.getByText("Asha Verma").first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  return html;
}

/** A browser whose device has a Devanagari font, so the layout is measured with Hindi's real glyphs. */
async function withHindiFont<T>(
  browserType: BrowserType,
  launchOptions: LaunchOptions,
  run: (browser: Browser) => Promise<T>,
): Promise<T> {
  const scratch = mkdtempSync(path.join(tmpdir(), "hindi-walk-"));
  const browser = await browserType.launch({
    ...launchOptions,
    env: { ...process.env, ...withDevanagariFont(scratch) },
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
}

test.describe.configure({ timeout: 360_000 });

test.describe("every public page in Hindi", () => {
  test("each public route of the router has an address walked below", () => {
    expect(HINDI_ROUTES.filter((route) => route.includes("no example"))).toEqual([]);
  });

  // Each route is loaded once, on a phone, and checked there and again resized to a laptop's width: a load per width
  // took twice as long and the resize is all the second check needs (the media queries follow it).
  test("at 375 and 1440 px: in Hindi, axe-clean, no sideways scroll and no clipped text", async ({
    playwright,
    launchOptions,
    site,
    axe,
  }) => {
    const english = englishCatalogueTexts();
    await withHindiFont(playwright.chromium, launchOptions, async (browser) => {
      const context = await browser.newContext({
        baseURL: site.url,
        viewport: { width: 375, height: 900 },
        serviceWorkers: "block",
      });
      const page = await context.newPage();
      await prepare(page);
      const problems: string[] = [];
      for (const route of HINDI_ROUTES) {
        await resizeTo(page, 375);
        const html = await visit(page, route);
        await expect(page.locator("html"), route).toHaveAttribute("lang", "hi");
        problems.push(...englishInTitle(html, english).map((text) => `${route}: English "${text}"`));
        for (const width of [375, 1440]) {
          if (width !== 375) await resizeTo(page, width);
          const where = `${route} at ${width} px`;
          problems.push(...(await englishShown(page, english)).map((text) => `${where}: English "${text}"`));
          problems.push(...(await axe(page)).map((violation) => `${where}: axe ${violation}`));
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          if (sideways > 0) problems.push(`${where}: ${sideways} px sideways scroll`);
          problems.push(...(await clippedTexts(page)).map((clip) => `${where}: clipped ${clip}`));
        }
      }
      await context.close();
      expect(problems).toEqual([]);
    });
  });
});
