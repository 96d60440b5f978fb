import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { ADMIN_VIEWS } from "../../src/config/adminViews";
import { parseCsv } from "../support/parseCsv";
import { siteInBrowser } from "./support/site";
import { completeProfile, E2E_API_BASE_URL, organiserSession, readyParticipant, uniqueEmail } from "./support/stack";

jest.setTimeout(300_000);

// SHOTS_DIR=/some/dir saves every console view at 1280 and 375 px, light and dark, for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;
const WAIT = { timeout: 20_000 };

const env = siteInBrowser();

async function call<T>(method: string, apiPath: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(E2E_API_BASE_URL + apiPath, {
    method,
    headers: { "Content-Type": "application/json", Authorization: `Token ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function openPage(
  urlPath: string,
  { token = "", width = 1280, theme = "light" }: { token?: string; width?: number; theme?: string } = {},
): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  await context.addInitScript(
    ([savedToken, savedTheme]) => {
      if (savedToken) window.localStorage.setItem("auth-token", savedToken);
      window.localStorage.setItem("theme", savedTheme);
    },
    [token, theme],
  );
  const page = await context.newPage();
  await page.goto(env.site.url + urlPath);
  return page;
}

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor(WAIT);

/** A console view has loaded when its navigation shows and nothing is spinning any more. */
async function consoleViewLoaded(page: Page, label: string) {
  const title = label === "Overview" ? "Console" : `Console · ${label}`;
  await page.getByRole("heading", { name: title, level: 1 }).waitFor(WAIT);
  await page.getByRole("navigation", { name: "Console" }).waitFor(WAIT);
  await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'), undefined, WAIT);
}

// A team name a spreadsheet would run as a formula, with a comma, quotes and a line break in it.
const hostileTeamName = (id: number) => `=HYPERLINK("x"),"Q"\nline ${id}`;
const HOSTILE_MEMBER = 'Mallory "M", Quote';

let organiser: { token: string; userId: number };
let vistaId: number;
let hostileTeam: { id: number; name: string; memberId: number; memberEmail: string };

beforeAll(async () => {
  organiser = await organiserSession();
  const member = await readyParticipant(uniqueEmail("mallory"));
  await completeProfile(member.token, { name: HOSTILE_MEMBER });
  const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", member.token);
  vistaId = events.find((event) => event.slug === "vista")?.id ?? 0;
  const ctf = events.find((event) => event.slug === "ctf")?.id ?? 0;
  const name = hostileTeamName(member.userId);
  const team = await call<{ id: number }>("POST", "teams/create/", member.token, { event: ctf, team_name: name });
  hostileTeam = { id: team.id, name, memberId: member.userId, memberEmail: member.email };
  // The ambassadors view then shows its inline points editor to axe and in the screenshots.
  await call("POST", "admin/cas/", organiser.token, {
    caid: `CA${member.userId}`,
    name: "Priya Points",
    institute_name: "Example Institute of Technology",
    points: 1250,
  });
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
});

// Other browser-test files register for Vista on the same stack: leave its registration open.
afterAll(async () => {
  if (organiser && vistaId) {
    await call("PATCH", `admin/events/${vistaId}/`, organiser.token, { is_registration_on: true });
  }
});

describe("the organiser console against the real API", () => {
  it("closes registration for Vista, and a participant's team create then fails with the server's message", async () => {
    const participant = await readyParticipant(uniqueEmail("late"));
    const participantPage = await openPage("/dashboard/events", { token: participant.token });
    const vistaCard = participantPage.getByRole("article", { name: "Vista" });
    await vistaCard.getByLabel("Team name").waitFor(WAIT);

    const consolePage = await openPage("/admin/events", { token: organiser.token });
    await consolePage.getByRole("button", { name: "Close registration for Vista" }).click();
    const dialog = consolePage.getByRole("dialog", { name: "Close registration for Vista?" });
    await dialog.getByText("Nobody will be able to create or join a team for Vista").waitFor(WAIT);
    await dialog.getByRole("button", { name: "Close registration" }).click();
    await toast(consolePage, "Yay! Registration for Vista is now closed.");
    await consolePage.getByRole("button", { name: "Open registration for Vista" }).waitFor(WAIT);

    // The participant's page was loaded while registration was open: the server has the last word.
    await vistaCard.getByLabel("Team name").fill(`Too Late ${participant.userId}`);
    await vistaCard.getByRole("button", { name: "Create team" }).click();
    await toast(participantPage, "Oops... Registration for this event is closed");
    const teams = await call<Array<{ slug: string; team: unknown }>>("GET", "events/", participant.token);
    expect(teams.find((event) => event.slug === "vista")?.team).toBeNull();

    await consolePage.getByRole("button", { name: "Open registration for Vista" }).click();
    const reopen = consolePage.getByRole("dialog", { name: "Open registration for Vista?" });
    await reopen.getByRole("button", { name: "Open registration", exact: true }).click();
    await toast(consolePage, "Yay! Registration for Vista is now open.");
    await Promise.all([participantPage.context().close(), consolePage.context().close()]);
  });

  it("exports the teams as RFC 4180 CSV in which a hostile team name round-trips inert", async () => {
    const page = await openPage("/admin/teams", { token: organiser.token });
    await consoleViewLoaded(page, "Teams");
    const [download] = await Promise.all([
      page.waitForEvent("download", WAIT),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codefest-20-teams.csv");
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    const rows = parseCsv(text);
    expect(rows[0]).toEqual([
      "team_id",
      "team_name",
      "event",
      "member_id",
      "member_name",
      "email",
      "institute_name",
      "phone",
    ]);
    expect(rows.every((row) => row.length === 8)).toBe(true);
    expect(rows.find((row) => row[0] === String(hostileTeam.id))?.slice(0, 6)).toEqual([
      String(hostileTeam.id),
      `'${hostileTeam.name}`,
      "ctf",
      String(hostileTeam.memberId),
      HOSTILE_MEMBER,
      hostileTeam.memberEmail,
    ]);
    await page.context().close();
  });

  it("tells a participant the console is not theirs and sends a signed-out visitor to login", async () => {
    const participant = await readyParticipant(uniqueEmail("curious"));
    const page = await openPage("/admin/teams", { token: participant.token });
    await page.getByRole("heading", { name: "Not an organiser" }).waitFor(WAIT);
    expect(await page.getByRole("navigation", { name: "Console" }).count()).toBe(0);
    expect(await page.getByRole("table").count()).toBe(0);
    await page.context().close();

    const visitor = await openPage("/admin/teams");
    await visitor.waitForURL(`${env.site.url}/login?redirect=%2Fadmin%2Fteams`, WAIT);
    await visitor.context().close();
  });

  it.each(["light", "dark"])("shows every console view without axe violations (%s theme)", async (theme) => {
    const found: string[] = [];
    for (const { view, label } of ADMIN_VIEWS) {
      const page = await openPage(view === "overview" ? "/admin" : `/admin/${view}`, { token: organiser.token, theme });
      await consoleViewLoaded(page, label);
      expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
      found.push(...(await axeViolations(page)).map((violation) => `${view}: ${violation}`));
      if (SHOTS_DIR)
        await page.screenshot({ path: path.join(SHOTS_DIR, `console-${view}-1280-${theme}.png`), fullPage: true });
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  it("keeps the page from scrolling sideways at 375 px and offers the Console in the phone menu", async () => {
    const wide: string[] = [];
    for (const theme of SHOTS_DIR ? ["light", "dark"] : ["light"]) {
      for (const { view, label } of ADMIN_VIEWS) {
        const page = await openPage(view === "overview" ? "/admin" : `/admin/${view}`, {
          token: organiser.token,
          width: 375,
          theme,
        });
        await consoleViewLoaded(page, label);
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        if (scrollWidth > innerWidth) wide.push(`${view}: ${scrollWidth}px`);
        if (SHOTS_DIR)
          await page.screenshot({ path: path.join(SHOTS_DIR, `console-${view}-375-${theme}.png`), fullPage: true });
        await page.context().close();
      }
    }
    expect(wide).toEqual([]);

    const page = await openPage("/dashboard", { token: organiser.token, width: 375 });
    await page.getByRole("heading", { level: 1 }).waitFor(WAIT);
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    const menu = page.locator("#mobile-nav");
    await menu.getByRole("link", { name: "Console" }).click();
    await page.waitForURL(`${env.site.url}/admin`, WAIT);
    await consoleViewLoaded(page, "Overview");
    await page.context().close();
  });
});
