import { mkdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { TEAM_EXPORT_COLUMNS } from "../../contract/admin";
import { ADMIN_VIEWS } from "../../src/config/adminViews";
import { seededName, teamEvents } from "../support/seedEvents";
import {
  holdRequests,
  layoutShiftsSince,
  recordLayoutShifts,
  resizeTo,
  sidewaysScroll,
  toastText,
  widthThemePairs,
} from "./support/browser";
import { call } from "./support/certificateFlow";
import { expect, test, type Browser, type BrowserContext, type Page } from "./support/fixtures";
import { completeProfile, readyParticipant, uniqueEmail } from "./support/stack";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

// SHOTS_DIR=/some/dir saves every console view at 1280 and 375 px, light and dark, for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;

async function openPage(
  browser: Browser,
  url: string,
  {
    token = "",
    width = 1280,
    theme = "light",
    stats,
  }: { token?: string; width?: number; theme?: string; stats?: Record<string, unknown> } = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  // `stats`: the answer of admin/stats/ (not its export) in place of the server's.
  if (stats) await context.route(/\/api\/admin\/stats\/(\?.*)?$/, (route) => route.fulfill({ json: stats }));
  await context.addInitScript(
    ([savedToken, savedTheme]) => {
      if (savedToken) window.localStorage.setItem("auth-token", savedToken);
      window.localStorage.setItem("theme", savedTheme);
    },
    [token, theme],
  );
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const toast = (page: Page, text: string) => expect(page.getByText(toastText(text))).toBeVisible();

/** A console view has loaded when its navigation shows and nothing is spinning any more. */
async function consoleViewLoaded(page: Page, label: string) {
  const title = label === "Overview" ? "Console" : `Console · ${label}`;
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
}

const viewUrl = (siteUrl: string, view: string) => `${siteUrl}/admin${view === "overview" ? "" : `/${view}`}`;

/** The three days of the stats answers below (the festival's, as stats/ gives them: docs/API.md). */
const STATS_DAYS = ["2026-11-26", "2026-11-27", "2026-11-28"];
/** A stats/ answer for the whole festival with the given figures. */
const festivalStats = (figures: Record<string, unknown>) => ({
  time_zone: "Asia/Kolkata",
  period: "festival",
  from: "2026-11-25T18:30:00Z",
  to: "2026-11-28T18:00:00Z",
  event: null,
  ...figures,
});

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `console-${name}.png`), fullPage: true });
}

// A team name a spreadsheet would run as a formula, with a comma, quotes and a line break in it.
const hostileTeamName = (id: number) => `=HYPERLINK("x"),"Q"\nline ${id}`;
const HOSTILE_MEMBER = 'Mallory "M", Quote';

let closedEventId: number;
let hostileTeam: { id: number; name: string; memberId: number; memberEmail: string };

test.beforeAll(async ({ organiser }) => {
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
  const member = await readyParticipant(uniqueEmail("mallory"));
  await completeProfile(member.token, { name: HOSTILE_MEMBER });
  const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", member.token);
  closedEventId = events.find((event) => event.slug === fourthTeamEvent)?.id ?? 0;
  const teamEventId = events.find((event) => event.slug === teamEvent)?.id ?? 0;
  const name = hostileTeamName(member.userId);
  const team = await call<{ id: number }>("POST", "teams/create/", member.token, {
    event: teamEventId,
    team_name: name,
  });
  hostileTeam = { id: team.id, name, memberId: member.userId, memberEmail: member.email };
  // The ambassadors view then shows its inline points editor to axe and in the screenshots.
  await call("POST", "admin/cas/", organiser.token, {
    caid: `CA${member.userId}`,
    name: "Priya Points",
    institute_name: "Example Institute of Technology",
    points: 1250,
  });
});

// Other browser-test files register for this event on the same stack: leave its registration open.
test.afterAll(async ({ organiser }) => {
  if (closedEventId)
    await call("PATCH", `admin/events/${closedEventId}/`, organiser.token, { is_registration_on: true });
});

test.describe("the organiser console against the real API", () => {
  // Every view in two themes, each with axe: longer than one page's test.
  test.describe.configure({ timeout: 300_000 });

  test(`closes registration for ${seededName(fourthTeamEvent)}, and a participant's team create then fails with the server's message`, async ({
    browser,
    site,
    organiser,
  }) => {
    const participant = await readyParticipant(uniqueEmail("late"));
    const participantPage = await openPage(browser, `${site.url}/dashboard/events`, { token: participant.token });
    const vistaCard = participantPage.getByRole("article", { name: seededName(fourthTeamEvent) });
    await expect(vistaCard.getByLabel("Team name")).toBeVisible();

    const consolePage = await openPage(browser, `${site.url}/admin/events`, { token: organiser.token });
    await consolePage.getByRole("button", { name: `Close registration for ${seededName(fourthTeamEvent)}` }).click();
    const dialog = consolePage.getByRole("dialog", { name: `Close registration for ${seededName(fourthTeamEvent)}?` });
    await expect(
      dialog.getByText(`Nobody will be able to create or join a team for ${seededName(fourthTeamEvent)}`),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Close registration" }).click();
    await toast(consolePage, `Yay! Registration for ${seededName(fourthTeamEvent)} is now closed.`);
    await expect(
      consolePage.getByRole("button", { name: `Open registration for ${seededName(fourthTeamEvent)}` }),
    ).toBeVisible();

    // The participant's page was loaded while registration was open: the server has the last word.
    await vistaCard.getByLabel("Team name").fill(`Too Late ${participant.userId}`);
    await vistaCard.getByRole("button", { name: "Create team" }).click();
    await toast(participantPage, "Oops... Registration for this event is closed");
    const events = await call<Array<{ slug: string; team: unknown }>>("GET", "events/", participant.token);
    expect(events.find((event) => event.slug === fourthTeamEvent)?.team).toBeNull();

    await consolePage.getByRole("button", { name: `Open registration for ${seededName(fourthTeamEvent)}` }).click();
    const reopen = consolePage.getByRole("dialog", { name: `Open registration for ${seededName(fourthTeamEvent)}?` });
    await reopen.getByRole("button", { name: "Open registration", exact: true }).click();
    await toast(consolePage, `Yay! Registration for ${seededName(fourthTeamEvent)} is now open.`);
    await Promise.all([participantPage.context().close(), consolePage.context().close()]);
  });

  test("exports the teams as RFC 4180 CSV in which a hostile team name round-trips inert", async ({
    browser,
    site,
    organiser,
  }) => {
    const page = await openPage(browser, `${site.url}/admin/teams`, { token: organiser.token });
    await consoleViewLoaded(page, "Teams");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codefest-20-teams.csv");
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    // Read as a spreadsheet's importer would, with a CSV library (RFC 4180, CRLF records).
    const rows: string[][] = parse(text, { record_delimiter: "\r\n" });
    expect(rows[0]).toEqual([...TEAM_EXPORT_COLUMNS]);
    expect(rows.every((row) => row.length === TEAM_EXPORT_COLUMNS.length)).toBe(true);
    const columns: readonly string[] = TEAM_EXPORT_COLUMNS;
    const hostile = rows.find((row) => row[columns.indexOf("team_id")] === String(hostileTeam.id));
    expect(
      ["team_name", "event", "member_id", "member_name", "email"].map((name) => hostile?.[columns.indexOf(name)]),
    ).toEqual([
      `'${hostileTeam.name}`,
      teamEvent,
      String(hostileTeam.memberId),
      HOSTILE_MEMBER,
      hostileTeam.memberEmail,
    ]);
    await page.context().close();
  });

  test("in a fresh tab, asks for the role and the view's first page while the console's code is still arriving", async ({
    browser,
    site,
    organiser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((token) => window.localStorage.setItem("auth-token", token), organiser.token);
    // The console's own code is held back until the teams' first page has been asked for.
    let teamsAsked = () => {};
    const asked = new Promise<void>((resolve) => (teamsAsked = resolve));
    await context.route(/\/js\/console\.\w+\.js$/, async (route) => {
      await asked;
      await route.continue();
    });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.includes("/api/")) apiCalls.push(pathname.replace(/^.*\/api\//, ""));
      if (pathname.endsWith("/api/admin/teams/")) teamsAsked();
    });
    await page.goto(`${site.url}/admin/teams`);
    await expect(page.getByRole("table", { name: "Teams" }).locator("tbody tr").first()).toBeVisible();
    // Asked once each: the view's hooks found the answers already on their way.
    expect(apiCalls.filter((call) => ["profile/", "admin/summary/", "admin/teams/"].includes(call)).sort()).toEqual([
      "admin/summary/",
      "admin/teams/",
      "profile/",
    ]);
    await context.close();
  });

  /** A phone-sized context signed in with `token`, recording every layout shift (recordLayoutShifts). */
  async function phoneRecordingShifts(browser: Browser, token: string): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript((value) => window.localStorage.setItem("auth-token", value), token);
    await recordLayoutShifts(context);
    return context;
  }

  test("keeps the footer out of sight on a phone while the role and the counts arrive", async ({
    browser,
    site,
    organiser,
  }) => {
    const context = await phoneRecordingShifts(browser, organiser.token);
    // Each arrives on its own, a slow phone's order: the role, then the counts.
    const releaseRole = await holdRequests(context, /\/api\/profile\/$/);
    const releaseCounts = await holdRequests(context, /\/api\/admin\/summary\/$/);
    const page = await context.newPage();
    await page.goto(`${site.url}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Console" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Checking your role" })).toBeVisible();
    releaseRole();
    await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
    await expect(page.getByRole("progressbar", { name: "Loading the counts" })).toBeVisible();
    releaseCounts();
    await expect(page.getByRole("table", { name: "Counts per event" })).toBeVisible();
    expect(await layoutShiftsSince(page)).toEqual([]);
    await context.close();
  });

  // Each view's main read, held back at a phone's size: what the view shows while it waits, then once it is in.
  const HELD_READS = [
    { view: "teams", read: /\/api\/admin\/teams\/(\?.*)?$/, waiting: "Loading the teams", shown: "Teams" },
    {
      view: "participants",
      read: /\/api\/admin\/participants\/(\?.*)?$/,
      waiting: "Loading the participants",
      shown: "Participants",
    },
    { view: "audit", read: /\/api\/admin\/audit\/(\?.*)?$/, waiting: "Loading the audit log", shown: "Audit log" },
    { view: "mail", read: /\/api\/admin\/outbox\/(\?.*)?$/, waiting: "Loading mail", shown: "Mail" },
    { view: "organisers", read: /\/api\/admin\/organisers\/$/, waiting: "Loading the organisers", shown: "Organisers" },
    {
      view: "events",
      edit: true,
      read: /\/api\/admin\/events\/\d+\/content\/$/,
      waiting: "Loading the event's texts",
      shown: /^Texts of /,
    },
  ];
  for (const { view, edit, read, waiting, shown } of HELD_READS) {
    test(`keeps the footer out of sight on a phone while the ${edit ? "event editor's texts" : view} arrive`, async ({
      browser,
      site,
      organiser,
    }) => {
      const context = await phoneRecordingShifts(browser, organiser.token);
      const release = await holdRequests(context, read);
      const page = await context.newPage();
      await page.goto(`${viewUrl(site.url, view)}${edit ? `?edit=${closedEventId}` : ""}`);
      await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
      const spinner = page.getByRole("progressbar", { name: waiting });
      await expect(spinner).toBeVisible();
      // The organiser has the waiting editor in the middle of the screen (it opens under the events' table, lower than
      // a phone's first screen). A spinner turns, so it is never "stable" for Playwright's own scrolling.
      if (edit) await spinner.evaluate((element) => element.scrollIntoView({ block: "center" }));
      const released = await page.evaluate(() => performance.now());
      release();
      await expect(page.getByRole(edit ? "region" : "table", { name: shown })).toBeVisible();
      await expect(page.getByRole("progressbar")).toHaveCount(0);
      // The held height is gone with the answer: no screen-high blank under short content.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await layoutShiftsSince(page, released)).toEqual([]);
      await context.close();
    });
  }

  test("tells a participant the console is not theirs and sends a signed-out visitor to login", async ({
    browser,
    site,
  }) => {
    const participant = await readyParticipant(uniqueEmail("curious"));
    const page = await openPage(browser, `${site.url}/admin/teams`, { token: participant.token });
    await expect(page.getByRole("heading", { name: "Not an organiser" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Console" })).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
    await page.context().close();

    const visitor = await openPage(browser, `${site.url}/admin/teams`);
    await visitor.waitForURL(`${site.url}/login?redirect=%2Fadmin%2Fteams`);
    await visitor.context().close();
  });

  // Every view, reached as an organiser reaches it (the console's navigation, from the overview), checked by axe and for
  // sideways scrolling: on a laptop in the light theme and on a phone in the dark one (the other two pairs too with
  // SHOTS_DIR, which saves each view for a person to look at). One page per pair: a page loaded per view took three
  // times as long. The views' own addresses are loaded directly by the tests above and in the console's other files.
  for (const { theme, width } of widthThemePairs(1280, 375, Boolean(SHOTS_DIR))) {
    test(`shows every console view at ${width} px in the ${theme} theme without axe violations or sideways scrolling`, async ({
      browser,
      site,
      organiser,
      axe,
    }) => {
      const found: string[] = [];
      const page = await openPage(browser, viewUrl(site.url, "overview"), { token: organiser.token, theme, width });
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      for (const { view, label } of ADMIN_VIEWS) {
        if (view !== "overview") {
          await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: label }).click();
          await page.waitForURL(viewUrl(site.url, view));
        }
        await consoleViewLoaded(page, label);
        found.push(...(await axe(page)).map((violation) => `${view}: ${violation}`));
        const sideways = await sidewaysScroll(page);
        if (sideways > 0) found.push(`${view}: scrolls ${sideways}px sideways`);
        await shoot(page, `${view}-${width}-${theme}`);
      }
      await page.context().close();
      expect(found).toEqual([]);
    });
  }

  test("draws the overview's charts at 1440 and 375 px, light and dark, their tables open, without axe violations", async ({
    browser,
    site,
    organiser,
    axe,
  }) => {
    const found: string[] = [];
    // One page per theme, drawn at 1440 px and then resized to 375 px (the charts follow their container's width).
    for (const theme of ["light", "dark"]) {
      const page = await openPage(browser, viewUrl(site.url, "overview"), {
        token: organiser.token,
        width: 1440,
        theme,
      });
      await consoleViewLoaded(page, "Overview");
      // The charts' section (its heading and controls too) comes once it is near the screen, or at a key press or
      // a scroll on the way to it: the End key does both.
      await page.keyboard.press("End");
      for (const width of [1440, 375]) {
        await resizeTo(page, width);
        await page.getByRole("heading", { name: "The festival at a glance" }).scrollIntoViewIfNeeded();
        await expect(page.getByRole("heading", { name: "Sign-ups per day", level: 3 })).toBeVisible();
        // The stack has participants and teams: these charts draw, named by their title and summary.
        await expect(page.getByRole("img", { name: /^Sign-ups per day\. / })).toBeVisible();
        await expect(page.getByRole("img", { name: /^From sign-up to a team\. Signed up: [1-9]/ })).toBeVisible();
        // Each switch is renamed "Hide the figures" once pressed: press the first one left until none is.
        const show = page.getByRole("button", { name: "Show the figures as a table" });
        while ((await show.count()) > 0) await show.first().click();
        await expect(page.getByRole("table", { name: "From sign-up to a team, as a table" })).toBeVisible();
        found.push(...(await axe(page)).map((violation) => `${width} ${theme}: ${violation}`));
        const sideways = await sidewaysScroll(page);
        if (sideways > 0) found.push(`${width} ${theme}: scrolls ${sideways}px sideways`);
        await shoot(page, `charts-${width}-${theme}`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  test("says so on every chart of an empty festival, at 1440 and 375 px, light and dark, without axe violations", async ({
    browser,
    site,
    organiser,
    axe,
  }) => {
    const stats = festivalStats({
      signups: STATS_DAYS.map((day) => ({ day, count: 0, total: 0 })),
      entries: STATS_DAYS.map((day) => ({ day, count: 0 })),
      team_fill: [{ event: 1, name: seededName(teamEvent), full: 0, with_free_place: 0 }],
      funnel: { signed_up: 0, verified: 0, complete: 0, in_team: 0 },
      mail: { hours: [], queued: 0, oldest_queued_at: null },
      results: [{ event: 1, name: seededName(teamEvent), results: 0, certificates: 0 }],
    });
    const said = [
      ["Sign-ups per day", "No sign-ups in this period."],
      ["Places taken in teams per day", "No one joined a team in this period."],
      ["From sign-up to a team", "No participants yet."],
      ["Team fill per team event", "No teams yet."],
      ["Mail sent and failed per hour", "No mail sent in this period."],
      ["Results and certificates per event", "No results published yet."],
    ];
    const found: string[] = [];
    for (const theme of ["light", "dark"]) {
      const page = await openPage(browser, viewUrl(site.url, "overview"), {
        token: organiser.token,
        width: 1440,
        theme,
        stats,
      });
      await consoleViewLoaded(page, "Overview");
      await page.keyboard.press("End");
      for (const width of [1440, 375]) {
        await resizeTo(page, width);
        await page.getByRole("heading", { name: "The festival at a glance" }).scrollIntoViewIfNeeded();
        for (const [title, words] of said) {
          const region = page.getByRole("region", { name: title });
          await expect(region).toContainText(words);
          await expect(region.getByRole("img")).toHaveCount(0);
        }
        found.push(...(await axe(page)).map((violation) => `${width} ${theme}: ${violation}`));
        const sideways = await sidewaysScroll(page);
        if (sideways > 0) found.push(`${width} ${theme}: scrolls ${sideways}px sideways`);
        await shoot(page, `charts-empty-${width}-${theme}`);
      }
      await page.context().close();
    }
    expect(found).toEqual([]);
  });

  test("marks count axes at whole numbers, and downloads a chart's figures as CSV", async ({
    browser,
    site,
    organiser,
  }) => {
    // Small counts (0 to 3), where a chart left to itself marks 0.5, 1.5, ...
    const stats = festivalStats({
      signups: STATS_DAYS.map((day, index) => ({ day, count: index, total: 1 + index })),
      entries: STATS_DAYS.map((day, index) => ({ day, count: 3 - index })),
      team_fill: [{ event: 1, name: seededName(teamEvent), full: 1, with_free_place: 2 }],
      funnel: { signed_up: 3, verified: 3, complete: 2, in_team: 1 },
      mail: { hours: [{ hour: "2026-11-28T08:30:00Z", sent: 2, failed: 1 }], queued: 0, oldest_queued_at: null },
      results: [{ event: 1, name: seededName(teamEvent), results: 1, certificates: 3 }],
    });
    const page = await openPage(browser, viewUrl(site.url, "overview"), { token: organiser.token, width: 1440, stats });
    await consoleViewLoaded(page, "Overview");
    await page.getByRole("heading", { name: "The festival at a glance" }).scrollIntoViewIfNeeded();
    await expect(page.getByRole("img", { name: /^Places taken in teams per day\. 6 places/ })).toBeVisible();
    const labels = await page.locator("section .MuiChartsAxis-tickLabel").allTextContents();
    const numbers = labels.filter((label) => /^[\d.,]+$/.test(label));
    expect(numbers).toContain("3");
    expect(numbers.filter((label) => !/^\d+$/.test(label))).toEqual([]);
    // No label is cut short: the last day at the running total's right edge, an event's name beside its bar.
    expect(labels.filter((label) => label.includes("…"))).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(["28 Nov", seededName(teamEvent)]));

    // The download is the server's own reading of the funnel (not the figures above).
    const funnel = page.getByRole("region", { name: "From sign-up to a team" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      funnel.getByRole("button", { name: "Download the figures (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("codefest-20-funnel-festival.csv");
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(bytes.subarray(3).toString("utf8")) as string[][];
    expect(rows.map((row) => row[0])).toEqual(["step", "signed_up", "email_verified", "profile_complete", "in_a_team"]);
    expect(Number(rows[1]?.[1])).toBeGreaterThan(0);
    await page.context().close();
  });

  test("offers the Console in the phone menu at 375 px", async ({ browser, site, organiser }) => {
    // A console view: the organiser's role is known there, and the page stays put while the menu opens.
    const page = await openPage(browser, `${site.url}/admin/teams`, { token: organiser.token, width: 375 });
    await consoleViewLoaded(page, "Teams");
    await page.getByRole("button", { name: "Open navigation menu" }).click();
    await page.locator("#mobile-nav").getByRole("link", { name: "Console" }).click();
    await page.waitForURL(`${site.url}/admin`);
    await consoleViewLoaded(page, "Overview");
    await page.context().close();
  });
});
