import { mkdir } from "node:fs/promises";
import path from "node:path";
import { EVENT_ROSTER } from "../../contract/events";
import { adoptionOf, appTookOver, holdRequests, readCopy } from "./support/browser";
import { call, openSitePage as openPage } from "./support/certificateFlow";
import { expect, test, type Page } from "./support/fixtures";

// Organisers run the festival's content without a developer (issue 38), in a browser against the real API: an
// organiser adds an event in the console and publishes its texts, and a visitor then finds it on /events and on its
// own page; the festival's details published in the console reach a visitor's header and page titles. The screens
// pass axe; the editors at 1440 and 375 px in both themes too. SHOTS_DIR=/some/dir saves each screen to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;

async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `content-${name}.png`), fullPage: true });
}

async function noSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

// A stack of its own (docs/testing.md): the event added and the festival renamed here are seen by no other file. Its
// API regenerates the public pages on publish into this worker's own copy of the build (SITE_DIR; docs/content.md).
test.use({ ownStack: "organiserContent.test.ts", regeneratedSite: true });

test.beforeAll(async () => {
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
});

test.describe("an organiser's content reaches the public pages", () => {
  test.describe.configure({ timeout: 300_000 });

  test("an event added and published in the console is on /events and its own page for a visitor", async ({
    browser,
    site,
    organiser,
    axe,
  }) => {
    const consolePage = await openPage(browser, `${site.url}/admin/events`, { token: organiser.token });
    const add = consolePage.getByRole("region", { name: "Add an event" });
    await add.getByRole("button", { name: "Write a new event" }).click();
    await add.getByRole("textbox", { name: /^Address/ }).fill("open-mic");
    await add.getByRole("spinbutton", { name: /^Largest team/ }).fill("1");
    await add.getByRole("textbox", { name: /^Name/ }).fill("Open Mic");
    await add.getByRole("textbox", { name: /^Subject \(English\)/ }).fill("talks");
    await add.getByRole("textbox", { name: /^Summary \(English\)/ }).fill("Five minutes on stage.");
    await add.getByRole("textbox", { name: /^Description \(English\)/ }).fill("Bring a story.");
    await add.getByRole("button", { name: "Add the event" }).click();
    await consolePage
      .getByRole("dialog", { name: "Add Open Mic?" })
      .getByRole("button", { name: "Add the event" })
      .click();
    // The added event's editor opens on its first version: a new one is published after the confirmation.
    const editor = consolePage.getByRole("region", { name: /^Texts of Open Mic/ });
    await expect(editor.getByRole("heading", { name: "Texts of Open Mic (version 1 published)" })).toBeVisible();
    await editor.getByRole("textbox", { name: /^Summary \(English\)/ }).fill("Five minutes on stage, any language.");
    await editor
      .getByRole("textbox", { name: /^Description \(English\)/ })
      .fill("Bring a story, a poem or a song.\n\n- five minutes each\n- [the rules](https://example.org/rules)");
    await expect(editor.getByRole("region", { name: "Preview in English" }).getByRole("listitem")).toHaveText([
      "five minutes each",
      // A link's text, with the hint that it opens in a new tab (visually hidden).
      /^the rules/,
    ]);
    expect(await axe(consolePage)).toEqual([]);
    await editor.getByRole("button", { name: "Publish", exact: true }).click();
    await consolePage
      .getByRole("dialog", { name: "Publish these texts of Open Mic?" })
      .getByRole("button")
      .last()
      .click();
    await expect(editor.getByRole("heading", { name: "Texts of Open Mic (version 2 published)" })).toBeVisible();
    await consolePage.context().close();

    const visitor = await openPage(browser, `${site.url}/events`);
    const link = visitor.getByRole("link", { name: "Open Mic", exact: true });
    await expect(link).toBeVisible();
    await expect(visitor.getByText("Five minutes on stage, any language.")).toBeVisible();
    expect(await axe(visitor)).toEqual([]);
    await link.click();
    await expect(visitor).toHaveURL(`${site.url}/events/open-mic`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Open Mic" })).toBeVisible();
    await expect(visitor.getByText("Bring a story, a poem or a song.")).toBeVisible();
    await expect(visitor.getByRole("link", { name: /the rules/ })).toHaveAttribute("href", "https://example.org/rules");
    await expect(visitor).toHaveTitle(/ \| Open Mic$/);
    expect(await axe(visitor)).toEqual([]);

    // Opened directly too (a page the API wrote on the publish: the build does not carry it).
    await visitor.goto(`${site.url}/events/open-mic`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Open Mic" })).toBeVisible();
    await visitor.context().close();
  });

  test("a publish rewrites the event's pages: their HTML as first received carries the new texts, which the app adopts with no swap", async ({
    browser,
    site,
    organiser,
  }) => {
    const { slug } = EVENT_ROSTER[1];
    const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", organiser.token);
    const id = events.find((event) => event.slug === slug)?.id;
    const now = await call<{ version: { version: number } }>("GET", `admin/events/${id}/content/`, organiser.token);
    const name = "Rewritten Before The Paint";
    await call("PUT", `admin/events/${id}/content/`, organiser.token, {
      base_version: now.version.version,
      content: {
        name,
        subject: { en: "puzzles" },
        summary: { en: "Its new summary, in the HTML itself." },
        format: null,
        contest_url: null,
        icon: "speech",
        description: { en: "Its new description, read by a crawler too." },
        coordinators: [],
        faq_intro: null,
        faq: [],
      },
    });
    // The served HTML itself, as a crawler reads it: the lists and the event's page in both languages.
    for (const address of ["/", "/events", `/events/${slug}`, "/hi/events", `/hi/events/${slug}`]) {
      await expect.poll(async () => (await fetch(`${site.url}${address}`)).text(), { timeout: 60_000 }).toContain(name);
    }
    expect(await (await fetch(`${site.url}/events/${slug}`)).text()).toContain(
      "Its new description, read by a crawler too.",
    );

    // A visitor: the copy on screen before any of the app's code has run, then the app takes it over with the API
    // silent, so what it shows comes from the page alone. The texts adopted are the copy's, element for element.
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const releaseScripts = await holdRequests(context, /\/js\/.+\.js$/);
    const page = await context.newPage();
    await page.route(/\/api\//, () => undefined);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${site.url}/events/${slug}`, { waitUntil: "domcontentloaded" });
    const copy = await readCopy(page);
    expect(copy).toContain(name);
    releaseScripts();
    await appTookOver(page);
    expect(await adoptionOf(page, copy)).toEqual({ sameHeading: true, sameMarkup: true });
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("a tab the service worker controls shows a publish at its next load: the page and its texts are fetched network-first", async ({
    browser,
    site,
    organiser,
  }) => {
    const { slug, name: before } = EVENT_ROSTER[3];
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: "allow" });
    const page = await context.newPage();
    await page.goto(`${site.url}/events/${slug}`);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 60_000 })
      .toBe(true);
    // Under the worker's control: its copy of the event's texts is made.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: before })).toBeVisible();
    const events = await call<Array<{ id: number; slug: string }>>("GET", "events/", organiser.token);
    const id = events.find((event) => event.slug === slug)?.id;
    const now = await call<{ version: { version: number } }>("GET", `admin/events/${id}/content/`, organiser.token);
    const name = "Published After The Copy";
    await call("PUT", `admin/events/${id}/content/`, organiser.token, {
      base_version: now.version.version,
      content: {
        name,
        subject: { en: "puzzles" },
        summary: { en: "Read from the network, not the copy." },
        format: null,
        contest_url: null,
        icon: "speech",
        description: { en: "Fresh." },
        coordinators: [],
        faq_intro: null,
        faq: [],
      },
    });
    // The page itself is fetched network-first as well: once the API has regenerated it, the worker answers the
    // next load with the new HTML, not with its shell (the home page as it was when the worker installed).
    await expect
      .poll(async () => (await fetch(`${site.url}/events/${slug}`)).text(), { timeout: 30_000 })
      .toContain(name);
    const served = await page.reload();
    expect(served?.fromServiceWorker()).toBe(true);
    expect(await served?.text()).toContain(name);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    // The worker's copy of the answer becomes the new one too (what an offline revisit would show). The worker
    // stores it after handing the answer to the page, so the test waits for it rather than reading it at once.
    const copied = () =>
      page.evaluate(async (address) => {
        for (const key of await caches.keys()) {
          const cache = await caches.open(key);
          for (const request of await cache.keys())
            if (request.url.endsWith(address)) return (await cache.match(request))?.text() ?? null;
        }
        return null;
      }, `events/${slug}/`);
    await expect.poll(copied, { timeout: 30_000 }).toContain(name);
    await context.close();
  });

  test("the festival's details published in the console are a visitor's header, footer and page titles", async ({
    browser,
    site,
    organiser,
  }) => {
    const consolePage = await openPage(browser, `${site.url}/admin/events?edit=festival`, { token: organiser.token });
    const editor = consolePage.getByRole("region", { name: /^The festival's details/ });
    await editor.getByRole("textbox", { name: /^Edition's title/ }).fill("Codefest Live");
    await editor.getByRole("textbox", { name: /^Contact address/ }).fill("desk@live.example.org");
    await expect(
      editor.getByRole("region", { name: "Preview of the footer" }).getByText("Codefest Live"),
    ).toBeVisible();
    await editor.getByRole("button", { name: "Publish", exact: true }).click();
    await consolePage
      .getByRole("dialog", { name: "Publish these festival details?" })
      .getByRole("button")
      .last()
      .click();
    await expect(editor.getByRole("heading", { name: "The festival's details (version 2 published)" })).toBeVisible();
    // The console's own header follows the publish at once.
    await expect(consolePage.getByRole("banner").getByRole("link", { name: "Codefest Live" })).toBeVisible();
    await consolePage.context().close();

    const visitor = await openPage(browser, `${site.url}/events`);
    await expect(visitor.getByRole("banner").getByRole("link", { name: "Codefest Live" })).toBeVisible();
    await expect(visitor).toHaveTitle("Codefest Live | Events");
    await expect(
      visitor.getByRole("contentinfo").getByRole("link", { name: "desk@live.example.org" }).first(),
    ).toBeVisible();
    await visitor.context().close();
  });

  for (const theme of ["light", "dark"]) {
    for (const width of [1440, 375]) {
      test(`the event and festival editors pass axe (${width} px, ${theme})`, async ({
        browser,
        site,
        organiser,
        axe,
      }) => {
        const { events } = await call<{ events: Array<{ id: number; slug: string }> }>(
          "GET",
          "admin/summary/",
          organiser.token,
        );
        const first = events.find((event) => event.slug === EVENT_ROSTER[0].slug);
        const page = await openPage(browser, `${site.url}/admin/events?edit=${first?.id}`, {
          token: organiser.token,
          width,
          theme,
        });
        const editor = page.getByRole("region", { name: new RegExp(`^Texts of ${EVENT_ROSTER[0].name}`) });
        await expect(editor.getByRole("textbox", { name: /^Summary \(English\)/ })).toBeVisible();
        expect(await axe(page)).toEqual([]);
        await noSidewaysScroll(page);
        await editor.scrollIntoViewIfNeeded();
        await shoot(page, `event-${width}-${theme}`);

        await page.goto(`${site.url}/admin/events?edit=festival`);
        const festival = page.getByRole("region", { name: /^The festival's details/ });
        await expect(festival.getByRole("textbox", { name: /^Edition's title/ })).toBeVisible();
        expect(await axe(page)).toEqual([]);
        await noSidewaysScroll(page);
        await shoot(page, `festival-${width}-${theme}`);
        // The partners' names: the whole label and hint readable (none cut to an ellipsis), the names all in the box.
        const partners = festival.getByRole("textbox", { name: /^Partners' names/ });
        await partners.scrollIntoViewIfNeeded();
        await expect(partners).toHaveValue(/\n/);
        const cut = await festival.evaluate((region) =>
          [...region.querySelectorAll("label, p")]
            .filter((element) => /Partners|home page as written/.test(element.textContent ?? ""))
            .filter((element) => element.scrollWidth > element.clientWidth + 1)
            .map((element) => element.textContent),
        );
        expect(cut).toEqual([]);
        expect(await partners.evaluate((box) => box.scrollHeight <= box.clientHeight + 1)).toBe(true);
        if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `content-partners-${width}-${theme}.png`) });
        await page.context().close();
      });
    }
  }
});
