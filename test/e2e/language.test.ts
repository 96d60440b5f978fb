import { appTookOver } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";
import { routePublicApi } from "./support/publicFixtures";

test.use({ serviceWorkers: "block" });

/** The app's script files the page has requested, by chunk name ("main", "event", "messages-shell-hi", ...). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/js\/([\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

/** Errors in the console or on the page (a hydration difference, a message's key shown, a failed chunk). */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") found.push(message.text());
  });
  page.on("pageerror", (error) => found.push(error.message));
  return found;
}

const catalogues = (scripts: string[]) => scripts.filter((name) => name.startsWith("messages-"));

test.describe("the app's language in the browser", () => {
  test("an English first visit downloads no Hindi", async ({ page }) => {
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    for (const path of ["/", "/events", "/events/ctf"]) {
      await page.goto(path);
      await appTookOver(page);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts).toEqual(expect.arrayContaining(["main", "home", "events", "event"]));
    expect(catalogues(scripts)).toEqual([]);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("a visitor who chose Hindi gets the pages in Hindi from the app's first render, with Hindi's messages only", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("language", "hi"));
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    const errors = problems(page);
    await page.goto("/events/ctf");
    await expect(page.getByRole("banner").getByRole("link", { name: "लॉग इन" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("contentinfo")).toContainText("Codefest का 2020 संस्करण");
    await expect(page.getByRole("heading", { level: 1, name: "Capture The Flag" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "प्रतियोगिता के बारे में" })).toBeVisible();
    await expect(page.getByRole("link", { name: "पंजीकरण करें" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(catalogues(scripts).sort()).toEqual(["messages-event-hi", "messages-shell-hi"]);
    expect(errors).toEqual([]);

    // The home page and the events list, by their links: each page's Hindi messages come with it, no English ones.
    await page.getByRole("banner").getByRole("link", { name: "Codefest '20" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Codefest क्या है?" })).toBeVisible();
    await page.getByRole("link", { name: "इवेंट देखें" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "इवेंट" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(catalogues(scripts).sort()).toEqual([
      "messages-event-hi",
      "messages-events-hi",
      "messages-home-hi",
      "messages-shell-hi",
    ]);
    expect(errors).toEqual([]);

    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "वापस जाने के रास्ते" }).getByRole("link")).toHaveCount(3);
    expect(errors).toEqual([]);
  });
});
