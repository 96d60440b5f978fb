import { EVENTS } from "../../src/content/bundledEvents";
import { appTookOver, resizeTo } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";
import { resultsEvent, routePublicApi } from "./support/publicFixtures";

const PUBLIC_ROUTES = [
  "/",
  "/events",
  ...EVENTS.map((event) => `/events/${event.name}`),
  `/events/${resultsEvent}/results`,
  "/team",
  "/ca",
  "/haxplore",
  "/referral",
  "/password/reset",
  "/no-such-page",
];

test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 1440, height: 900 } });

/** The theme saved as a returning visitor would have it, and the public API answered by fixtures. */
async function prepare(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.context().addInitScript((saved) => window.localStorage.setItem("theme", saved), theme);
  await routePublicApi(page);
}

/** Opens a route and waits until the app shows its page and, where it has one, its table from the API. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appTookOver(page);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (path === "/ca" || path === "/referral" || path.endsWith("/results"))
    await expect(page.getByRole("rowheader").first()).toBeVisible();
  else if (path.startsWith("/events")) await expect(page.getByText(/Registration (open|closed)/).first()).toBeVisible();
}

test.describe("public pages in a real browser", () => {
  // Each route at 1440 px in both themes, and resized to 360 px in the dark one: no page scrolls sideways on a small
  // phone (the media queries follow the resize; a load of its own per route at 360 px cost a test of 15 loads).
  for (const theme of ["light", "dark"] as const) {
    test(`axe finds no violations on any public route in the ${theme} theme${theme === "dark" ? ", nor sideways scrolling at 360 px" : ""}`, async ({
      page,
      axe,
    }) => {
      await prepare(page, theme);
      const found: string[] = [];
      for (const path of PUBLIC_ROUTES) {
        await resizeTo(page, 1440);
        await visit(page, path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        found.push(...(await axe(page)).map((violation) => `${path}: ${violation}`));
        if (theme !== "dark") continue;
        await resizeTo(page, 360);
        const extra = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (extra > 0) found.push(`${path} at 360 px: scrolls ${extra}px sideways`);
      }
      expect(found).toEqual([]);
    });
  }

  test("moves through the haxplore page from its own navigation and marks where the reader is", async ({ page }) => {
    await prepare(page, "light");
    await visit(page, "/haxplore");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await nav.getByRole("link", { name: "Timeline" }).click();
    await expect
      .poll(() => page.evaluate(() => Math.abs(document.getElementById("timeline")!.getBoundingClientRect().top)))
      .toBeLessThan(2);
    // The spy marks the section on the scroll events that follow the jump: wait for it rather than race it.
    await expect(nav.locator('[aria-current="location"]')).toHaveText("Timeline");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("timeline");

    await page.mouse.wheel(0, -100_000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(nav.locator('[aria-current="location"]')).toHaveText("About");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 900 } });

    test("opens the mobile menu at 375 px and follows one of its links", async ({ page, site }) => {
      await prepare(page, "light");
      await visit(page, "/");
      await page.getByRole("button", { name: "Open navigation menu" }).click();
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
      await expect(page).toHaveURL(`${site.url}/events`);
      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
      expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    });
  });
});
