import type { BrowserContext, Page } from "playwright-core";
import { appTookOver } from "./support/browser";
import { routePublicApi } from "./support/publicFixtures";
import { siteInBrowser } from "./support/site";

jest.setTimeout(120_000);

const env = siteInBrowser();

/** A context whose pages get the pre-rendered HTML but none of the app's code, as on a slow phone before it arrives. */
async function withoutAppCode(storage: Record<string, string> = {}): Promise<BrowserContext> {
  const context = await env.browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript((items) => {
    for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
  }, storage);
  await context.route("**/js/**", (route) => route.abort());
  return context;
}

const rootText = (page: Page) => page.locator("#root").innerText();

/** Holds back the context's requests for matching scripts until the returned function is called. */
async function holdScripts(context: BrowserContext, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A phone-sized context whose pages add up their layout shifts (the CLS a visitor would get). */
async function contextCountingShifts(): Promise<BrowserContext> {
  const context = await env.browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: "block" });
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

describe("pre-rendered public pages", () => {
  it("are in the HTML a first visitor receives, with their titles", async () => {
    const ctf = await (await fetch(`${env.site.url}/events/ctf`)).text();
    expect(ctf).toContain("<title>Codefest '20 | Capture The Flag</title>");
    expect(ctf).toMatch(/<h1[^>]*>Capture The Flag<\/h1>/);
    const home = await (await fetch(`${env.site.url}/`)).text();
    expect(home).toMatch(/<h1[^>]*>[^<]*Codefest/);
  });

  it("show the page before the app's code has run, and can be read without it", async () => {
    const context = await withoutAppCode();
    const page = await context.newPage();
    await page.goto(`${env.site.url}/events`);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Events");
    expect(await page.getByRole("link", { name: /Capture The Flag/ }).count()).toBeGreaterThan(0);
    // Styled without the app's code: the layout's styles are in the HTML (config/inlineStyles.ts).
    expect(await page.locator("header").evaluate((header) => getComputedStyle(header).position)).toBe("sticky");
    await context.close();
  });

  it.each([
    ["a signed-in visitor", { "auth-token": "a-token" }, "/"],
    ["the dark theme", { theme: "dark" }, "/events/ctf"],
  ])("are never shown to %s (the app renders something else there)", async (_who, storage, path) => {
    const context = await withoutAppCode(storage);
    const page = await context.newPage();
    await page.goto(env.site.url + path);
    expect(await rootText(page)).toBe("");
    await context.close();
  });

  it("are never shown on another path that the host answers with index.html", async () => {
    const context = await withoutAppCode();
    const page = await context.newPage();
    await page.goto(`${env.site.url}/dashboard`);
    expect(await rootText(page)).toBe("");
    await page.goto(`${env.site.url}/`);
    expect(await rootText(page)).toContain("Codefest");
    await context.close();
  });

  it("do not lose a button pressed before the app has run: the app presses it once it has taken over", async () => {
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const releaseApp = await holdScripts(context, /\/js\/main\.[0-9a-f]+\.js$/);
    const page = await context.newPage();
    await page.goto(`${env.site.url}/`, { waitUntil: "commit" });
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    expect(await page.locator("html").getAttribute("data-theme")).toBe("light");
    releaseApp();
    await page.waitForFunction(() => document.documentElement.getAttribute("data-theme") === "dark");
    expect(await page.evaluate(() => window.localStorage.getItem("theme"))).toBe("dark");
    await context.close();
  });

  it("stay on screen while the page's own code arrives; a page without a copy shows the loading bar meanwhile", async () => {
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const releasePages = await holdScripts(context, /\/js\/(events|login)\.[0-9a-f]+\.js$/);
    const page = await context.newPage();
    await page.goto(`${env.site.url}/login`, { waitUntil: "commit" });
    await page.getByRole("progressbar", { name: "Loading page" }).waitFor();
    const entryLoaded = page.waitForResponse(/\/js\/main\.[0-9a-f]+\.js$/);
    await page.goto(`${env.site.url}/events`, { waitUntil: "commit" });
    // The entry has arrived and had a second to run (time enough to show a loading bar) while the page's code is held.
    await entryLoaded;
    await page.waitForTimeout(1000);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Events");
    expect(await page.getByRole("progressbar").count()).toBe(0);
    releasePages();
    await appTookOver(page);
    await context.close();
  });

  it("are taken over by the app without a layout shift, and the app works", async () => {
    const context = await contextCountingShifts();
    const page = await context.newPage();
    await routePublicApi(page);
    for (const path of ["/events", "/events/ctf", "/"]) {
      await page.goto(env.site.url + path);
      await appTookOver(page);
      await page.waitForTimeout(500);
      expect({ path, shift: (await layoutShift(page)) <= 0.02 }).toEqual({ path, shift: true });
    }
    // The app is in charge: a link navigates inside it (the same document) and the title follows.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: "Explore events" }).click();
    await page.waitForURL(`${env.site.url}/events`);
    await page.waitForFunction(() => document.title === "Codefest '20 | Events");
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await context.close();
  });

  it("are adopted by the app element for element (hydrated, not rebuilt), their code asked for only after the paint", async () => {
    const context = await env.browser.newContext({ serviceWorkers: "block" });
    const releaseScripts = await holdScripts(context, /\/js\/.+\.js$/);
    const page = await context.newPage();
    // The API never answers, so the registration rows keep the state the copy was rendered in.
    await page.route(/\/api\//, () => undefined);
    const differences: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") differences.push(message.text());
    });
    for (const path of ["/", "/events", "/events/ctf"]) {
      await page.goto(env.site.url + path, { waitUntil: "domcontentloaded" });
      const copy = await page.evaluate(() => {
        Object.assign(window, { copyHeading: document.querySelector("main h1") });
        return document.getElementById("root")?.innerHTML.replace(/<!-- -->/g, "");
      });
      releaseScripts();
      await appTookOver(page);
      const adopted = await page.evaluate(() => ({
        sameHeading: document.querySelector("main h1") === (window as unknown as { copyHeading: Element }).copyHeading,
        markup: document.getElementById("root")?.innerHTML.replace(/<!-- -->/g, ""),
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/js\/.+\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect({ path, sameHeading: adopted.sameHeading, sameMarkup: adopted.markup === copy }).toEqual({
        path,
        sameHeading: true,
        sameMarkup: true,
      });
      expect(Math.min(...adopted.scripts)).toBeGreaterThanOrEqual(adopted.paint);
    }
    expect(differences).toEqual([]);
    await context.close();
  });

  it("keep their layout when the API is down: the status says so in its own place", async () => {
    const context = await contextCountingShifts();
    const page = await context.newPage();
    await page.route(/\/api\//, (route) => route.fulfill({ status: 503, contentType: "application/json", body: "{}" }));
    for (const path of ["/events", "/events/ctf"]) {
      await page.goto(env.site.url + path);
      await appTookOver(page);
      await page.getByText("Registration status unavailable right now").first().waitFor();
      await page.waitForTimeout(300);
      expect({ path, shift: (await layoutShift(page)) <= 0.02 }).toEqual({ path, shift: true });
    }
    await context.close();
  });
});
