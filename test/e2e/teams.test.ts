import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "playwright-core";
import { siteInBrowser } from "./support/site";
import { completeProfile, createEmulatorUser, readyParticipant, registerWithApi, uniqueEmail } from "./support/stack";

jest.setTimeout(120_000);

const env = siteInBrowser();

/** A participant with a named, complete profile and a verified e-mail, signed in to the API. */
async function participant(name: string) {
  const me = await readyParticipant(uniqueEmail(name.split(" ")[0].toLowerCase()));
  await completeProfile(me.token, { name });
  return { ...me, name };
}

/** A browser tab holding the participant's API session, as the login page leaves it. */
async function signedInPage(token: string, path: string, width = 1440): Promise<Page> {
  const context = await env.browser.newContext({ viewport: { width, height: 900 } });
  await context.addInitScript((value) => window.localStorage.setItem("auth-token", value), token);
  const page = await context.newPage();
  await page.goto(env.site.url + path);
  return page;
}

const eventCard = (page: Page, title: string): Locator => page.getByRole("article", { name: title });
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
  ).toEqual([]);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).waitFor();

async function joinWithLink(page: Page, code: string) {
  await page.goto(`${env.site.url}/dashboard/events?join=${code}`);
  await page.getByLabel("Access code").waitFor();
  expect(await page.getByLabel("Access code").inputValue()).toBe(code);
  await page.getByRole("button", { name: "Join team" }).click();
}

describe("teams against the real API and Auth emulator", () => {
  it("forms a team of two by access code, refuses a third, removes, rejoins and leaves", async () => {
    const [alice, bob, carol] = await Promise.all([
      participant("Alice Creator"),
      participant("Bob Member"),
      participant("Carol Third"),
    ]);
    const teamName = `Flag Hunters ${alice.userId}`;

    const alicePage = await signedInPage(alice.token, "/dashboard/events");
    const aliceCtf = eventCard(alicePage, "Capture The Flag");
    await aliceCtf.getByLabel("Team name").fill(teamName);
    await aliceCtf.getByRole("button", { name: "Create team" }).click();
    await toast(
      alicePage,
      `Yay! Team "${teamName}" created for Capture The Flag. Share its access code with your teammate.`,
    );
    await aliceCtf.getByText("Missing 1 member").waitFor();
    const code = (await aliceCtf.locator("code").textContent())?.trim() ?? "";
    expect(code.length).toBeGreaterThanOrEqual(7);

    const bobPage = await signedInPage(bob.token, "/dashboard/events");
    await joinWithLink(bobPage, code);
    await toast(bobPage, `Yay! You joined "${teamName}" for Capture The Flag.`);
    const bobCtf = eventCard(bobPage, "Capture The Flag");
    await bobCtf.getByText("Team complete").waitFor();
    expect(await bobCtf.locator("code").count()).toBe(0);

    const carolPage = await signedInPage(carol.token, "/dashboard/events");
    await joinWithLink(carolPage, code);
    await toast(carolPage, "Oops... Maximum Size of Team Reached");
    await carolPage.context().close();

    await alicePage.reload();
    await aliceCtf.getByText("Team complete").waitFor();
    await aliceCtf.getByRole("button", { name: "Remove Bob Member" }).click();
    const removal = alicePage.getByRole("dialog", { name: `Remove Bob Member from "${teamName}"?` });
    await removal.getByRole("button", { name: "Remove" }).click();
    await toast(alicePage, `Yay! Bob Member was removed from "${teamName}".`);
    await aliceCtf.getByText("Missing 1 member").waitFor();
    // Removing a member renews the team's access code (docs/API.md): the removed member needs the new one.
    await alicePage.reload();
    await aliceCtf.getByText("Missing 1 member").waitFor();
    const renewed = (await aliceCtf.locator("code").textContent())?.trim() ?? "";
    expect(renewed).not.toBe(code);

    await bobPage.reload();
    await bobCtf.getByLabel("Team name").waitFor();
    await joinWithLink(bobPage, renewed);
    await toast(bobPage, `Yay! You joined "${teamName}" for Capture The Flag.`);
    await bobCtf.getByRole("button", { name: "Leave team" }).click();
    const dialog = bobPage.getByRole("dialog", { name: `Leave "${teamName}"?` });
    await dialog.getByRole("button", { name: "Leave team" }).click();
    await toast(bobPage, `Yay! You left "${teamName}".`);
    await bobCtf.getByLabel("Team name").waitFor();

    await alicePage.reload();
    await aliceCtf.getByText("Missing 1 member").waitFor();
    await Promise.all([alicePage.context().close(), bobPage.context().close()]);
  });

  it("registers for an individual event in one action", async () => {
    const dana = await participant("Dana Solo");
    const page = await signedInPage(dana.token, "/dashboard/events");
    const mathmania = eventCard(page, "MathMania");
    await mathmania.getByRole("button", { name: "Register for MathMania" }).click();
    await toast(page, "Yay! You are registered for MathMania.");
    await mathmania.getByText("You are registered.").waitFor();
    // The toast's own colours belong to the app's toast provider; this checks the page behind it.
    await page.getByRole("button", { name: "Close notification" }).click();
    await page.getByText("Yay! You are registered for MathMania.").waitFor({ state: "hidden" });
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Overview" }).click();
    const teams = page.getByRole("region", { name: "Your teams" });
    await teams.getByText("MathMania").waitFor();
    await teams.getByText("Registered individually").waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  it("sends a new participant to complete the profile, then shows it on the dashboard", async () => {
    const account = await createEmulatorUser(uniqueEmail("erin"), "correct-horse-7", { verified: true });
    const session = await registerWithApi(account, { firstName: "Erin", lastName: "Newcomer" });
    const page = await signedInPage(session.token, "/dashboard");
    await page.waitForURL(/\/profile\/edit\?next=%2Fdashboard$/);
    await page.getByText(/Complete your profile to register for events/).waitFor();
    await expectNoAxeViolations(page);

    await page.getByLabel("Full name").fill("Erin Newcomer");
    await page.getByLabel("Gender").selectOption({ label: "Female" });
    await page.getByLabel("Phone").fill("98765");
    await page.getByText(/Start with "\+" and the country code/).waitFor();
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

    await page.waitForURL(`${env.site.url}/dashboard`);
    const profile = page.getByRole("region", { name: "Profile" });
    await profile.getByText("Example College of Engineering").waitFor();
    await profile.getByText("+447700900123").waitFor();
    await page.getByRole("region", { name: "Your account" }).getByText("E-mail verified").waitFor();
    await page.context().close();
  });
});
