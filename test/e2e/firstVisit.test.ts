import type { Page } from "playwright-core";
import { appTookOver } from "./support/browser";
import { routePublicApi } from "./support/publicFixtures";
import { siteInBrowser } from "./support/site";

jest.setTimeout(120_000);

const env = siteInBrowser();

/** The app's script files the page has requested so far, by chunk name ("main", "home", "app-theme", ...). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/js\/([\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

describe("a first visit on a phone", () => {
  it("gets the home page without MUI and its styles in the HTML; MUI's theme comes with the first page that uses it", async () => {
    const context = await env.browser.newContext({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });
    const page = await context.newPage();
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    const styleSheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") styleSheets.push(request.url());
    });
    await page.goto(`${env.site.url}/`);
    await appTookOver(page);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual(expect.arrayContaining(["main", "home"]));
    expect(scripts).not.toContain("app-theme");
    // The styles come in the HTML: the first paint waits for no other request.
    expect(styleSheets).toEqual([]);

    await page.getByRole("link", { name: "Explore events" }).click();
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    expect(scripts).toContain("app-theme");
    await context.close();
  });
});
