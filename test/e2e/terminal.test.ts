import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { appTookOver } from "./support/browser";
import { siteInBrowser } from "./support/site";

jest.setTimeout(90_000);

const env = siteInBrowser();

interface Options {
  width?: number;
  token?: string;
  theme?: "light" | "dark";
}

/** A fresh browser context; the API is answered here (empty lists, empty objects), so no server is needed. */
async function openPage(path: string, { width = 1440, token, theme }: Options = {}): Promise<Page> {
  const context: BrowserContext = await env.browser.newContext({
    viewport: { width, height: 900 },
    serviceWorkers: "block",
  });
  await context.addInitScript(
    ([savedToken, savedTheme]) => {
      if (savedToken) window.localStorage.setItem("auth-token", savedToken);
      if (savedTheme) window.localStorage.setItem("theme", savedTheme);
    },
    [token ?? "", theme ?? ""],
  );
  await context.route(/\/api\//, (route) => {
    const list = /\/api\/(events|leaderboard|cas)\//.test(route.request().url());
    return route.fulfill({ status: 200, contentType: "application/json", body: list ? "[]" : "{}" });
  });
  const page = await context.newPage();
  await page.goto(env.site.url + path);
  // Shortcuts on a pre-rendered copy do nothing until the app has rendered over it.
  await appTookOver(page);
  return page;
}

const terminal = (page: Page) => page.getByRole("region", { name: "Terminal" });
const commandLine = (page: Page) => terminal(page).getByRole("textbox", { name: "Terminal command" });
const bottomPadding = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector("[data-testid=app-frame]") as Element).paddingBottom);

async function waitForPadding(page: Page, padding: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      getComputedStyle(document.querySelector("[data-testid=app-frame]") as Element).paddingBottom === expected,
    padding,
  );
}

describe("the terminal panel in a real browser", () => {
  it("is shown on /events/ctf at 1440 px: 90px collapsed, 200px expanded, matching the app's padding", async () => {
    const page = await openPage("/events/ctf");
    await terminal(page).waitFor();
    await waitForPadding(page, "90px");
    expect((await terminal(page).boundingBox())?.height).toBe(90);

    await terminal(page).getByRole("button", { name: "Expand terminal" }).click();
    await waitForPadding(page, "200px");
    await page.waitForFunction(
      () => document.querySelector("section[aria-label=Terminal]")?.getBoundingClientRect().height === 200,
    );
    await expect(terminal(page).getByRole("log").textContent()).resolves.toContain("Commands:");
    await page.context().close();
  });

  it("is absent below 768 px, and leaves when the window narrows", async () => {
    const narrow = await openPage("/events/ctf", { width: 700 });
    await narrow.getByRole("heading", { name: "Capture The Flag", level: 1 }).waitFor();
    await narrow.waitForLoadState("networkidle");
    expect(await narrow.locator("section[aria-label=Terminal]").count()).toBe(0);
    expect(await bottomPadding(narrow)).toBe("0px");
    await narrow.context().close();

    const wide = await openPage("/events/ctf");
    await terminal(wide).waitFor();
    await wide.setViewportSize({ width: 700, height: 900 });
    await terminal(wide).waitFor({ state: "detached" });
    await waitForPadding(wide, "0px");
    await wide.context().close();
  });

  it("is absent on /dashboard: cd ~/dashboard takes a participant there and the panel goes", async () => {
    const page = await openPage("/events/ctf", { token: "e2e-token" });
    await commandLine(page).click();
    await commandLine(page).fill("cd ~/dashboard");
    await commandLine(page).press("Enter");
    await page.waitForURL(`${env.site.url}/dashboard`);
    await terminal(page).waitFor({ state: "detached" });
    await waitForPadding(page, "0px");
    await page.context().close();
  });

  it("takes a keyboard-only user to an event: Ctrl+` focuses the terminal, cd events/ctf and Enter", async () => {
    const page = await openPage("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.keyboard.press("Control+Backquote");
    await page.waitForFunction(() => document.activeElement?.id === "terminal-input");
    await page.keyboard.type("cd events/c");
    await page.keyboard.press("Tab");
    expect(await commandLine(page).inputValue()).toBe("cd events/ctf/");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${env.site.url}/events/ctf`);
    await page.getByRole("heading", { name: "Capture The Flag", level: 1 }).waitFor();

    // No focus trap: with nothing to complete, Tab leaves the terminal and Shift+Tab comes back.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe("terminal-input");
    await page.keyboard.press("Shift+Tab");
    await page.waitForFunction(() => document.activeElement?.id === "terminal-input");
    await page.context().close();
  });

  it("slides in on the home page only once it is scrolled past half the viewport", async () => {
    const page = await openPage("/");
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForTimeout(1500);
    expect(await terminal(page).isVisible()).toBe(false);
    expect(await bottomPadding(page)).toBe("0px");
    await page.mouse.wheel(0, 600);
    await terminal(page).waitFor();
    await waitForPadding(page, "90px");
    await page.context().close();
  });

  it.each(["light", "dark"] as const)("has no accessibility violations in the %s theme", async (theme) => {
    const page = await openPage("/events/ctf", { theme });
    await commandLine(page).waitFor();
    await commandLine(page).click();
    for (const command of ["ls", "cd nowhere", "pwd", "cd .."]) {
      await commandLine(page).fill(command);
      await commandLine(page).press("Enter");
    }
    await page.waitForURL(`${env.site.url}/events`);
    await terminal(page).getByRole("link", { name: "ctf/" }).waitFor();
    await page.waitForTimeout(400);
    const { violations } = await new AxeBuilder({ page }).include("section[aria-label=Terminal]").analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    await page.context().close();
  });
});
