import { GAPI_SCRIPT_URL, GAPI_STAND_IN } from "./authGapiStandIn";
import { expect, test, type Page } from "./support/fixtures";
import { E2E_AUTH_EMULATOR_HOST, readyParticipant, uniqueEmail } from "./support/stack";

const EMULATOR = `http://${E2E_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-codefest`;

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ context }) => {
  await context.route(GAPI_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
});

/** The e-mail the emulator "sent" of a kind to an address (its out-of-band codes API). */
async function emailedLink(email: string, requestType: "EMAIL_SIGNIN" | "VERIFY_EMAIL"): Promise<string | undefined> {
  const { oobCodes = [] } = (await (await fetch(`${EMULATOR}/oobCodes`)).json()) as {
    oobCodes?: Array<{ email: string; requestType: string; oobLink: string }>;
  };
  return oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1)?.oobLink;
}

async function smsCode(phoneNumber: string): Promise<string | undefined> {
  const { verificationCodes = [] } = (await (await fetch(`${EMULATOR}/verificationCodes`)).json()) as {
    verificationCodes?: Array<{ phoneNumber: string; code: string }>;
  };
  return verificationCodes.filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code;
}

async function finishRegistration(page: Page, fullName?: string) {
  const name = page.getByLabel(/^Full name/);
  await expect(name).toBeVisible();
  if (fullName) await name.fill(fullName);
  await page.getByRole("button", { name: "Create my account" }).click();
}

const authToken = (page: Page) => page.evaluate(() => localStorage.getItem("auth-token"));

test.describe("signing in against the Auth emulator and the API server", () => {
  test("signs up with e-mail and password, sends the verification e-mail and lands on /profile/edit", async ({
    page,
    site,
  }) => {
    const email = uniqueEmail("signup");
    await page.goto("/login");
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Password/).fill("correct-horse-7");
    await page.getByRole("button", { name: "Create account" }).click();
    await finishRegistration(page, "Sign Up Person");

    await expect(page).toHaveURL(`${site.url}/profile/edit`);
    expect(await authToken(page)).toMatch(/.+/);
    expect(await emailedLink(email, "VERIFY_EMAIL")).toBeDefined();
  });

  test("signs in an existing participant and lands on the redirect target", async ({ page, site }) => {
    const me = await readyParticipant();
    await page.goto("/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DAB12CD3");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill(me.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page).toHaveURL(`${site.url}/dashboard/events?join=AB12CD3`);
    // Each sign-in gets a token of its own (docs/API.md "Sessions").
    expect(await authToken(page)).toMatch(/^\S+$/);
  });

  test("shows a readable toast for a wrong password and keeps the form filled", async ({ page }) => {
    const me = await readyParticipant();
    await page.goto("/login");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByText("Oops... Wrong e-mail or password.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^E-mail/ })).toHaveValue(me.email);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login");
  });

  test("completes an e-mail link sign-in with the link the emulator sent", async ({ page, site }) => {
    const me = await readyParticipant();
    await page.goto("/login?redirect=%2Fdashboard");
    await page.getByRole("tab", { name: "E-mail link" }).click();
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await expect(page.getByText(`Link sent to ${me.email}`)).toBeVisible();

    const link = await emailedLink(me.email, "EMAIL_SIGNIN");
    expect(link).toBeDefined();
    await page.goto(link as string);
    await expect(page).toHaveURL(`${site.url}/dashboard`);
    // Each sign-in gets a token of its own (docs/API.md "Sessions").
    expect(await authToken(page)).toMatch(/^\S+$/);
  });

  test("completes a phone sign-in with the code the emulator sent, then registers the new account", async ({
    page,
    site,
  }) => {
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    await page.goto("/login");
    await page.getByRole("tab", { name: "Phone" }).click();
    await page.getByRole("textbox", { name: /^Phone number/ }).fill(phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("textbox", { name: /^Code from the SMS/ })).toBeVisible();

    const code = await smsCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole("textbox", { name: /^Code from the SMS/ }).fill(code as string);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await finishRegistration(page, "Phone Person");
    await expect(page).toHaveURL(`${site.url}/profile/edit`);
  });

  test("signs in with Google through the emulator's provider page in a popup, with the name prefilled", async ({
    page,
    site,
  }) => {
    await page.goto("/login?redirect=%2Fdashboard%2Fevents");
    const [popup] = await Promise.all([
      page.waitForEvent("popup"),
      page.getByRole("button", { name: "Continue with Google" }).click(),
    ]);
    await popup.getByText("Add new account").click();
    await popup.locator("#email-input").fill(uniqueEmail("google"));
    await popup.locator("#display-name-input").fill("Grace Brewster Hopper");
    await popup.locator("#sign-in").click();

    await expect(page.getByLabel(/^Full name/)).toHaveValue("Grace Brewster Hopper");
    await finishRegistration(page);
    await expect(page).toHaveURL(`${site.url}/profile/edit?next=%2Fdashboard%2Fevents`);
  });

  test("logs out: the token, the provider session and the participant's data are gone", async ({ page, site }) => {
    const me = await readyParticipant();
    await page.goto("/login");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill(me.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${site.url}/dashboard`);
    await expect(page.getByText("Test Participant").first()).toBeVisible();

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${site.url}/`);
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("firebase:authUser:"))))
      .toEqual([]);
    expect(await authToken(page)).toBeNull();
    expect(await page.getByText("Test Participant").count()).toBe(0);

    // Back to the dashboard inside the app (no reload): the guard sends a logged-out user home, showing nothing old.
    await page.evaluate(() => {
      history.pushState(null, "", "/dashboard");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe("/");
    expect(await page.getByText("Test Participant").count()).toBe(0);
    expect(await page.getByRole("banner").getByRole("link", { name: "Login" }).count()).toBe(1);
  });

  for (const theme of ["light", "dark"]) {
    test(`shows /login and /password/reset without accessibility violations (${theme} theme)`, async ({
      context,
      page,
      axe,
    }) => {
      await context.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      for (const route of ["/login", "/password/reset"]) {
        await page.goto(route);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        expect(await axe(page)).toEqual([]);
      }
    });
  }
});
