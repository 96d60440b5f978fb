import { seededName, teamEvents } from "../support/seedEvents";
import {
  adoptionOf,
  appTookOver,
  holdRequests,
  layoutShiftsSince,
  readCopy,
  recordLayoutShifts,
} from "./support/browser";
import { expect, test, type Browser, type BrowserContext, type Page, type Request } from "./support/fixtures";
import { routePublicApi } from "./support/publicFixtures";
import { readyParticipant } from "./support/stack";

const [teamEvent] = teamEvents(1);

test.use({ serviceWorkers: "block" });

/** A context whose pages get the pre-rendered HTML but none of the app's code, as on a slow phone before it arrives. */
async function withoutAppCode(
  browser: Browser,
  storage: Record<string, string> = {},
  colorScheme: "light" | "dark" = "light",
): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: "block", colorScheme });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  await context.route("**/js/**", (route) => route.abort());
  return context;
}

const rootText = (page: Page) => page.locator("#root").innerText();

/** A phone-sized context whose pages add up their layout shifts (the CLS a visitor would get). */
async function contextCountingShifts(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
  await context.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  return context;
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((a, b) => a + b, 0));

test.describe("pre-rendered public pages", () => {
  test("are in the HTML a first visitor receives, with their titles", async ({ site }) => {
    const eventPage = await (await fetch(`${site.url}/events/${teamEvent}`)).text();
    expect(eventPage).toContain(`<title>Codefest '20 | ${seededName(teamEvent)}</title>`);
    expect(eventPage).toMatch(new RegExp(`<h1[^>]*>${seededName(teamEvent)}<\\/h1>`));
    const home = await (await fetch(`${site.url}/`)).text();
    expect(home).toMatch(/<h1[^>]*>[^<]*Codefest/);
  });

  test("show the page before the app's code has run, and can be read without it", async ({ browser, site }) => {
    const context = await withoutAppCode(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/events`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Events");
    expect(await page.getByRole("link", { name: new RegExp(`${seededName(teamEvent)}`) }).count()).toBeGreaterThan(0);
    // Styled without the app's code: the layout's styles are in the HTML (config/inlineStyles.ts).
    expect(await page.locator("header").evaluate((header) => getComputedStyle(header).position)).toBe("sticky");
    await context.close();
  });

  test("carry the styles of their MUI parts (the team page), and none where the page has no MUI", async ({
    browser,
    site,
  }) => {
    const context = await withoutAppCode(browser);
    const page = await context.newPage();
    for (const path of ["/team", "/", "/events", `/events/${teamEvent}`]) {
      await page.goto(site.url + path);
      const styles = await page.evaluate(() => {
        const sheet = (document.getElementById("prerendered-css") as HTMLStyleElement | null)?.sheet;
        const selectors = [...(sheet?.cssRules ?? [])].map((rule) => (rule as CSSStyleRule).selectorText ?? "");
        const classes = [
          ...new Set([...document.querySelectorAll("#root [class]")].flatMap((e) => [...e.classList])),
        ].filter((name) => name.startsWith("css-"));
        return {
          classes: classes.length,
          unstyled: classes.filter((name) => !selectors.some((s) => s.includes(name))),
        };
      });
      expect({ path, unstyled: styles.unstyled }).toEqual({ path, unstyled: [] });
      expect({ path, mui: styles.classes > 0 }).toEqual({ path, mui: path === "/team" });
    }
    await context.close();
  });

  for (const [who, storage, path, scheme] of [
    ["a signed-in visitor", { "auth-token": "a-token" }, "/", "light"],
    ["the dark theme", { theme: "dark" }, `/events/${teamEvent}`, "light"],
    ["a visitor who chose Hindi", { language: "hi" }, "/", "light"],
    ["a first visitor whose system prefers dark", {}, "/", "dark"],
  ] as const) {
    test(`are never shown to ${who} (the app renders something else there)`, async ({ browser, site }) => {
      const context = await withoutAppCode(browser, storage, scheme);
      const page = await context.newPage();
      await page.goto(site.url + path);
      expect(await rootText(page)).toBe("");
      await context.close();
    });
  }

  test("follow the system's dark preference on a first visit, from the first paint and with no hydration warning, until the visitor chooses", async ({
    browser,
    site,
  }) => {
    const context = await browser.newContext({ serviceWorkers: "block", colorScheme: "dark" });
    const page = await context.newPage();
    await routePublicApi(page);
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${site.url}/`, { waitUntil: "domcontentloaded" });
    // Set by index.html's first script, before the app's code has run.
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark");
    await appTookOver(page);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();

    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBeNull();

    await page.getByRole("button", { name: "Switch to light theme" }).click();
    await page.emulateMedia({ colorScheme: "light" });
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("light");
    expect(errors).toEqual([]);
    await context.close();
  });

  test("are never shown on another path that the host answers with index.html", async ({ browser, site }) => {
    const context = await withoutAppCode(browser);
    const page = await context.newPage();
    await page.goto(`${site.url}/login`);
    expect(await rootText(page)).toBe("");
    await page.goto(`${site.url}/`);
    expect(await rootText(page)).toContain("Codefest");
    await context.close();
  });

  test("do not lose a button pressed before the app has run: the app presses it once it has taken over", async ({
    context,
    page,
  }) => {
    const releaseApp = await holdRequests(context, /\/js\/main\.[0-9a-f]+\.js$/);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("light");
    releaseApp();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
  });

  test("stay on screen while the page's own code arrives; a page without a copy shows the loading bar meanwhile", async ({
    context,
    page,
  }) => {
    const releasePages = await holdRequests(context, /\/js\/(events|login)\.[0-9a-f]+\.js$/);
    await page.goto("/login", { waitUntil: "commit" });
    await expect(page.getByRole("progressbar", { name: "Loading page" })).toBeVisible();
    const entryLoaded = page.waitForResponse(/\/js\/main\.[0-9a-f]+\.js$/);
    await page.goto("/events", { waitUntil: "commit" });
    // The entry has arrived and had a second to run (time enough to show a loading bar) while the page's code is held.
    await entryLoaded;
    await page.waitForTimeout(1000);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Events");
    expect(await page.getByRole("progressbar").count()).toBe(0);
    releasePages();
    await appTookOver(page);
  });

  test("are taken over by the app without a layout shift, and the app works", async ({ browser, site }) => {
    const context = await contextCountingShifts(browser);
    const page = await context.newPage();
    await routePublicApi(page);
    for (const path of ["/events", `/events/${teamEvent}`, "/"]) {
      await page.goto(site.url + path);
      await appTookOver(page);
      await page.waitForTimeout(500);
      expect({ path, shift: (await layoutShift(page)) <= 0.02 }).toEqual({ path, shift: true });
    }
    // The app is in charge: a link navigates inside it (the same document) and the title follows.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Explore events" }).click();
    await expect(page).toHaveURL(`${site.url}/events`);
    await expect(page).toHaveTitle("Codefest '20 | Events");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  test("paint no header without its last buttons when the HTML's parsing pauses inside it (no layout shift)", async ({
    browser,
    site,
  }) => {
    // A busy phone's parser may stop anywhere in the HTML and the browser paint what it has: a header without Login
    // and the menu button, whose language and theme buttons then jump left when they arrive. Here the parser is made
    // to stop just before Login (a script the test holds), as it did at random on a busy machine.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
    await recordLayoutShifts(context);
    const page = await context.newPage();
    await routePublicApi(page);
    await page.route(`${site.url}/`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const login = html.search(/<a\b[^>]*href="?\/login/);
      expect(login).toBeGreaterThan(html.indexOf("<header"));
      await route.fulfill({
        response,
        body: `${html.slice(0, login)}<script src="/parser-pause.js"></script>${html.slice(login)}`,
      });
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pauseAsked = page.waitForRequest(`${site.url}/parser-pause.js`);
    await page.route(`${site.url}/parser-pause.js`, async (route) => {
      await held;
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    const loaded = page.goto(`${site.url}/`);
    await pauseAsked;
    // While the parser waits, the browser would paint the half header: a first paint appears within a few frames.
    // With the header holding the first frame, none ever does until parsing goes on, so the wait ends at its bound;
    // the bound only limits how long the test looks (nothing then passes or fails on the machine's speed).
    const paintedWhilePaused = await page
      .waitForFunction(() => performance.getEntriesByType("paint").length > 0, null, { polling: 50, timeout: 1500 })
      .then(
        () => true,
        () => false,
      );
    release();
    await loaded;
    await appTookOver(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    expect(await layoutShiftsSince(page)).toEqual([]);
    expect(paintedWhilePaused).toBe(false);
    await context.close();
  });

  test("are adopted by the app element for element (hydrated, not rebuilt); nothing but the HTML is asked for before the paint", async ({
    context,
    page,
  }) => {
    const releaseScripts = await holdRequests(context, /\/js\/.+\.js$/);
    // The API never answers, so the registration rows keep the state the copy was rendered in.
    await page.route(/\/api\//, () => undefined);
    const differences: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") differences.push(message.text());
    });
    const requests: Request[] = [];
    page.on("request", (request) => requests.push(request));
    for (const path of ["/", "/events", `/events/${teamEvent}`]) {
      // The page before may still be asking for its idle-time chunks; a blank page ends it before the count begins.
      await page.goto("about:blank");
      requests.length = 0;
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const copy = await readCopy(page);
      releaseScripts();
      await appTookOver(page);
      expect({ path, ...(await adoptionOf(page, copy)) }).toEqual({ path, sameHeading: true, sameMarkup: true });
      const adopted = await page.evaluate(() => ({
        paintedAt:
          performance.timeOrigin + (performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity),
        manifest: document.head.querySelector('link[rel="manifest"]')?.getAttribute("href"),
        icon: document.head.querySelector('link[rel="icon"]')?.getAttribute("href"),
      }));
      // Scripts, the manifest, icons: a request during the paint competes with it on a slow phone network.
      // A request's timing is known once its answer has come (the API's never come here, and are asked for later).
      const files = requests.filter(
        (request) => request.resourceType() !== "document" && !/\/api\//.test(request.url()),
      );
      await Promise.all(files.map((request) => request.response()));
      const beforePaint = files
        .filter((request) => request.timing().startTime < adopted.paintedAt)
        .map((request) => request.url());
      expect({ path, beforePaint }).toEqual({ path, beforePaint: [] });
      expect(requests.some((request) => /\/js\/main\.\w+\.js$/.test(request.url()))).toBe(true);
      // Installable as before: the manifest's link is there once the page has painted; the icon costs no request.
      expect(adopted.manifest).toBe("/manifest.webmanifest");
      expect(adopted.icon).toMatch(/^data:image\/png;base64,/);
    }
    expect(differences).toEqual([]);
  });

  test("keep their layout when the API is down: the status says so in its own place", async ({ browser, site }) => {
    const context = await contextCountingShifts(browser);
    const page = await context.newPage();
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    for (const path of ["/events", `/events/${teamEvent}`]) {
      await page.goto(site.url + path);
      await appTookOver(page);
      await expect(page.getByText("Registration status unavailable right now").first()).toBeVisible();
      await page.waitForTimeout(300);
      expect({ path, shift: (await layoutShift(page)) <= 0.02 }).toEqual({ path, shift: true });
    }
  });
});

/**
 * The signed-in pages pre-rendered as their shell (src/prerender.tsx, SIGNED_IN_SHELLS): the page's heading, and what
 * shows once its reads have answered.
 */
const SHELLS = [
  { path: "/dashboard", heading: "Dashboard", answered: (page: Page, email: string) => page.getByText(email).first() },
  {
    path: "/dashboard/events",
    heading: "Register for events",
    answered: (page: Page) => page.getByText(/^Registration (open|closed)$/).first(),
  },
  {
    path: "/profile/edit",
    heading: "Edit profile",
    answered: (page: Page) => page.getByRole("form", { name: "Basic details" }),
  },
  { path: "/admin", heading: "Console", answered: (page: Page) => page.getByRole("navigation", { name: "Console" }) },
];

/** What React says when the HTML and its first render differ (production codes 418-425) and the app's own report. */
const HYDRATION = /#41[89]|#42[0-5]|hydrat|did(?: not|n't) match|differed from the app/i;

test.describe("pre-rendered shells of the signed-in pages", () => {
  test("show the page's frame from the HTML to someone with a stored session, and to nobody else", async ({
    browser,
    site,
  }) => {
    const signedIn = await withoutAppCode(browser, { "auth-token": "a-token" });
    const page = await signedIn.newPage();
    for (const { path, heading } of SHELLS) {
      await page.goto(site.url + path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("button", { name: "Logout" }).first()).toBeAttached();
      // Nothing of an account: the shell was rendered before any answer.
      expect(await page.getByRole("main").innerText()).not.toMatch(/@/);
    }
    await signedIn.close();
    const others: Array<Record<string, string>> = [
      {},
      { "auth-token": "a-token", theme: "dark" },
      { "auth-token": "a-token", language: "hi" },
    ];
    for (const storage of others) {
      const other = await withoutAppCode(browser, storage);
      const otherPage = await other.newPage();
      for (const { path } of SHELLS) {
        await otherPage.goto(site.url + path);
        expect({ path, storage, root: await rootText(otherPage) }).toEqual({ path, storage, root: "" });
      }
      await other.close();
    }
  });

  test("show the events view's join form in its shell, unless the form would start filled: a join link, a kept draft", async ({
    browser,
    site,
  }) => {
    const context = await withoutAppCode(browser, { "auth-token": "a-token" });
    const page = await context.newPage();
    await page.goto(`${site.url}/dashboard/events`);
    await expect(page.getByRole("textbox", { name: "Access code" })).toHaveValue("");
    await page.goto(`${site.url}/dashboard/events?join=ABCDEF`);
    expect(await rootText(page)).toBe("");
    await page.evaluate(() => window.sessionStorage.setItem("draft:join-team", JSON.stringify("ABC")));
    await page.goto(`${site.url}/dashboard/events`);
    expect(await rootText(page)).toBe("");
    await context.close();
  });

  test("carry the styles of the page once its answers are in, which the app's emotion then does not insert again", async ({
    browser,
    site,
    organiser,
  }) => {
    const participant = await readyParticipant();
    for (const { path, answered } of SHELLS) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
      const token = path === "/admin" ? organiser.token : participant.token;
      await context.addInitScript((saved) => window.localStorage.setItem("auth-token", saved), token);
      const page = await context.newPage();
      await page.goto(site.url + path);
      await appTookOver(page);
      await expect(answered(page, participant.email)).toBeVisible();
      const styles = await page.evaluate(() => {
        const copy = document.querySelector<HTMLStyleElement>('style[data-emotion^="css "]');
        const listed = copy?.dataset.emotion?.split(" ").slice(1) ?? [];
        const classOf = (name: string) => new RegExp(`\\.css-${name}(?![\\w-])`);
        // The rules emotion inserted itself, into the style elements it made (named "css" alone).
        const inserted = [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')]
          .flatMap((element) => [...(element.sheet?.cssRules ?? [])])
          .map((rule) => rule.cssText);
        const everyRule = [...inserted, ...[...(copy?.sheet?.cssRules ?? [])].map((rule) => rule.cssText)];
        const classes = [
          ...new Set([...document.querySelectorAll("#root [class]")].flatMap((element) => [...element.classList])),
        ]
          // `css-0` is emotion's class for no style at all: it has no rule.
          .filter((name) => /^css-[a-z0-9]+$/.test(name) && name !== "css-0")
          .map((name) => name.slice(4));
        return {
          listed: listed.length,
          insertedAgain: listed.filter((name) => inserted.some((rule) => classOf(name).test(rule))),
          unstyled: classes.filter((name) => !everyRule.some((rule) => classOf(name).test(rule))),
          // The page's answered parts (cards, team, certificates, the console's overview) styled from the HTML.
          fromTheCopy: classes.filter((name) => listed.includes(name)).length / classes.length,
        };
      });
      expect({ path, listed: styles.listed > 0, again: styles.insertedAgain, unstyled: styles.unstyled }).toEqual({
        path,
        listed: true,
        again: [],
        unstyled: [],
      });
      expect({ path, mostFromTheCopy: styles.fromTheCopy >= 0.8 ? true : styles.fromTheCopy }).toEqual({
        path,
        mostFromTheCopy: true,
      });
      await context.close();
    }
  });

  test("are adopted by the app without a hydration difference or a layout shift, and the page's answers then show", async ({
    browser,
    site,
    organiser,
  }) => {
    const participant = await readyParticipant();
    for (const { path, heading, answered } of SHELLS) {
      const context = await browser.newContext({ serviceWorkers: "block", viewport: { width: 412, height: 823 } });
      await recordLayoutShifts(context);
      const token = path === "/admin" ? organiser.token : participant.token;
      await context.addInitScript((saved) => window.localStorage.setItem("auth-token", saved), token);
      const page = await context.newPage();
      const problems: string[] = [];
      page.on("console", (message) => {
        if (HYDRATION.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
      const releaseScripts = await holdRequests(context, /\/js\/.+\.js$/);
      await page.goto(site.url + path, { waitUntil: "domcontentloaded" });
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await readCopy(page);
      releaseScripts();
      await appTookOver(page);
      await expect(answered(page, participant.email)).toBeVisible();
      const { sameHeading } = await adoptionOf(page, undefined);
      expect({ path, sameHeading, problems }).toEqual({ path, sameHeading: true, problems: [] });
      // What the shell showed stays in place as the page's answers come (CLS's target: 0.05 at most).
      const shifts = await layoutShiftsSince(page);
      const total = shifts.reduce((sum, line) => sum + Number(line.split(":")[0]), 0);
      expect({ path, shifts: total <= 0.05 ? "within 0.05" : shifts }).toEqual({ path, shifts: "within 0.05" });
      await context.close();
    }
  });
});
