import { holdRequests } from "./support/browser";
import { expect, test } from "./support/fixtures";
import { completeProfile, E2E_API_BASE_URL } from "./support/stack";

test.use({ viewport: { width: 1280, height: 900 } });

test.describe("the profile's country, with the keyboard only", () => {
  test("is found by typing, picked with Enter, saved as its code and shown by name", async ({
    page,
    signedIn,
    axe,
  }) => {
    await completeProfile(signedIn.token, { name: "Kiran Keys", country: "IN" });
    // The list's code is fetched when the participant reaches for the field, not with the page.
    const listCode: string[] = [];
    page.on("request", (request) => {
      if (/\/country-picker\.[^/]*\.js$/.test(request.url())) listCode.push(request.url());
    });
    await page.goto("/profile/edit");
    const country = page.getByRole("combobox", { name: /Country/ });
    await expect(country).toHaveValue("India");
    await expect(page.getByRole("button", { name: "Next" })).toBeEnabled();
    expect(listCode).toEqual([]);

    await country.focus();
    await expect.poll(() => listCode.length).toBe(1);
    await page.keyboard.press("Control+A");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("germ");
    await expect(page.getByRole("option", { name: "Germany" })).toBeVisible();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Enter");
    await expect(country).toHaveValue("Germany");

    // On to the next step and the save, still from the keyboard.
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("form", { name: "Academic details" })).toBeVisible();
    await page.getByRole("button", { name: "Save profile" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Yay! Profile saved. Add your coding handles, or finish.")).toBeVisible();

    const saved = await fetch(`${E2E_API_BASE_URL}profile/`, { headers: { Authorization: `Token ${signedIn.token}` } });
    expect(((await saved.json()) as { country: string }).country).toBe("DE");

    await page.goto("/dashboard");
    await expect(page.getByRole("region", { name: "Profile" }).getByText("Germany")).toBeVisible();
  });
});

test.describe("the profile's country before its list's code has come", () => {
  test("keeps what is typed, then hands it to the list with the focus and the caret", async ({ page, signedIn }) => {
    await completeProfile(signedIn.token, { name: "Kiran Keys", country: "IN" });
    const release = await holdRequests(page.context(), /\/country-picker\.[^/]*\.js$/);
    await page.goto("/profile/edit");
    const country = page.getByRole("combobox", { name: /Country/ });
    await expect(country).toHaveValue("India");

    await country.focus();
    await page.keyboard.press("Control+A");
    await page.keyboard.type("germ");
    await expect(country).toHaveValue("germ");
    expect(await page.getByRole("listbox").count()).toBe(0);

    release();
    await expect(page.getByRole("option", { name: "Germany" })).toBeVisible();
    await expect(country).toBeFocused();
    await expect(country).toHaveValue("germ");
    // The caret is where it was: what is typed next follows the text.
    await page.keyboard.type("an");
    await expect(country).toHaveValue("german");
    await page.keyboard.press("Enter");
    await expect(country).toHaveValue("Germany");
  });
});
