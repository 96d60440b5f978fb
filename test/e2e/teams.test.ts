import { seededName, soloEvents, teamEvents } from "../support/seedEvents";
import { toastText } from "./support/browser";
import { expect, test, type Browser, type Locator, type Page } from "./support/fixtures";
import { completeProfile, createEmulatorUser, readyParticipant, registerWithApi, uniqueEmail } from "./support/stack";

const [teamEvent] = teamEvents(1);
const [soloEvent] = soloEvents(1);

/** A name as toasts and dialogs isolate it (FSI ... PDI), so a right-to-left name cannot reorder the sentence. */
const isolated = (name: string) => `\u2068${name}\u2069`;

/** A participant with a named, complete profile and a verified e-mail, signed in to the API. */
async function participant(name: string) {
  const me = await readyParticipant(uniqueEmail(name.split(" ")[0].toLowerCase()));
  await completeProfile(me.token, { name });
  return { ...me, name };
}

/** A browser tab holding the participant's API session, as the login page leaves it. */
async function signedInPage(browser: Browser, url: string, token: string, width = 1440): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem("auth-token", value), token);
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

const eventCard = (page: Page, title: string): Locator => page.getByRole("article", { name: title });
const toast = (page: Page, text: string) => expect(page.getByText(toastText(text))).toBeVisible();

async function joinWithLink(page: Page, code: string) {
  await page.goto(new URL(`/dashboard/events?join=${code}`, page.url()).href);
  await expect(page.getByLabel("Access code")).toHaveValue(code);
  await page.getByRole("button", { name: "Join team" }).click();
}

test.describe("teams against the real API and Auth emulator", () => {
  test("forms a team of two by access code, refuses a third, removes, rejoins and leaves", async ({
    browser,
    site,
  }) => {
    const [alice, bob, carol] = await Promise.all([
      participant("Alice Creator"),
      participant("Bob Member"),
      participant("Carol Third"),
    ]);
    const teamName = `Flag Hunters ${alice.userId}`;

    const alicePage = await signedInPage(browser, `${site.url}/dashboard/events`, alice.token);
    const aliceCtf = eventCard(alicePage, seededName(teamEvent));
    await aliceCtf.getByLabel("Team name").fill(teamName);
    await aliceCtf.getByRole("button", { name: "Create team" }).click();
    await toast(
      alicePage,
      `Yay! Team "${isolated(teamName)}" created for ${seededName(teamEvent)}. Share its access code with your teammate.`,
    );
    await expect(aliceCtf.getByText("1 free place")).toBeVisible();
    const code = (await aliceCtf.locator("code").textContent())?.trim() ?? "";
    expect(code.length).toBeGreaterThanOrEqual(7);

    const bobPage = await signedInPage(browser, `${site.url}/dashboard/events`, bob.token);
    await joinWithLink(bobPage, code);
    await toast(bobPage, `Yay! You joined "${isolated(teamName)}" for ${seededName(teamEvent)}.`);
    const bobCtf = eventCard(bobPage, seededName(teamEvent));
    await expect(bobCtf.getByText("Team full")).toBeVisible();
    await expect(bobCtf.locator("code")).toHaveCount(0);

    const carolPage = await signedInPage(browser, `${site.url}/dashboard/events`, carol.token);
    await joinWithLink(carolPage, code);
    await toast(carolPage, "Oops... Maximum Size of Team Reached");
    await carolPage.context().close();

    await alicePage.reload();
    await expect(aliceCtf.getByText("Team full")).toBeVisible();
    await aliceCtf.getByRole("button", { name: "Remove Bob Member" }).click();
    const removal = alicePage.getByRole("dialog", {
      name: `Remove ${isolated("Bob Member")} from "${isolated(teamName)}"?`,
    });
    await removal.getByRole("button", { name: "Remove" }).click();
    await toast(alicePage, `Yay! ${isolated("Bob Member")} was removed from "${isolated(teamName)}".`);
    await expect(aliceCtf.getByText("1 free place")).toBeVisible();
    // Removing a member renews the team's access code (docs/API.md): the removed member needs the new one.
    await alicePage.reload();
    await expect(aliceCtf.getByText("1 free place")).toBeVisible();
    const renewed = (await aliceCtf.locator("code").textContent())?.trim() ?? "";
    expect(renewed).not.toBe(code);

    await bobPage.reload();
    await expect(bobCtf.getByLabel("Team name")).toBeVisible();
    await joinWithLink(bobPage, renewed);
    await toast(bobPage, `Yay! You joined "${isolated(teamName)}" for ${seededName(teamEvent)}.`);
    await bobCtf.getByRole("button", { name: "Leave team" }).click();
    const dialog = bobPage.getByRole("dialog", { name: `Leave "${isolated(teamName)}"?` });
    await dialog.getByRole("button", { name: "Leave team" }).click();
    await toast(bobPage, `Yay! You left "${isolated(teamName)}".`);
    await expect(bobCtf.getByLabel("Team name")).toBeVisible();

    await alicePage.reload();
    await expect(aliceCtf.getByText("1 free place")).toBeVisible();
    await Promise.all([alicePage.context().close(), bobPage.context().close()]);
  });

  test("registers for an individual event in one action", async ({ browser, site, axe }) => {
    const dana = await participant("Dana Solo");
    const page = await signedInPage(browser, `${site.url}/dashboard/events`, dana.token);
    const soloCard = eventCard(page, seededName(soloEvent));
    await soloCard.getByRole("button", { name: `Register for ${seededName(soloEvent)}` }).click();
    await toast(page, `Yay! You are registered for ${seededName(soloEvent)}.`);
    await expect(soloCard.getByText("You are registered.")).toBeVisible();
    // The toast's own colours belong to the app's toast provider; this checks the page behind it.
    await page.getByRole("button", { name: "Close notification" }).click();
    await expect(page.getByText(`Yay! You are registered for ${seededName(soloEvent)}.`)).toBeHidden();
    expect(await axe(page)).toEqual([]);

    await page.getByRole("link", { name: "Overview" }).click();
    const teams = page.getByRole("region", { name: "Your teams" });
    await expect(teams.getByText(seededName(soloEvent))).toBeVisible();
    await expect(teams.getByText("Registered individually")).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.context().close();
  });

  test("sends a new participant to complete the profile, then shows it on the dashboard", async ({
    browser,
    site,
    axe,
  }) => {
    const account = await createEmulatorUser(uniqueEmail("erin"), "correct-horse-7", { verified: true });
    const session = await registerWithApi(account, { firstName: "Erin", lastName: "Newcomer" });
    const page = await signedInPage(browser, `${site.url}/dashboard`, session.token);
    await expect(page).toHaveURL(/\/profile\/edit\?next=%2Fdashboard$/);
    await expect(page.getByText(/Complete your profile to register for events/)).toBeVisible();
    expect(await axe(page)).toEqual([]);

    await page.getByLabel("Full name").fill("Erin Newcomer");
    await page.getByLabel("Gender").selectOption({ label: "Female" });
    await page.getByLabel("Phone").fill("98765");
    await expect(page.getByText(/Start with "\+" and the country code/)).toBeVisible();
    await page.getByLabel("Phone").fill("+44 7700 900123");
    await page.getByRole("combobox", { name: "Country" }).fill("United Kingdom");
    await page.getByRole("combobox", { name: "Country" }).press("Enter");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("You are at").selectOption({ label: "College" });
    await page.getByLabel("Institute name").fill("Example College of Engineering");
    await page.getByLabel("Degree or class").fill("B.E.");
    await page.getByLabel("Branch or stream").fill("Electronics");
    await page.getByLabel("Year of study").selectOption("3");
    await page.getByRole("button", { name: "Save profile" }).click();
    await toast(page, "Yay! Profile saved. Add your coding handles, or finish.");
    await page.getByLabel("Codeforces").fill("erin_n");
    await page.getByRole("button", { name: "Save and finish" }).click();

    await expect(page).toHaveURL(`${site.url}/dashboard`);
    const profile = page.getByRole("region", { name: "Profile" });
    await expect(profile.getByText("Example College of Engineering")).toBeVisible();
    await expect(profile.getByText("+447700900123")).toBeVisible();
    await expect(page.getByRole("region", { name: "Your account" }).getByText("E-mail verified")).toBeVisible();
    await page.context().close();
  });
});
