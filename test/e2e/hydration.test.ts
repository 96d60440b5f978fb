import { EVENTS } from "../../src/content/bundledEvents";
import { appTookOver, holdRequests } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";
import { routePublicApi } from "./support/publicFixtures";

test.use({ serviceWorkers: "block" });

/** Every page the build pre-renders (src/prerender.tsx). */
const PRERENDERED = ["/", "/events", ...EVENTS.map((event) => event.link), "/team"];

/** What React says when the HTML and its first render differ (production codes 418-425, development wording). */
const HYDRATION = /#41[89]|#42[0-5]|hydrat|did(?: not|n't) match|differed from the app/i;

/** The pre-rendered pages' own chunks (src/app/routeTable.tsx names them). */
const PAGE_CODE = /\/js\/(home|events|event|team)\.[0-9a-f]+\.js$/;

/** Every console message and page error that speaks of a hydration difference. */
function hydrationProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (HYDRATION.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on("pageerror", (error) => {
    if (HYDRATION.test(`${error.message} ${error.stack ?? ""}`)) problems.push(`page error: ${error.message}`);
  });
  return problems;
}

/** Remembers the page's heading, to tell whether the app adopted the element (hydrated) or built a new one. */
const markHeading = (page: Page) =>
  page.evaluate(() => Object.assign(window, { copyHeading: document.querySelector("main h1") }));
const sameHeading = (page: Page) =>
  page.evaluate(
    () => document.querySelector("main h1") === (window as unknown as { copyHeading: Element | null }).copyHeading,
  );

/** The state the API's answer shows on the page, once the app has rendered it. */
async function showsTheApiAnswer(page: Page, path: string): Promise<void> {
  if (path.startsWith("/events")) await expect(page.getByText(/Registration (open|closed)/).first()).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`pre-rendered pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("are adopted without a hydration difference when the app's scripts arrive after the first paint", async ({
      context,
      page,
    }) => {
      const problems = hydrationProblems(page);
      await routePublicApi(page);
      for (const path of PRERENDERED) {
        const releaseScripts = await holdRequests(context, /\/js\/.+\.js$/);
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
        await markHeading(page);
        releaseScripts();
        await appTookOver(page);
        await showsTheApiAnswer(page, path);
        expect({ path, adopted: await sameHeading(page), problems }).toEqual({ path, adopted: true, problems: [] });
        await context.unroute(/\/js\/.+\.js$/);
      }
    });

    test("are adopted without a hydration difference when the API answers before the page's code arrives", async ({
      context,
      page,
    }) => {
      const problems = hydrationProblems(page);
      await routePublicApi(page);
      for (const path of PRERENDERED) {
        // The entry runs and asks the API; the page's own code waits for the answer.
        const releasePageCode = await holdRequests(context, PAGE_CODE);
        const answered = path.startsWith("/events") ? page.waitForResponse(/\/api\/events\//) : Promise.resolve();
        await page.goto(path, { waitUntil: "domcontentloaded" });
        await markHeading(page);
        await answered;
        releasePageCode();
        await appTookOver(page);
        await showsTheApiAnswer(page, path);
        expect({ path, adopted: await sameHeading(page), problems }).toEqual({ path, adopted: true, problems: [] });
        await context.unroute(PAGE_CODE);
      }
    });
  });
}
