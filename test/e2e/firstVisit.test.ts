import { teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";
import { routePublicApi } from "./support/publicFixtures";

const [teamEvent] = teamEvents(1);

/** The app's script files the page has requested so far, by chunk name ("main", "home", "app-theme", ...). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/js\/([\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });

test.describe("a first visit on a phone", () => {
  test("gets the home page and the event list without MUI and its styles in the HTML; MUI's theme comes with the first page that uses it", async ({
    page,
  }) => {
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    const styleSheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") styleSheets.push(request.url());
    });
    await page.goto("/");
    await appTookOver(page);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual(expect.arrayContaining(["main", "home"]));
    expect(scripts).not.toContain("app-theme");
    // The styles come in the HTML: the first paint waits for no other request.
    expect(styleSheets).toEqual([]);

    await page.getByRole("link", { name: "Explore events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts).toContain("events");
    expect(scripts).not.toContain("app-theme");

    await page.getByRole("contentinfo").getByRole("link", { name: "Haxplore" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Haxplore" })).toBeVisible();
    expect(scripts).toContain("app-theme");
  });

  test("lands on an event page without MUI", async ({ page }) => {
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    await page.goto(`/events/${teamEvent}`);
    await appTookOver(page);
    await expect(page.getByText("Registration open")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual(expect.arrayContaining(["main", "event"]));
    expect(scripts).not.toContain("app-theme");
  });
});
