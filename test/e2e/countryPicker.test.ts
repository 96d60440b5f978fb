import AxeBuilder from "@axe-core/playwright";
import { siteInBrowser } from "./support/site";
import { completeProfile, E2E_API_BASE_URL, readyParticipant, uniqueEmail } from "./support/stack";

jest.setTimeout(120_000);

const env = siteInBrowser();

describe("the profile's country, with the keyboard only", () => {
  it("is found by typing, picked with Enter, saved as its code and shown by name", async () => {
    const me = await readyParticipant(uniqueEmail("keyboard"));
    await completeProfile(me.token, { name: "Kiran Keys", country: "IN" });
    const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript((value) => window.localStorage.setItem("auth-token", value), me.token);
    const page = await context.newPage();
    await page.goto(`${env.site.url}/profile/edit`);
    const country = page.getByRole("combobox", { name: /Country/ });
    await country.waitFor();
    expect(await country.inputValue()).toBe("India");

    await country.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("germ");
    await page.getByRole("option", { name: "Germany" }).waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press("Enter");
    expect(await country.inputValue()).toBe("Germany");

    // On to the next step and the save, still from the keyboard.
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await page.getByRole("form", { name: "Academic details" }).waitFor();
    await page.getByRole("button", { name: "Save profile" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("Yay! Profile saved. Add your coding handles, or finish.").waitFor();

    const saved = await fetch(`${E2E_API_BASE_URL}profile/`, { headers: { Authorization: `Token ${me.token}` } });
    expect(((await saved.json()) as { country: string }).country).toBe("DE");

    await page.goto(`${env.site.url}/dashboard`);
    const facts = page.getByRole("region", { name: "Profile" });
    await facts.getByText("Germany").waitFor();
    await context.close();
  });
});
