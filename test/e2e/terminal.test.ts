import { seededName, teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { expect, test, type Browser, type Page } from "./support/fixtures";

const [teamEvent] = teamEvents(1);

interface Options {
  width?: number;
  token?: string;
  theme?: "light" | "dark";
}

const COMPLETE_PROFILE = JSON.stringify({ is_profile_complete: true, is_verified: true, name: "Asha Verma" });

/**
 * A fresh browser context; the API is answered here, so no server is needed: the events list as by a server without it
 * (404, so the pages keep the build's events: an empty list would be a festival with no events, docs/API.md), the
 * leaderboard and ambassadors empty, other reads empty objects.
 */
async function openPage(browser: Browser, url: string, { width = 1440, token, theme }: Options = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ([savedToken, savedTheme]) => {
      if (savedToken) window.localStorage.setItem("auth-token", savedToken);
      if (savedTheme) window.localStorage.setItem("theme", savedTheme);
    },
    [token ?? "", theme ?? ""],
  );
  await context.route(/\/api\//, (route) => {
    const url = route.request().url();
    if (/\/api\/events\//.test(url)) {
      return route.fulfill({ status: 404, contentType: "application/json", body: '{"detail":"Not found."}' });
    }
    const list = /\/api\/(leaderboard|cas)\//.test(url);
    // A participant whose profile is complete: the dashboard would otherwise send them to the profile form.
    const body = list ? "[]" : /\/api\/profile\/$/.test(url) ? COMPLETE_PROFILE : "{}";
    return route.fulfill({ status: 200, contentType: "application/json", body });
  });
  const page = await context.newPage();
  await page.goto(url);
  // Shortcuts on a pre-rendered copy do nothing until the app has rendered over it.
  await appTookOver(page);
  return page;
}

const terminal = (page: Page) => page.getByRole("region", { name: "Terminal" });
const commandLine = (page: Page) => terminal(page).getByRole("textbox", { name: "Terminal command" });
const bottomPadding = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector("[data-testid=app-frame]") as Element).paddingBottom);

async function expectPadding(page: Page, padding: string): Promise<void> {
  await expect(page.getByTestId("app-frame")).toHaveCSS("padding-bottom", padding);
}

test.describe("the terminal panel in a real browser", () => {
  test(`is shown on /events/${teamEvent} at 1440 px: 90px collapsed, 200px expanded, matching the app's padding`, async ({
    browser,
    site,
  }) => {
    const page = await openPage(browser, `${site.url}/events/${teamEvent}`);
    await expect(terminal(page)).toBeVisible();
    await expectPadding(page, "90px");
    expect((await terminal(page).boundingBox())?.height).toBe(90);

    await terminal(page).getByRole("button", { name: "Expand terminal" }).click();
    await expectPadding(page, "200px");
    await expect.poll(async () => (await terminal(page).boundingBox())?.height).toBe(200);
    await expect(terminal(page).getByRole("log")).toContainText("Commands:");
    await page.context().close();
  });

  test("is absent below 768 px, and leaves when the window narrows", async ({ browser, site }) => {
    const narrow = await openPage(browser, `${site.url}/events/${teamEvent}`, { width: 700 });
    await expect(narrow.getByRole("heading", { name: seededName(teamEvent), level: 1 })).toBeVisible();
    await narrow.waitForLoadState("networkidle");
    expect(await narrow.locator("section[aria-label=Terminal]").count()).toBe(0);
    expect(await bottomPadding(narrow)).toBe("0px");
    await narrow.context().close();

    const wide = await openPage(browser, `${site.url}/events/${teamEvent}`);
    await expect(terminal(wide)).toBeVisible();
    await wide.setViewportSize({ width: 700, height: 900 });
    await expect(terminal(wide)).toHaveCount(0);
    await expectPadding(wide, "0px");
    await wide.context().close();
  });

  test("is absent on /dashboard: cd ~/dashboard takes a participant there and the panel goes", async ({
    browser,
    site,
  }) => {
    const page = await openPage(browser, `${site.url}/events/${teamEvent}`, { token: "e2e-token" });
    await commandLine(page).click();
    await commandLine(page).fill("cd ~/dashboard");
    await commandLine(page).press("Enter");
    await expect(page).toHaveURL(`${site.url}/dashboard`);
    await expect(terminal(page)).toHaveCount(0);
    await expectPadding(page, "0px");
    await page.context().close();
  });

  test(`takes a keyboard-only user to an event: Ctrl+\` focuses the terminal, cd events/${teamEvent} and Enter`, async ({
    browser,
    site,
  }) => {
    const page = await openPage(browser, `${site.url}/`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.keyboard.press("Control+Backquote");
    await expect(page.locator("#terminal-input")).toBeFocused();
    await page.keyboard.type("cd events/c");
    await page.keyboard.press("Tab");
    await expect(commandLine(page)).toHaveValue(`cd events/${teamEvent}/`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${site.url}/events/${teamEvent}`);
    await expect(page.getByRole("heading", { name: seededName(teamEvent), level: 1 })).toBeVisible();

    // No focus trap: with nothing to complete, Tab leaves the terminal and Shift+Tab comes back.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe("terminal-input");
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator("#terminal-input")).toBeFocused();
    await page.context().close();
  });

  test("slides in on the home page only once it is scrolled past half the viewport", async ({ browser, site }) => {
    const page = await openPage(browser, `${site.url}/`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    // Time enough for the panel to appear, were it not waiting for the scroll.
    await page.waitForTimeout(1500);
    expect(await terminal(page).isVisible()).toBe(false);
    expect(await bottomPadding(page)).toBe("0px");
    await page.mouse.wheel(0, 600);
    await expect(terminal(page)).toBeVisible();
    await expectPadding(page, "90px");
    await page.context().close();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`has no accessibility violations in the ${theme} theme`, async ({ browser, site, axe }) => {
      const page = await openPage(browser, `${site.url}/events/${teamEvent}`, { theme });
      await expect(commandLine(page)).toBeVisible();
      await commandLine(page).click();
      for (const command of ["ls", "cd nowhere", "pwd", "cd .."]) {
        await commandLine(page).fill(command);
        await commandLine(page).press("Enter");
      }
      await expect(page).toHaveURL(`${site.url}/events`);
      await expect(terminal(page).getByRole("link", { name: `${teamEvent}/` })).toBeVisible();
      await page.waitForTimeout(400);
      expect(await axe(page, { include: "section[aria-label=Terminal]" })).toEqual([]);
      await page.context().close();
    });
  }
});
