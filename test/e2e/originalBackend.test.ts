import { SEED_FESTIVAL } from "../../contract/festival";
import { seededName, teamEvents } from "../support/seedEvents";
import { routeOriginalBackend, type OriginalBackend } from "./originalBackendStandIn";
import { appTookOver, holdRequests } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";

const [teamEvent] = teamEvents(1);

/** The pre-rendered pages that show the server's event list, with their headings. */
const PAGES = [
  ["/events", "Events"],
  [`/events/${teamEvent}`, seededName(teamEvent)],
] as const;

/** The events pages' own chunks (src/app/routeTable.tsx names them). */
const PAGE_CODE = /\/js\/(events|event)\.[0-9a-f]+\.js$/;

/** Opens the page and checks it arrived as its pre-rendered copy (the heading is in the HTML). */
async function openPrerendered(page: Page, path: string, heading: string): Promise<void> {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(await response?.text()).toContain(`${heading}</h1>`);
}

/**
 * Nothing is left in flight, and nothing was asked that the backend lacks (`festival/`, an event's texts or
 * announcements): its console shows no 404.
 */
async function askedNothingAbsent(page: Page, backend: OriginalBackend): Promise<void> {
  await page.waitForLoadState("networkidle");
  expect(backend.refusedHeaders).toEqual([]);
  expect(backend.absent).toEqual([]);
}

/** The app has adopted the page and said what the 401 means; nothing is left in flight. */
async function settled(page: Page, backend: OriginalBackend): Promise<void> {
  await appTookOver(page);
  await expect(page.getByText("Sign in to see registration").first()).toBeVisible();
  await askedNothingAbsent(page, backend);
}

test.describe("against the original 2020 backend, a visitor's page load asks for events/ once", () => {
  for (const [path, heading] of PAGES) {
    test(`${path}: once per load, the pre-rendered page and a reload included`, async ({ page }) => {
      const backend = await routeOriginalBackend(page);
      await openPrerendered(page, path, heading);
      await settled(page, backend);
      expect(backend.eventsRequests).toEqual([{ token: false }]);

      await page.reload({ waitUntil: "domcontentloaded" });
      await settled(page, backend);
      expect(backend.eventsRequests).toHaveLength(2);
    });

    test(`${path}: once when the 401 arrives before the page's code`, async ({ context, page }) => {
      const backend = await routeOriginalBackend(page);
      const releasePageCode = await holdRequests(context, PAGE_CODE);
      const answered = page.waitForResponse((response) => response.url().endsWith("/api/events/"));
      await openPrerendered(page, path, heading);
      await answered;
      releasePageCode();
      await settled(page, backend);
      expect(backend.eventsRequests).toHaveLength(1);
    });

    test(`${path}: once when the page's code arrives before the 401`, async ({ page }) => {
      let releaseAnswer = () => {};
      const holdEvents = new Promise<void>((resolve) => (releaseAnswer = resolve));
      const backend = await routeOriginalBackend(page, { holdEvents });
      await openPrerendered(page, path, heading);
      await appTookOver(page);
      await expect.poll(() => backend.eventsRequests.length).toBe(1);
      releaseAnswer();
      await settled(page, backend);
      expect(backend.eventsRequests).toHaveLength(1);
    });
  }

  test("the home page: once when the browser is idle, and no festival/", async ({ page }) => {
    const backend = await routeOriginalBackend(page);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await appTookOver(page);
    await expect.poll(() => backend.eventsRequests).toEqual([{ token: false }]);
    await askedNothingAbsent(page, backend);
    await expect(page.getByRole("banner").getByRole("link", { name: SEED_FESTIVAL.title })).toBeVisible();
  });

  test("none again after the 401 while the visitor moves between the events pages", async ({ page }) => {
    const backend = await routeOriginalBackend(page);
    await openPrerendered(page, "/events", "Events");
    await settled(page, backend);
    await page.getByRole("link", { name: seededName(teamEvent) }).click();
    await expect(page.getByRole("heading", { level: 1, name: seededName(teamEvent) })).toBeVisible();
    await settled(page, backend);
    await page.getByRole("banner").getByRole("link", { name: "Events", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await settled(page, backend);
    expect(backend.eventsRequests).toHaveLength(1);
  });
});
