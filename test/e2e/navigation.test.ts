import { seededName, teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

test.use({ viewport: { width: 1440, height: 900 } });

async function open(page: Page, path: string): Promise<Page> {
  // No API server in this test: every read is answered as by a server without it (404), so the pages keep the build's
  // events (an empty events list would be a festival with no events: docs/API.md, "Organisers' content").
  await page.route(/\/api\//, (route) =>
    route.fulfill({ status: 404, contentType: "application/json", body: '{"detail":"Not found."}' }),
  );
  await page.goto(path);
  // Buttons on a pre-rendered copy do nothing until the app has rendered over it (README, "Pre-rendered pages").
  await appTookOver(page);
  return page;
}

test.describe("the production build in a real browser", () => {
  test.describe("without a service worker", () => {
    // It would answer from its cache what this test makes fail.
    test.use({ serviceWorkers: "block" });

    test("says so, with Reload and Home, when a page's code cannot be downloaded (offline, or replaced by a new version)", async ({
      page,
    }) => {
      await open(page, "/");
      const eventsCode = /\/js\/events\.[0-9a-f]+\.js$/;
      await page.route(eventsCode, (route) => route.abort());
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "This page could not be shown" })).toBeVisible();
      await expect(page.getByRole("alert")).toContainText("could not be downloaded");
      await page.unroute(eventsCode);
      await page.getByRole("button", { name: "Reload" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    });
  });

  test("loads the home page and moves between routes through the header, with each route's title", async ({
    page,
    site,
  }) => {
    await open(page, "/");
    await expect(page).toHaveTitle("Codefest '20");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(`${site.url}/events`);
    await expect(page).toHaveTitle("Codefest '20 | Events");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Referrals" }).click();
    await expect(page).toHaveTitle("Referral Leaderboard");
    await page.goBack();
    await expect(page).toHaveTitle("Codefest '20 | Events");
  });

  test("serves deep links in history mode and shows the 404 page for unknown paths", async ({ page }) => {
    await open(page, `/events/${fourthTeamEvent}`);
    await expect(page.getByRole("heading", { name: seededName(fourthTeamEvent), level: 1 })).toBeVisible();
    await page.goto("/nowhere");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("sends a visitor from a protected page to /login with the original path", async ({ page }) => {
    await open(page, "/dashboard/events?join=AB12CD3");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/events?join=AB12CD3");
  });

  test("keeps the chosen theme across a reload", async ({ page }) => {
    await open(page, "/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("scrolls to the top on navigation and restores the position on back", async ({ page, site }) => {
    await open(page, `/events/${teamEvent}`);
    // Scroll only once the lazy page has rendered: the first render itself scrolls to the top.
    await expect(page.getByRole("heading", { name: seededName(teamEvent), level: 1 })).toBeVisible();
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    await page.waitForFunction(() => {
      window.scrollTo(0, 1200);
      return window.scrollY > 1000;
    });
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Haxplore" }).click();
    await expect(page).toHaveURL(`${site.url}/haxplore`);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test("returns to where the page was left after a reload; a page opened anew starts at the top", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await open(page, `/events/${teamEvent}`);
    const heading = page.getByRole("heading", { name: seededName(teamEvent), level: 1 });
    await expect(heading).toBeVisible();
    // The event page at a phone's width is several screens long (its text, coordinators and questions).
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2000);
    await page.waitForFunction(() => {
      window.scrollTo(0, 900);
      return window.scrollY === 900;
    });
    await page.reload();
    await appTookOver(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    // The same address opened again (a link, a typed address) is a new visit, not a return: the top.
    await page.goto(`/events/${teamEvent}`);
    await appTookOver(page);
    await expect(heading).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().type)).toBe("navigate");
  });
});
