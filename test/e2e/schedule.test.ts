import { mkdir } from "node:fs/promises";
import path from "node:path";
import { seededName, soloEvents } from "../support/seedEvents";
import { call } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";
import { E2E_API_BASE_URL } from "./support/stack";

const [soloEvent, , thirdSoloEvent] = soloEvents(3);

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Gives an event a schedule through the console's API; times as ISO 8601 in UTC. */
async function schedule(token: string, slug: string, times: Record<string, string | null>) {
  const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", token);
  const id = events.find((event) => event.slug === slug)?.id;
  await call("PATCH", `admin/events/${id}/`, token, times);
}

// SHOTS_DIR=/some/dir saves the event page's schedule line and the dashboard's card at 1440 px light and 375 px dark.
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS_DIR) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  const viewport = page.viewportSize();
  for (const [width, colorScheme] of [
    [1440, "light"],
    [375, "dark"],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.emulateMedia({ colorScheme });
    await page.screenshot({
      path: path.join(SHOTS_DIR, `schedule-${name}-${width}-${colorScheme}.png`),
      fullPage: true,
    });
  }
  if (viewport) await page.setViewportSize(viewport);
  await page.emulateMedia({ colorScheme: "light" });
}

/** A whole second, some way from now, as the API keeps times. */
const at = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

test.describe("the event schedule in the browser", () => {
  test("shows the times in the viewer's zone, counts down on a mocked clock and offers the calendar file", async ({
    browser,
    site,
    organiser,
    axe,
  }) => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    const startsAt = now + 2 * HOUR + 13 * MINUTE + 30_000;
    await schedule(organiser.token, thirdSoloEvent, {
      starts_at: at(startsAt),
      ends_at: at(startsAt + 5 * HOUR),
      registration_closes_at: null,
    });

    const context = await browser.newContext({ timezoneId: "Asia/Kolkata", locale: "en-GB" });
    const page = await context.newPage();
    await page.clock.install({ time: now });
    await page.goto(`${site.url}/events/${thirdSoloEvent}`);
    const line = page.locator("p", { has: page.getByRole("link", { name: "Add to calendar" }) });
    await expect(line).toContainText("GMT+5:30");
    await expect(line).toContainText("starts in 2 h 13 min");
    await line.scrollIntoViewIfNeeded();
    await shoot(page, "event-page");

    await page.clock.fastForward("02:14:00");
    await expect(line).toContainText("live, ends in 4 h 59 min");
    await page.clock.fastForward("05:00:00");
    await expect(line).toContainText("ended");

    const href = await page.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
    expect(href).toBe(`${E2E_API_BASE_URL}events/${thirdSoloEvent}/calendar.ics`);
    const file = await fetch(href!);
    expect(file.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(await file.text()).toContain(`UID:event-${thirdSoloEvent}@`);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  test("says on the dashboard when registration closes, and closes the card when the moment comes", async ({
    browser,
    site,
    organiser,
    signedIn,
    axe,
  }) => {
    const now = Math.floor(Date.now() / 1000) * 1000;
    const startsAt = now + 26 * HOUR;
    await schedule(organiser.token, soloEvent, {
      starts_at: at(startsAt),
      ends_at: at(startsAt + 5 * HOUR),
      registration_closes_at: at(now + 70 * MINUTE + 30_000),
    });
    const context = await browser.newContext({ timezoneId: "UTC" });
    await context.addInitScript((token) => window.localStorage.setItem("auth-token", token), signedIn.token);
    const page = await context.newPage();
    await page.clock.install({ time: now });
    await page.goto(`${site.url}/dashboard/events`);
    const card = page.getByRole("article", { name: seededName(soloEvent) });
    await expect(card).toContainText("Registration closes in 1 h 10 min");
    await expect(card.getByRole("button", { name: /register/i })).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shoot(page, "dashboard");
    // The warning colour is read as text: it keeps AA contrast on the card (MUI's orange did not).
    expect(await axe(page)).toEqual([]);

    await page.clock.fastForward("01:11:00");
    await expect(card).toContainText(`Registration for ${seededName(soloEvent)} is closed.`);
    await expect(card).not.toContainText("Registration closes in");
    await schedule(organiser.token, soloEvent, { registration_closes_at: null, starts_at: null, ends_at: null });
    await context.close();
  });
});
