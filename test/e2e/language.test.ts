import { seededName, teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";
import { routePublicApi } from "./support/publicFixtures";

const [teamEvent] = teamEvents(1);

/** The app's script files the page has requested, by chunk name ("main", "event", "messages-shell-hi", ...). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/js\/([\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

/** Errors in the console or on the page (a hydration difference, a message's key shown, a failed chunk). */
function problems(page: Page): string[] {
  const found: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") found.push(message.text());
  });
  page.on("pageerror", (error) => found.push(error.message));
  return found;
}

const catalogues = (scripts: string[]) => scripts.filter((name) => name.startsWith("messages-"));

test.describe("the app's language in the browser", () => {
  test("an English first visit downloads no Hindi", async ({ page }) => {
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    for (const path of ["/", "/events", `/events/${teamEvent}`]) {
      await page.goto(path);
      await appTookOver(page);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts).toEqual(expect.arrayContaining(["main", "home", "events", "event"]));
    // English's catalogues are chunks of their own too, so a Hindi visit never downloads them.
    expect(catalogues(scripts)).toEqual(
      expect.arrayContaining(["messages-shell-en", "messages-home-en", "messages-events-en", "messages-event-en"]),
    );
    expect(catalogues(scripts).filter((name) => !name.endsWith("-en"))).toEqual([]);
    // The API layer's words come once the page is idle, before any call fails; the toasts' with the toaster.
    await expect.poll(() => catalogues(scripts)).toContain("messages-api-en");
    expect(catalogues(scripts)).not.toContain("messages-toasts-en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("a visitor who chose Hindi gets the pages in Hindi from the app's first render, with Hindi's messages only", async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem("language", "hi"));
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    const errors = problems(page);
    await page.goto(`/events/${teamEvent}`);
    await expect(page.getByRole("banner").getByRole("link", { name: "लॉग इन" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("contentinfo")).toContainText("Codefest का 2020 संस्करण");
    await expect(page.getByRole("heading", { level: 1, name: seededName(teamEvent) })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "प्रतियोगिता के बारे में" })).toBeVisible();
    await expect(page.getByRole("link", { name: "पंजीकरण करें" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The page's and the shell's Hindi messages (the terminal's too where its panel is shown), and no English ones.
    expect(catalogues(scripts)).toEqual(expect.arrayContaining(["messages-event-hi", "messages-shell-hi"]));
    expect(catalogues(scripts).filter((name) => !name.endsWith("-hi"))).toEqual([]);
    await expect.poll(() => catalogues(scripts)).toContain("messages-api-hi");
    expect(errors).toEqual([]);

    // The home page and the events list, by their links: each page's Hindi messages come with it, no English ones.
    await page.getByRole("banner").getByRole("link", { name: "Codefest '20" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Codefest क्या है?" })).toBeVisible();
    await page.getByRole("link", { name: "इवेंट देखें" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "इवेंट" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(catalogues(scripts)).toEqual(
      expect.arrayContaining(["messages-event-hi", "messages-events-hi", "messages-home-hi", "messages-shell-hi"]),
    );
    expect(catalogues(scripts).filter((name) => !name.endsWith("-hi"))).toEqual([]);
    expect(errors).toEqual([]);

    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "वापस जाने के रास्ते" }).getByRole("link")).toHaveCount(3);
    expect(errors).toEqual([]);
  });
});

test.describe("choosing the language in the browser", () => {
  test("the header's switch is a 44 px target at 320 to 1280 px, changes the language without a reload by keyboard, and is axe-clean", async ({
    page,
    axe,
  }) => {
    await routePublicApi(page);
    const errors = problems(page);
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ["/", "/events"]) {
        await page.goto(path);
        await appTookOver(page);
        const banner = page.getByRole("banner");
        for (const [name, menu] of [
          ["हिन्दी", "Open navigation menu"],
          ["English", "नेविगेशन मेन्यू खोलें"],
        ]) {
          // Under 360 px the switch is in the menu: the bar keeps brand, theme, Login and the menu's button.
          if (width < 360) await banner.getByRole("button", { name: menu }).click();
          const toggle = banner.getByRole("button", { name, exact: true });
          await expect(toggle).toBeVisible();
          const box = (await toggle.boundingBox())!;
          expect(box.width, `${path} at ${width} px`).toBeGreaterThanOrEqual(44);
          expect(box.height, `${path} at ${width} px`).toBeGreaterThanOrEqual(44);
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(sideways, `${path} at ${width} px, before pressing ${name}`).toBe(0);
          await toggle.click();
        }
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `${path} at ${width} px, back in English`).toBe(0);
      }
    }

    // Keyboard only, and no reload: a mark left on the window stays.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/events");
    await appTookOver(page);
    await page.evaluate(() => ((window as Window & { mark?: string }).mark = "still here"));
    const toHindi = page.getByRole("banner").getByRole("button", { name: "हिन्दी", exact: true });
    await toHindi.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "इवेंट" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("banner").getByRole("button", { name: "English", exact: true })).toBeFocused();
    expect(await page.evaluate(() => (window as Window & { mark?: string }).mark)).toBe("still here");
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test.describe("with a browser preferring Hindi", () => {
    test.use({ locale: "hi-IN" });

    test("offers Hindi in Hindi, moving nothing on the page, axe-clean; closed, it stays closed", async ({
      page,
      axe,
    }) => {
      await routePublicApi(page);
      await page.goto("/events");
      await appTookOver(page);
      const offer = page.getByRole("complementary", { name: "भाषा" });
      await expect(offer).toContainText("यह साइट हिन्दी में भी है।");
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      expect(await axe(page)).toEqual([]);
      await offer.getByRole("button", { name: "नहीं, धन्यवाद" }).click();
      await expect(offer).toHaveCount(0);

      await page.reload();
      await appTookOver(page);
      await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expect(offer).toHaveCount(0);
    });

    test("takes the offer: the page is in Hindi at once", async ({ page }) => {
      await routePublicApi(page);
      await page.goto("/");
      await appTookOver(page);
      await page.getByRole("complementary", { name: "भाषा" }).getByRole("button", { name: "हिन्दी में दिखाएँ" }).click();
      await expect(page.getByRole("heading", { level: 2, name: "Codefest क्या है?" })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("complementary", { name: "भाषा" })).toHaveCount(0);
    });
  });
});

test.describe("the Hindi addresses in the browser", () => {
  test("each public page is pre-rendered in Hindi under /hi, with lang, canonical and hreflang links; English's files name their twins", async ({
    site,
  }) => {
    const origin = "https://codefest.example.org";
    for (const [english, hindi] of [
      ["/", "/hi"],
      ["/events", "/hi/events"],
      [`/events/${teamEvent}`, `/hi/events/${teamEvent}`],
      ["/team", "/hi/team"],
    ]) {
      const html = await (await fetch(site.url + hindi)).text();
      expect(html, hindi).toMatch(/<html lang="?hi"?/);
      expect(html, hindi).toContain(`<link rel="canonical" href="${origin}${hindi}">`);
      const englishHtml = await (await fetch(site.url + english)).text();
      expect(englishHtml, english).toMatch(/<html lang="?en"?/);
      expect(englishHtml, english).toContain(`<link rel="canonical" href="${new URL(english, origin).href}">`);
      for (const page of [html, englishHtml]) {
        expect(page).toContain(`<link rel="alternate" hreflang="en" href="${new URL(english, origin).href}">`);
        expect(page).toContain(`<link rel="alternate" hreflang="hi" href="${origin}${hindi}">`);
        expect(page).toContain(`<link rel="alternate" hreflang="x-default" href="${new URL(english, origin).href}">`);
      }
    }
    const event = await (await fetch(`${site.url}/hi/events/${teamEvent}`)).text();
    expect(event).toMatch(new RegExp(`<h1[^>]*>${seededName(teamEvent)}<\\/h1>`));
    expect(event).toContain("प्रतियोगिता के बारे में");
    expect(event).not.toContain("About the contest");
  });

  test("a Hindi page shows Hindi from its first paint, adopted by the app without a difference, links staying under /hi", async ({
    page,
  }) => {
    await routePublicApi(page);
    const errors = problems(page);
    const scripts = scriptsRequested(page);
    await page.goto("/hi/events");
    await expect(page.getByRole("heading", { level: 1, name: "इवेंट" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await appTookOver(page);
    await page
      .getByRole("link", { name: new RegExp(`${seededName(teamEvent)}`) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`\\/hi\\/events\\/${teamEvent}$`));
    await expect(page.getByRole("heading", { level: 2, name: "प्रतियोगिता के बारे में" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\/events\\/${teamEvent}$`));
    await expect(page.getByRole("heading", { level: 2, name: "About the contest" })).toBeVisible();
    expect(errors).toEqual([]);
    expect(catalogues(scripts)).toEqual(expect.arrayContaining(["messages-shell-hi", "messages-events-hi"]));

    await page.goto("/hi/no-such-page");
    await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});
