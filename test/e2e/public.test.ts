import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { EVENTS } from "../../src/content/events";
import { appTookOver } from "./support/browser";
import { routePublicApi } from "./support/publicFixtures";
import { siteInBrowser } from "./support/site";

jest.setTimeout(180_000);

const env = siteInBrowser();

const PUBLIC_ROUTES = [
  "/",
  "/events",
  ...EVENTS.map((event) => `/events/${event.name}`),
  "/team",
  "/ca",
  "/haxplore",
  "/referral",
  "/password/reset",
  "/no-such-page",
];

/** A fresh context with the theme saved as a returning visitor would have it, and the public API answered by fixtures. */
async function openContext(theme: "light" | "dark", width: number): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, serviceWorkers: "block" });
  await context.addInitScript((saved) => window.localStorage.setItem("theme", saved), theme);
  const page = await context.newPage();
  await routePublicApi(page);
  return page;
}

/** Opens a route and waits until the app shows its page and, where it has one, its table from the API. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(env.site.url + path);
  await appTookOver(page);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  if (path === "/ca" || path === "/referral") await page.getByRole("rowheader").first().waitFor();
  if (path.startsWith("/events"))
    await page
      .getByText(/Registration (open|closed)/)
      .first()
      .waitFor();
}

describe("public pages in a real browser", () => {
  it.each(["light", "dark"] as const)("axe finds no violations on any public route in the %s theme", async (theme) => {
    const page = await openContext(theme, 1440);
    const found: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await visit(page, path);
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const violation of violations) {
        const targets = violation.nodes.map((node) => node.target.join(" ")).join(", ");
        found.push(`${path}: ${violation.id} (${violation.impact}) at ${targets}`);
      }
    }
    await page.context().close();
    expect(found).toEqual([]);
  });

  it("has no horizontal overflow on any public route at 360 px", async () => {
    const page = await openContext("light", 360);
    const overflowing: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      await visit(page, path);
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      if (extra > 0) overflowing.push(`${path}: ${extra}px`);
    }
    await page.context().close();
    expect(overflowing).toEqual([]);
  });

  it("moves through the haxplore page from its own navigation and marks where the reader is", async () => {
    const page = await openContext("light", 1440);
    await visit(page, "/haxplore");
    const nav = page.getByRole("navigation", { name: "On this page" });
    await nav.getByRole("link", { name: "Timeline" }).click();
    await page.waitForFunction(() => Math.abs(document.getElementById("timeline")!.getBoundingClientRect().top) < 2);
    // The spy marks the section on the scroll events that follow the jump: wait for it rather than race it.
    await page.waitForFunction(
      () =>
        document.querySelector('nav[aria-label="On this page"] [aria-current="location"]')?.textContent === "Timeline",
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("timeline");

    await page.mouse.wheel(0, -100_000);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.waitForFunction(
      () => document.querySelector('nav[aria-label="On this page"] [aria-current="location"]')?.textContent === "About",
    );
    await page.context().close();
  });

  it("opens the mobile menu at 375 px and follows one of its links", async () => {
    const page = await openContext("light", 375);
    await visit(page, "/");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await page.waitForURL(`${env.site.url}/events`);
    await page.getByRole("heading", { level: 1, name: "Events" }).waitFor();
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    await page.context().close();
  });
});
