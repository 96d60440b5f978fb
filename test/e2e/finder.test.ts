import { mkdir } from "node:fs/promises";
import path from "node:path";
import { seededName, teamEvents } from "../support/seedEvents";
import { scrollUntilAttached, sidewaysScroll, widthThemePairs } from "./support/browser";
import { call, openSitePage as openPage } from "./support/certificateFlow";
import { expect, test, type Locator, type Page } from "./support/fixtures";
import { completeProfile, readyParticipant, uniqueEmail } from "./support/stack";

const [, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);

// The teammate finder in a browser against the real API and Auth emulator (issue 39): two participants meet through
// a listing and a request and end in one team, each seeing the other's e-mail; the screens pass axe at 1440 px in the
// light theme and at 375 px in the dark one, without sideways scrolling. SHOTS_DIR=/some/dir saves each screen at both
// widths in both themes for a person to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;

// Saves the whole page (fullPage) when SHOTS_DIR is set: nothing needs scrolling into view for it.
async function shoot(page: Page, name: string) {
  if (SHOTS_DIR) await page.screenshot({ path: path.join(SHOTS_DIR, `finder-${name}.png`), fullPage: true });
}

/** A ready participant with this name (a complete profile, a verified e-mail, an API session). */
async function participant(name: string) {
  const me = await readyParticipant(uniqueEmail(name.split(" ")[0].toLowerCase()));
  await completeProfile(me.token, { name });
  return { ...me, name };
}

const isolated = (name: string) => `\u2068${name}\u2069`;

async function noSidewaysScroll(page: Page) {
  expect(await sidewaysScroll(page)).toBe(0);
}

/**
 * Presses Tab until `target` has the focus (at most `most` times): a keyboard-only user can reach it. Each press is
 * checked on the element found once (found again only if the page has replaced it), one round trip a press, so the
 * walk stays short on a busy machine.
 */
async function tabTo(page: Page, target: Locator, most = 120) {
  await expect(target).toBeVisible();
  let element = await target.elementHandle();
  for (let presses = 0; presses < most; presses += 1) {
    await page.keyboard.press("Tab");
    const focused = await element?.evaluate((node) => (node.isConnected ? node === document.activeElement : null));
    if (focused) return;
    if (focused !== false) {
      element = await target.elementHandle();
      if (await element?.evaluate((node) => node === document.activeElement)) return;
    }
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${most} presses`);
}

// A stack of its own (docs/testing.md): other files publish the second and third events for teams' results on the shared one,
// after which their teams are final and no listing can be saved.
test.use({ ownStack: "finder.test.ts" });

test.beforeAll(async () => {
  if (SHOTS_DIR) await mkdir(SHOTS_DIR, { recursive: true });
});

test.describe("the teammate finder against the real API", () => {
  test("two participants list, browse, ask and accept, then share one team and see each other's e-mail", async ({
    browser,
    site,
    axe,
  }) => {
    const [asha, bala] = await Promise.all([participant("Asha Finder"), participant("Bala Seeker")]);

    const ashaPage = await openPage(browser, `${site.url}/teammates/${thirdTeamEvent}`, { token: asha.token });
    const form = ashaPage.getByRole("region", { name: "Your listing" });
    await form.getByLabel("Note").fill("NLP person looking for a linguist");
    await form.getByLabel("Natural language processing").check();
    await form.getByLabel("Institute").check();
    await form.getByRole("button", { name: "List me" }).click();
    await expect(ashaPage.getByText("Yay! Your listing is saved: others can find it now.")).toBeVisible();
    await expect(form.getByRole("button", { name: "Save and renew" })).toBeVisible();
    expect(await axe(ashaPage)).toEqual([]);

    const balaPage = await openPage(browser, `${site.url}/dashboard/events`, { token: bala.token });
    await balaPage
      .getByRole("article", { name: seededName(thirdTeamEvent) })
      .getByRole("link", { name: `Find a teammate: ${seededName(thirdTeamEvent)}` })
      .click();
    await expect(
      balaPage.getByRole("heading", { name: `Find a teammate for ${seededName(thirdTeamEvent)}` }),
    ).toBeVisible();
    await balaPage.getByRole("combobox", { name: "Skill" }).click();
    await balaPage.getByRole("option", { name: "Natural language processing" }).click();
    const card = balaPage.getByRole("article", { name: "Asha Finder" });
    await expect(card.getByText("NLP person looking for a linguist")).toBeVisible();
    await expect(card.getByText("Example Institute of Technology")).toBeVisible();
    await expect(card).not.toContainText(asha.email);
    await card.getByRole("button", { name: "Ask to team up: Asha Finder" }).click();
    const ask = balaPage.getByRole("dialog", { name: `Ask ${isolated("Asha Finder")} to team up` });
    await ask.getByLabel("Message").fill("I study linguistics; shall we?");
    expect(await axe(balaPage)).toEqual([]);
    await ask.getByRole("button", { name: "Send request" }).click();
    await expect(balaPage.getByText(`Yay! Request sent to ${isolated("Asha Finder")}.`)).toBeVisible();
    await expect(card.getByText("You have asked")).toBeVisible();

    await ashaPage.goto(`${site.url}/dashboard`);
    const requests = ashaPage.getByRole("region", { name: "Teammate requests" });
    await scrollUntilAttached(ashaPage, requests);
    await expect(requests.getByText("I study linguistics; shall we?")).toBeVisible();
    await expect(requests).not.toContainText(bala.email);
    await requests.getByRole("button", { name: "Accept: Bala Seeker" }).click();
    const accept = ashaPage.getByRole("dialog", { name: `Team up with ${isolated("Bala Seeker")}?` });
    await accept.getByLabel("Team name").fill(`Word Finders ${asha.userId}`);
    await accept.getByRole("button", { name: "Accept" }).click();
    await expect(
      ashaPage.getByText(`Yay! You are now a team: ${isolated(`Word Finders ${asha.userId}`)}.`),
    ).toBeVisible();
    await expect(requests.getByText("Accepted: you are a team")).toBeVisible();

    await ashaPage.goto(`${site.url}/dashboard/events`);
    const ashaCard = ashaPage.getByRole("article", { name: seededName(thirdTeamEvent) });
    await expect(ashaCard.getByText(`Word Finders ${asha.userId}`)).toBeVisible();
    await expect(ashaCard.getByText("Team full")).toBeVisible();
    await expect(ashaCard.getByText(bala.email)).toBeVisible();
    await expect(ashaCard.getByRole("link", { name: /Find a teammate/ })).toHaveCount(0);

    await balaPage.goto(`${site.url}/dashboard/events`);
    const balaCard = balaPage.getByRole("article", { name: seededName(thirdTeamEvent) });
    await expect(balaCard.getByText(`Word Finders ${asha.userId}`)).toBeVisible();
    await expect(balaCard.getByText(asha.email)).toBeVisible();
    await balaPage.goto(`${site.url}/dashboard`);
    const sent = balaPage.getByRole("region", { name: "Teammate requests" });
    await scrollUntilAttached(balaPage, sent);
    await expect(sent.getByText("Accepted: you are a team")).toBeVisible();
    await Promise.all([ashaPage.context().close(), balaPage.context().close()]);
  });

  test("a participant lists, asks and accepts with the keyboard alone", async ({ browser, site }) => {
    // Some 150 key presses across three pages, each a round trip to the browser: thrice the usual time on a busy one.
    test.slow();
    const [owner, asker] = await Promise.all([participant("Kay Keys"), participant("Tab Tapper")]);
    const ownerPage = await openPage(browser, `${site.url}/teammates/${secondTeamEvent}`, { token: owner.token });
    const form = ownerPage.getByRole("region", { name: "Your listing" });
    await tabTo(ownerPage, form.getByLabel("Note"));
    await ownerPage.keyboard.type("Puzzles by keyboard");
    await tabTo(ownerPage, form.getByLabel("Python"));
    await ownerPage.keyboard.press("Space");
    await expect(form.getByLabel("Python")).toBeChecked();
    await tabTo(ownerPage, form.getByRole("button", { name: "List me" }));
    await ownerPage.keyboard.press("Enter");
    // Saved: the form now edits the open listing (a lasting state, so a failure here says the save never happened).
    await expect(form.getByRole("button", { name: "Save and renew" })).toBeVisible();
    await expect(ownerPage.getByText("Yay! Your listing is saved: others can find it now.")).toBeVisible();

    const askerPage = await openPage(browser, `${site.url}/teammates/${secondTeamEvent}`, { token: asker.token });
    const card = askerPage.getByRole("article", { name: owner.name });
    await tabTo(askerPage, card.getByRole("button", { name: `Ask to team up: ${owner.name}` }));
    await askerPage.keyboard.press("Enter");
    const ask = askerPage.getByRole("dialog", { name: `Ask ${isolated(owner.name)} to team up` });
    await expect(ask.getByLabel("Message")).toBeFocused();
    await askerPage.keyboard.type("Found you with Tab");
    await tabTo(askerPage, ask.getByRole("button", { name: "Send request" }));
    await askerPage.keyboard.press("Enter");
    await expect(askerPage.getByText(`Yay! Request sent to ${isolated(owner.name)}.`)).toBeVisible();

    await ownerPage.goto(`${site.url}/dashboard`);
    const requests = ownerPage.getByRole("region", { name: "Teammate requests" });
    await scrollUntilAttached(ownerPage, requests);
    await tabTo(ownerPage, requests.getByRole("button", { name: `Accept: ${asker.name}` }));
    await ownerPage.keyboard.press("Enter");
    const accept = ownerPage.getByRole("dialog", { name: `Team up with ${isolated(asker.name)}?` });
    await expect(accept.getByLabel("Team name")).toBeFocused();
    await ownerPage.keyboard.type(`Keys ${owner.userId}`);
    await tabTo(ownerPage, accept.getByRole("button", { name: "Accept" }));
    await ownerPage.keyboard.press("Enter");
    await expect(ownerPage.getByText(`Yay! You are now a team: ${isolated(`Keys ${owner.userId}`)}.`)).toBeVisible();
    await Promise.all([ownerPage.context().close(), askerPage.context().close()]);
  });

  // A laptop in the light theme and a phone in the dark one: each theme and each width checked once (the other two
  // pairs too with SHOTS_DIR, which saves their screens).
  for (const { theme, width } of widthThemePairs(1440, 375, Boolean(SHOTS_DIR))) {
    test(`the finder page and the dashboard's requests pass axe (${width} px, ${theme})`, async ({
      browser,
      site,
      axe,
    }) => {
      const [owner, viewer] = await Promise.all([
        participant(`Owner ${width}${theme}`),
        participant(`Viewer ${width}${theme}`),
      ]);
      await call("PUT", "profile/handles/", owner.token, { codeforces: `owner_${width}_${theme}` });
      const listing = await call<{ id: number }>("PUT", `finder/${fourthTeamEvent}/listing/`, owner.token, {
        note: "Computer vision and a very-long-unbroken-word-that-must-wrap-inside-its-card-without-scrolling",
        skills: ["computer-vision", "python", "deep-learning"],
        skills_other: "OpenCV",
        show: { institute: true, country: true, study_year: true, handles: ["codeforces"] },
      });
      await call("POST", `finder/listings/${listing.id}/requests/`, viewer.token, {
        message: "Hello from the test",
        show: { country: true },
      });

      const page = await openPage(browser, `${site.url}/teammates/${fourthTeamEvent}`, {
        token: viewer.token,
        width,
        theme,
      });
      await expect(page.getByRole("article", { name: owner.name })).toBeVisible();
      await expect(page.getByRole("article", { name: owner.name }).getByText("You have asked")).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await noSidewaysScroll(page);
      await shoot(page, `page-${width}-${theme}`);

      await page.goto(`${site.url}/dashboard`);
      const requests = page.getByRole("region", { name: "Teammate requests" });
      await scrollUntilAttached(page, requests);
      await expect(requests.getByText("Hello from the test")).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await noSidewaysScroll(page);
      await shoot(page, `sent-${width}-${theme}`);
      await page.context().close();

      const ownerPage = await openPage(browser, `${site.url}/dashboard`, { token: owner.token, width, theme });
      const received = ownerPage.getByRole("region", { name: "Teammate requests" });
      await scrollUntilAttached(ownerPage, received);
      await expect(received.getByText("Hello from the test")).toBeVisible();
      expect(await axe(ownerPage)).toEqual([]);
      await noSidewaysScroll(ownerPage);
      await shoot(ownerPage, `received-${width}-${theme}`);
      await received.getByRole("button", { name: `Accept: ${viewer.name}` }).click();
      const dialog = ownerPage.getByRole("dialog");
      await expect(dialog.getByLabel("Team name")).toBeVisible();
      expect(await axe(ownerPage)).toEqual([]);
      await shoot(ownerPage, `accept-${width}-${theme}`);
      await ownerPage.context().close();
    });
  }

  test("the console's finder view passes axe and blocks nobody by itself", async ({
    browser,
    site,
    organiser,
    axe,
  }) => {
    const [owner, reporter] = await Promise.all([participant("Reported Owner"), participant("Careful Reporter")]);
    const listing = await call<{ id: number }>("PUT", `finder/${secondTeamEvent}/listing/`, owner.token, {
      note: "Spam spam",
    });
    await call("POST", "finder/reports/", reporter.token, { listing: listing.id, reason: "Spam in the note" });
    for (const theme of ["light", "dark"]) {
      for (const width of [1440, 375]) {
        const page = await openPage(browser, `${site.url}/admin/finder`, { token: organiser.token, width, theme });
        await expect(page.getByRole("table", { name: "Reports" })).toContainText("Spam in the note");
        expect(await axe(page)).toEqual([]);
        await noSidewaysScroll(page);
        await shoot(page, `console-${width}-${theme}`);
        await page.context().close();
      }
    }
  });
});
