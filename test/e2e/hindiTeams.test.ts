import { seededName, teamEvents } from "../support/seedEvents";
import { toastText } from "./support/browser";
import { expect, test, type Browser, type Page } from "./support/fixtures";
import { englishCatalogueTexts, englishShown } from "./support/hindiPages";
import { completeProfile, readyParticipant, uniqueEmail } from "./support/stack";

const [teamEventName] = teamEvents(1).map(seededName);

/** A name as toasts and dialogs isolate it (FSI ... PDI), so a right-to-left name cannot reorder the sentence. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** A participant with a named, complete profile and a verified e-mail, signed in to the API. */
async function participant(name: string) {
  const me = await readyParticipant(uniqueEmail(name.split(" ")[0].toLowerCase()));
  await completeProfile(me.token, { name });
  return { ...me, name };
}

/**
 * Every toast's text shown in the tab, in order: a toast hides after 3 s, which a loaded machine's test can miss
 * between two looks, so the page keeps what it showed.
 */
function recordToasts() {
  const shown: string[] = [];
  (window as Window & { shownToasts?: string[] }).shownToasts = shown;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll(".notistack-MuiContent")) {
      const text = toast.textContent ?? "";
      if (text && shown.at(-1) !== text) shown.push(text);
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A tab holding the participant's API session, with Hindi chosen on the device (its `language` setting). */
async function hindiTab(browser: Browser, url: string, token: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => {
    window.localStorage.setItem("auth-token", value);
    window.localStorage.setItem("language", "hi");
  }, token);
  await context.addInitScript(recordToasts);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** Waits for the success toast's text, then for the toast to go (its colours are the toast provider's, not axe's). */
async function toast(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (window as Window & { shownToasts?: string[] }).shownToasts ?? []))
    .toContainEqual(expect.stringMatching(toastText(`बढ़िया! ${text}`)));
  await expect(page.locator(".notistack-MuiContent")).toHaveCount(0);
}

test.describe("the dashboard's teams in Hindi, against the real API and Auth emulator", () => {
  test("creates a team, shows its access code, a teammate joins by code and leaves, the creator deletes it: all in Hindi, axe-clean", async ({
    browser,
    site,
    axe,
  }) => {
    const english = englishCatalogueTexts();
    const inHindi = async (page: Page, when: string) => {
      await expect(page.locator("html"), when).toHaveAttribute("lang", "hi");
      expect(await englishShown(page, english), when).toEqual([]);
      expect(await axe(page), when).toEqual([]);
    };
    const [asha, ravi] = await Promise.all([participant("Asha Creator"), participant("Ravi Member")]);
    const teamName = `झंडा खोजी ${asha.userId}`;

    // The creator on a phone, the teammate on a desktop.
    const ashaPage = await hindiTab(browser, `${site.url}/dashboard/events`, asha.token, 375);
    const ashaCard = ashaPage.getByRole("article", { name: teamEventName });
    await expect(ashaPage.getByRole("heading", { level: 1, name: "इवेंट के लिए पंजीकरण करें" })).toBeVisible();
    await ashaCard.getByLabel("टीम का नाम").fill(teamName);
    await ashaCard.getByRole("button", { name: "टीम बनाएँ" }).click();
    await toast(ashaPage, `${teamEventName} के लिए टीम "${isolated(teamName)}" बन गई। इसका एक्सेस कोड अपने साथी को भेजें।`);
    await expect(ashaCard.getByText("1 जगह खाली")).toBeVisible();
    await expect(ashaCard.getByText("आपके साथी के लिए एक्सेस कोड")).toBeVisible();
    const code = (await ashaCard.locator("code").textContent())?.trim() ?? "";
    expect(code.length).toBeGreaterThanOrEqual(7);
    await inHindi(ashaPage, "the creator's card with the access code");

    const raviPage = await hindiTab(browser, `${site.url}/dashboard/events?join=${code}`, ravi.token, 1440);
    await expect(raviPage.getByLabel("एक्सेस कोड")).toHaveValue(code);
    await inHindi(raviPage, "the join form filled from the link");
    await raviPage.getByRole("button", { name: "टीम से जुड़ें" }).click();
    await toast(raviPage, `आप ${teamEventName} के लिए "${isolated(teamName)}" से जुड़ गए।`);
    const raviCard = raviPage.getByRole("article", { name: teamEventName });
    await expect(raviCard.getByText("टीम भरी हुई")).toBeVisible();
    await inHindi(raviPage, "the teammate's full team");

    await raviCard.getByRole("button", { name: "टीम छोड़ें" }).click();
    const leave = raviPage.getByRole("dialog", { name: `"${isolated(teamName)}" छोड़ें?` });
    await expect(leave).toContainText("टीम उसके बनाने वाले के पास रहेगी");
    await inHindi(raviPage, "the leave dialog");
    await leave.getByRole("button", { name: "टीम छोड़ें" }).click();
    await toast(raviPage, `आपने "${isolated(teamName)}" छोड़ दी।`);
    await expect(raviCard.getByLabel("टीम का नाम")).toBeVisible();

    await ashaPage.reload();
    await expect(ashaCard.getByText("1 जगह खाली")).toBeVisible();
    await ashaCard.getByRole("button", { name: "टीम हटाएँ" }).click();
    const remove = ashaPage.getByRole("dialog", { name: `"${isolated(teamName)}" हटाएँ?` });
    await expect(remove).toContainText("इसका एक्सेस कोड काम करना बंद कर देगा");
    await inHindi(ashaPage, "the delete dialog");
    await remove.getByRole("button", { name: "टीम हटाएँ" }).click();
    await toast(ashaPage, `टीम "${isolated(teamName)}" हटा दी गई।`);
    await expect(ashaCard.getByLabel("टीम का नाम")).toBeVisible();
    await inHindi(ashaPage, "the card after the team was deleted");
    await Promise.all([ashaPage.context().close(), raviPage.context().close()]);
  });
});
