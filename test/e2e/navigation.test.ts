import type { Page } from "playwright-core";
import { appTookOver } from "./support/browser";
import { siteInBrowser } from "./support/site";

jest.setTimeout(60_000);

const env = siteInBrowser();

async function openPage(
  path: string,
  width = 1440,
  { serviceWorkers = "allow" as "allow" | "block" } = {},
): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, serviceWorkers });
  const page = await context.newPage();
  // No API server in this test: answer the public reads the way an empty festival API would.
  await page.route(/\/api\//, (route) => route.fulfill({ status: 200, contentType: "application/json", body: "[]" }));
  await page.goto(env.site.url + path);
  // Buttons on a pre-rendered copy do nothing until the app has rendered over it (README, "Pre-rendered pages").
  await appTookOver(page);
  return page;
}

describe("the production build in a real browser", () => {
  it("says so, with Reload and Home, when a page's code cannot be downloaded (offline, or replaced by a new version)", async () => {
    // No service worker: it would answer from its cache what this test makes fail.
    const page = await openPage("/", 1440, { serviceWorkers: "block" });
    const eventsCode = /\/js\/events\.[0-9a-f]+\.js$/;
    await page.route(eventsCode, (route) => route.abort());
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await page.getByRole("heading", { level: 1, name: "This page could not be shown" }).waitFor();
    expect(await page.getByRole("alert").innerText()).toContain("could not be downloaded");
    await page.unroute(eventsCode);
    await page.getByRole("button", { name: "Reload" }).click();
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    await page.context().close();
  });

  it("loads the home page and moves between routes through the header, with each route's title", async () => {
    const page = await openPage("/");
    await page.waitForFunction(() => document.title === "Codefest '20");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await page.waitForURL(`${env.site.url}/events`);
    await page.waitForFunction(() => document.title === "Codefest '20 | Events");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Referrals" }).click();
    await page.waitForFunction(() => document.title === "Referral Leaderboard");
    await page.goBack();
    await page.waitForFunction(() => document.title === "Codefest '20 | Events");
    await page.context().close();
  });

  it("serves deep links in history mode and shows the 404 page for unknown paths", async () => {
    const page = await openPage("/events/vista");
    await page.getByRole("heading", { name: "Vista", level: 1 }).waitFor();
    await page.goto(`${env.site.url}/nowhere`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.context().close();
  });

  it("sends a visitor from a protected page to /login with the original path", async () => {
    const page = await openPage("/dashboard/events?join=AB12CD3");
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/dashboard/events?join=AB12CD3");
    await page.context().close();
  });

  it("keeps the chosen theme across a reload", async () => {
    const page = await openPage("/");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await page.reload();
    await page.getByRole("button", { name: "Switch to light theme" }).waitFor();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    await page.context().close();
  });

  it("scrolls to the top on navigation and restores the position on back", async () => {
    const page = await openPage("/events/ctf", 1440);
    // Scroll only once the lazy page has rendered: the first render itself scrolls to the top.
    await page.getByRole("heading", { name: "Capture The Flag", level: 1 }).waitFor();
    await page.evaluate(() => {
      document.body.style.minHeight = "4000px";
    });
    await page.waitForFunction(() => {
      window.scrollTo(0, 1200);
      return window.scrollY > 1000;
    });
    await page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "Haxplore" }).click();
    await page.waitForURL(`${env.site.url}/haxplore`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.goBack();
    await page.waitForFunction(() => window.scrollY > 0);
    await page.context().close();
  });
});
