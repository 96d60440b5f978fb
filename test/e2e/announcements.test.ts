import { mkdir } from "node:fs/promises";
import path from "node:path";
import { seededName, teamEvents } from "../support/seedEvents";
import { scrollUntilAttached, sidewaysScroll } from "./support/browser";
import { call, openSitePage as openPage, participantsWithTeams } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";

const [teamEvent] = teamEvents(1);

// SHOTS_DIR=/some/dir saves the dashboard's feed and the console's view at 1440 and 375 px, light and dark.
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `announcements-${name}.png`), fullPage: true });
}

let reader: { token: string };
const TITLE = "Hall B from 10:00";

test.beforeAll(async ({ organiser }) => {
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
  [reader] = await participantsWithTeams(teamEvent, ["Feed Reader"]);
  await call("POST", "admin/announcements/", organiser.token, {
    title: "Welcome to Codefest '20",
    body: "Schedules are on the event pages.",
    event: null,
    channels: ["feed"],
  });
  await call("POST", "admin/announcements/", organiser.token, {
    title: TITLE,
    body: `${seededName(teamEvent)} moves to hall B.\nMap: https://example.org/map <b>not bold</b>`,
    event: teamEvent,
    channels: ["feed"],
  });
});

test.describe("announcements against the real API", () => {
  for (const theme of ["light", "dark"]) {
    for (const width of [1440, 375]) {
      test(`the dashboard lists them, newest first, unread marked (${width} px, ${theme})`, async ({
        browser,
        site,
        axe,
      }) => {
        const page = await openPage(browser, `${site.url}/dashboard`, { token: reader.token, width, theme });
        const section = page.getByRole("region", { name: /^Announcements/ });
        await scrollUntilAttached(page, section);
        await expect(section.getByRole("listitem").first()).toHaveAccessibleName(`${TITLE} (new)`);
        await expect(section.getByRole("link", { name: /https:\/\/example\.org\/map/ })).toBeVisible();
        await expect(section.getByText("<b>not bold</b>", { exact: false })).toBeVisible();
        expect(await axe(page, { include: 'section[aria-labelledby="announcements-heading"]' })).toEqual([]);
        await section.scrollIntoViewIfNeeded();
        await shoot(page, `dashboard-${width}-${theme}`);
        await section.getByRole("button", { name: "Mark all as read" }).click();
        await expect(section.getByText("New", { exact: true })).toHaveCount(0);
        await page.context().close();
      });

      test(`the console composes and lists them (${width} px, ${theme})`, async ({ browser, site, organiser, axe }) => {
        const page = await openPage(browser, `${site.url}/admin/announcements`, {
          token: organiser.token,
          width,
          theme,
        });
        await expect(page.getByRole("form", { name: "New announcement" })).toBeVisible();
        await expect(page.getByRole("table", { name: "Announcements" })).toContainText(TITLE);
        await expect(page.getByRole("progressbar")).toHaveCount(0);
        expect(await axe(page)).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
        await shoot(page, `console-${width}-${theme}`);
        await page.context().close();
      });
    }
  }
});
