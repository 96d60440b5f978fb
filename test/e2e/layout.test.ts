import { mkdirSync } from "node:fs";
import path from "node:path";
import { BREAKPOINTS, CONTAINER_MAX_WIDTH, SPACING } from "../../src/ui/tokens";
import { teamEvents } from "../support/seedEvents";
import { appTookOver, resizeTo, sidewaysScroll } from "./support/browser";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { completeProfile, E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./support/stack";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

test.describe.configure({ timeout: 600_000 });
const WIDTHS = [320, 375, 768, 810, 820, 834, 1024, 1440, 2560];
const SHOTS_DIR = process.env.SHOTS_DIR;

// The longest texts the API accepts, without a space to break at: a 150-character name, a 50-character team name.
const LONG_NAME = `${"Wolfeschlegelsteinhausenbergerdorff".repeat(3)}${"x".repeat(150 - 105)}`;
const LONG_TEAM = "Supercalifragilisticexpialidocious".concat("Q".repeat(16));
const LONG_INSTITUTE = "Rheinisch-Westfälische-Technische-Hochschule".concat("z".repeat(156));

async function call<T>(method: string, apiPath: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(E2E_API_BASE_URL + apiPath, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A participant with the longest name, in a two-member team with the longest team name, with another such member. */
async function longNamedTeam() {
  const [me, mate] = await Promise.all([
    readyParticipant(uniqueEmail("longname")),
    readyParticipant(uniqueEmail("longmate")),
  ]);
  await completeProfile(me.token, { name: LONG_NAME, institute_name: LONG_INSTITUTE });
  await completeProfile(mate.token, { name: `${LONG_NAME.slice(0, 140)}Mate` });
  const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", me.token);
  const teamName = `${LONG_TEAM.slice(0, 44)}${String(me.userId).padStart(6, "0")}`;
  const teamEventId = events.find((event) => event.slug === teamEvent)!.id;
  const otherEventId = events.find((event) => event.slug === fourthTeamEvent)!.id;
  const full = await call<{ access_code: string }>("POST", "teams/create/", me.token, {
    event: teamEventId,
    team_name: teamName,
  });
  await call("POST", "teams/join/", mate.token, { access_code: full.access_code });
  // A second team still waiting for a member shows its access code and join link too.
  await call("POST", "teams/create/", me.token, { event: otherEventId, team_name: `${teamName.slice(0, 49)}V` });
  return { token: me.token, teamName };
}

async function openAt(
  { browser, site }: { browser: Browser; site: { url: string } },
  width: number,
  pagePath: string,
  options: { token?: string; dark?: boolean } = {},
) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript(
    ({ token, dark }) => {
      if (token) window.localStorage.setItem("auth-token", token);
      if (dark) window.localStorage.setItem("theme", "dark");
    },
    { token: options.token ?? "", dark: options.dark ?? false },
  );
  const page = await context.newPage();
  await page.goto(site.url + pagePath);
  await appTookOver(page);
  return page;
}

async function settled(page: Page, pagePath: string, signedIn = false) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  if (pagePath.startsWith("/dashboard")) await expect(page.getByText(LONG_NAME.slice(0, 20)).first()).toBeVisible();
  if (pagePath === "/dashboard/events")
    await expect(page.getByRole("button", { name: /^Remove / }).first()).toBeVisible();
  if (pagePath.startsWith("/events") && signedIn) await expect(page.getByText(/^Your team:/).first()).toBeVisible();
  await expect(page.locator("[role=progressbar]")).toHaveCount(0);
}

test.describe("layout at every width, with the longest names", () => {
  let session: { token: string; teamName: string };
  test.beforeAll(async () => {
    session = await longNamedTeam();
  });

  const signedOut = ["/", "/events", `/events/${teamEvent}`, "/login"];
  const signedIn = ["/dashboard", "/dashboard/events", "/events", `/events/${teamEvent}`];

  // Each page is loaded once and then given every width, as a window resized (the media queries, and the app's parts
  // that depend on the width through them, follow a resize): a page loaded afresh at each width took nine times the
  // loads.
  for (const signedInAs of [false, true]) {
    test(`never scrolls sideways at any width from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px, ${signedInAs ? "signed in" : "signed out"}`, async ({
      browser,
      site,
    }) => {
      const wide: string[] = [];
      const [pages, token] = signedInAs ? [signedIn, session.token] : [signedOut, undefined];
      const page = await openAt({ browser, site }, WIDTHS[0], pages[0], { token });
      for (const pagePath of pages) {
        if (page.url() !== site.url + pagePath) await page.goto(site.url + pagePath);
        await settled(page, pagePath, signedInAs);
        for (const width of WIDTHS) {
          await resizeTo(page, width);
          const sideways = await sidewaysScroll(page);
          if (sideways > 0) wide.push(`${pagePath} at ${width} px: scrolls ${sideways}px sideways`);
        }
        await resizeTo(page, WIDTHS[0]);
      }
      await page.context().close();
      expect(wide).toEqual([]);
    });
  }

  for (const width of WIDTHS) {
    test(`keeps Dashboard and Logout on screen at ${width} px, at least 44 px and apart`, async ({ browser, site }) => {
      const page = await openAt({ browser, site }, width, "/events", { token: session.token });
      await settled(page, "/events");
      const banner = page.getByRole("banner");
      const dashboard = await banner.getByRole("link", { name: "Dashboard" }).first().boundingBox();
      expect(dashboard).not.toBeNull();
      expect(dashboard!.width).toBeGreaterThanOrEqual(44);
      expect(dashboard!.height).toBeGreaterThanOrEqual(44);
      expect(dashboard!.x + dashboard!.width).toBeLessThanOrEqual(width);

      let logout = banner.getByRole("button", { name: "Logout" });
      if (!(await logout.isVisible())) {
        // Phones: Logout is in the menu, by name, away from the toolbar's buttons.
        await banner.getByRole("button", { name: "Open navigation menu" }).click();
        logout = page.locator("#mobile-nav").getByRole("button", { name: "Logout" });
        await expect(logout).toBeVisible();
        expect(width).toBeLessThan(576);
      } else {
        const box = (await logout.boundingBox())!;
        expect(box.x - (dashboard!.x + dashboard!.width)).toBeGreaterThanOrEqual(8);
      }
      const box = (await logout.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await expect(logout).toContainText("Logout");
      if (width < 992) {
        if (!(await page.locator("#mobile-nav").isVisible())) {
          await banner.getByRole("button", { name: "Open navigation menu" }).click();
        }
        await expect(page.locator("#mobile-nav").getByRole("link", { name: "Dashboard" })).toBeVisible();
      }
      await page.context().close();
    });
  }

  test("lays out the signed-in pages' column as the theme's Container: centred, padded, no wider than the design", async ({
    browser,
    site,
    organiser,
  }) => {
    const columns = [
      { pagePath: "/dashboard", token: session.token, widest: CONTAINER_MAX_WIDTH },
      { pagePath: "/dashboard/events", token: session.token, widest: CONTAINER_MAX_WIDTH },
      { pagePath: "/profile/edit", token: session.token, widest: BREAKPOINTS.md },
      { pagePath: "/admin", token: organiser.token, widest: CONTAINER_MAX_WIDTH },
    ];
    const drawn: string[] = [];
    const expected: string[] = [];
    for (const { pagePath, token, widest } of columns) {
      const page = await openAt({ browser, site }, 375, pagePath, { token });
      const heading = page.getByRole("heading", { level: 1 }).first();
      await expect(heading).toBeVisible();
      for (const width of [375, 700, 1100, 1440]) {
        await resizeTo(page, width);
        const column = await heading.evaluate((element) => {
          const box = element.parentElement!.getBoundingClientRect();
          const style = getComputedStyle(element.parentElement!);
          return { page: document.documentElement.clientWidth, x: box.x, width: box.width, padding: style.paddingLeft };
        });
        drawn.push(`${pagePath} at ${width}: x ${column.x}, width ${column.width}, padding ${column.padding}`);
        // MUI's Container: full width up to the breakpoint of its maximum (the design's width from lg), then centred.
        const limit = widest === CONTAINER_MAX_WIDTH ? (column.page >= BREAKPOINTS.lg ? widest : column.page) : widest;
        const columnWidth = Math.min(column.page, limit);
        const padding = column.page >= BREAKPOINTS.sm ? 3 * SPACING : 2 * SPACING;
        expected.push(
          `${pagePath} at ${width}: x ${(column.page - columnWidth) / 2}, width ${columnWidth}, padding ${padding}px`,
        );
      }
      await page.context().close();
    }
    expect(drawn).toEqual(expected);
  });

  for (const width of [375, 1440]) {
    test(`keeps the long team and member names inside their cards at ${width} px`, async ({ browser, site }) => {
      for (const pagePath of ["/dashboard/events", "/dashboard"]) {
        const page = await openAt({ browser, site }, width, pagePath, { token: session.token });
        await settled(page, pagePath);
        const outside = await page.evaluate(() =>
          [...document.querySelectorAll("main article, main section")].flatMap((box) =>
            box.scrollWidth > box.clientWidth + 1
              ? [`${box.getAttribute("aria-label") ?? box.id}: ${box.scrollWidth}`]
              : [],
          ),
        );
        expect(outside).toEqual([]);
        const main = await page.evaluate(() => document.querySelector("main")!.getBoundingClientRect().width);
        expect(main).toBeLessThanOrEqual(width);
        await page.context().close();
      }
    });
  }

  test("shows the screens changed (SHOTS_DIR saves them)", async ({ browser, site }) => {
    if (!SHOTS_DIR) return;
    mkdirSync(SHOTS_DIR, { recursive: true });
    for (const width of [375, 1440]) {
      for (const dark of [false, true]) {
        for (const pagePath of ["/dashboard", "/dashboard/events", "/profile/edit", `/events/${teamEvent}`]) {
          const page = await openAt({ browser, site }, width, pagePath, { token: session.token, dark });
          await settled(page, pagePath);
          const name = `${pagePath.replace(/\//g, "_")}-${width}-${dark ? "dark" : "light"}.png`;
          await page.screenshot({ path: path.join(SHOTS_DIR, name), fullPage: true });
          if (pagePath === "/dashboard/events") {
            await page
              .getByRole("button", { name: /^Remove / })
              .first()
              .click();
            await expect(page.getByRole("dialog")).toBeVisible();
            await page.screenshot({
              path: path.join(SHOTS_DIR, `remove-dialog-${width}-${dark ? "dark" : "light"}.png`),
            });
          }
          if (pagePath === "/profile/edit") {
            // The plain country field, then the list that takes its place once reached for.
            const country = page.getByRole("combobox", { name: /Country/ });
            await country.focus();
            await page.keyboard.press("Control+A");
            await page.keyboard.type("in");
            await expect(page.getByRole("option", { name: "India", exact: true })).toBeVisible();
            await page.screenshot({
              path: path.join(SHOTS_DIR, `country-list-${width}-${dark ? "dark" : "light"}.png`),
            });
          }
          if (width === 375 && pagePath === `/events/${teamEvent}`) {
            await page.getByRole("button", { name: "Open navigation menu" }).click();
            await page.screenshot({ path: path.join(SHOTS_DIR, `menu-${width}-${dark ? "dark" : "light"}.png`) });
          }
          await page.context().close();
        }
      }
    }
    for (const width of [320, 820]) {
      const page = await openAt({ browser, site }, width, "/events", { token: session.token });
      await settled(page, "/events");
      await page.screenshot({
        path: path.join(SHOTS_DIR, `header-${width}.png`),
        clip: { x: 0, y: 0, width, height: 80 },
      });
      await page.context().close();
    }
  });
});
