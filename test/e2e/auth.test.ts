import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { GAPI_SCRIPT_URL, GAPI_STAND_IN } from "./authGapiStandIn";
import { launchBrowser } from "./support/browser";
import { E2E_AUTH_EMULATOR_HOST, readyParticipant, uniqueEmail } from "./support/stack";
import { serveStatic, type StaticServer } from "./support/staticServer";

jest.setTimeout(90_000);

const EMULATOR = `http://${E2E_AUTH_EMULATOR_HOST}/emulator/v1/projects/demo-codefest`;
const WAIT = { timeout: 30_000 };

let browser: Browser;
let site: StaticServer;
let context: BrowserContext;
let build: string;

beforeAll(async () => {
  // A private copy of the build: another run's `npm run build` may replace dist/ (and its chunk names) meanwhile.
  build = mkdtempSync(path.join(tmpdir(), "codefest-auth-e2e-"));
  cpSync(path.resolve("dist"), build, { recursive: true });
  [browser, site] = await Promise.all([launchBrowser(), serveStatic(build)]);
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
  rmSync(build, { recursive: true, force: true });
});

beforeEach(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.route(GAPI_SCRIPT_URL, (route) =>
    route.fulfill({ contentType: "text/javascript", body: GAPI_STAND_IN }),
  );
});

afterEach(async () => {
  await context?.close();
});

async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + path);
  return page;
}

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
  await name.waitFor(WAIT);
  if (fullName) await name.fill(fullName);
  await page.getByRole("button", { name: "Create my account" }).click();
}

const currentPath = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

describe("signing in against the Auth emulator and the API server", () => {
  it("signs up with e-mail and password, sends the verification e-mail and lands on /profile/edit", async () => {
    const email = uniqueEmail("signup");
    const page = await open("/login");
    await page.getByRole("button", { name: "Create an account" }).click();
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(email);
    await page.getByLabel(/^Password/).fill("correct-horse-7");
    await page.getByRole("button", { name: "Create account" }).click();
    await finishRegistration(page, "Sign Up Person");

    await page.waitForURL(`${site.url}/profile/edit`, WAIT);
    expect(await page.evaluate(() => localStorage.getItem("auth-token"))).toMatch(/.+/);
    expect(await emailedLink(email, "VERIFY_EMAIL")).toBeDefined();
  });

  it("signs in an existing participant and lands on the redirect target", async () => {
    const me = await readyParticipant();
    const page = await open("/login?redirect=%2Fdashboard%2Fevents%3Fjoin%3DAB12CD3");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill(me.password);
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.waitForURL(`${site.url}/dashboard/events?join=AB12CD3`, WAIT);
    // Each sign-in gets a token of its own (docs/API.md "Sessions").
    expect(await page.evaluate(() => localStorage.getItem("auth-token"))).toMatch(/^\S+$/);
  });

  it("shows a readable toast for a wrong password and keeps the form filled", async () => {
    const me = await readyParticipant();
    const page = await open("/login");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await page.getByText("Oops... Wrong e-mail or password.").waitFor(WAIT);
    expect(await page.getByRole("textbox", { name: /^E-mail/ }).inputValue()).toBe(me.email);
    expect(currentPath(page)).toBe("/login");
  });

  it("completes an e-mail link sign-in with the link the emulator sent", async () => {
    const me = await readyParticipant();
    const page = await open("/login?redirect=%2Fdashboard");
    await page.getByRole("tab", { name: "E-mail link" }).click();
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByRole("button", { name: "Send sign-in link" }).click();
    await page.getByText(`Link sent to ${me.email}`).waitFor(WAIT);

    const link = await emailedLink(me.email, "EMAIL_SIGNIN");
    expect(link).toBeDefined();
    await page.goto(link as string);
    await page.waitForURL(`${site.url}/dashboard`, WAIT);
    // Each sign-in gets a token of its own (docs/API.md "Sessions").
    expect(await page.evaluate(() => localStorage.getItem("auth-token"))).toMatch(/^\S+$/);
  });

  it("completes a phone sign-in with the code the emulator sent, then registers the new account", async () => {
    const phone = `+9198${String(Date.now()).slice(-8)}`;
    const page = await open("/login");
    await page.getByRole("tab", { name: "Phone" }).click();
    await page.getByRole("textbox", { name: /^Phone number/ }).fill(phone);
    await page.getByRole("button", { name: "Send code" }).click();
    await page.getByRole("textbox", { name: /^Code from the SMS/ }).waitFor(WAIT);

    const code = await smsCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    await page.getByRole("textbox", { name: /^Code from the SMS/ }).fill(code as string);
    await page.getByRole("button", { name: "Verify and sign in" }).click();
    await finishRegistration(page, "Phone Person");
    await page.waitForURL(`${site.url}/profile/edit`, WAIT);
  });

  it("signs in with Google through the emulator's provider page in a popup, with the name prefilled", async () => {
    const page = await open("/login?redirect=%2Fdashboard%2Fevents");
    const [popup] = await Promise.all([
      page.waitForEvent("popup", WAIT),
      page.getByRole("button", { name: "Continue with Google" }).click(),
    ]);
    await popup.getByText("Add new account").click(WAIT);
    await popup.locator("#email-input").fill(uniqueEmail("google"));
    await popup.locator("#display-name-input").fill("Grace Brewster Hopper");
    await popup.locator("#sign-in").click();

    await page.getByLabel(/^Full name/).waitFor(WAIT);
    expect(await page.getByLabel(/^Full name/).inputValue()).toBe("Grace Brewster Hopper");
    await finishRegistration(page);
    await page.waitForURL(`${site.url}/profile/edit?next=%2Fdashboard%2Fevents`, WAIT);
  });

  it("logs out: the token, the provider session and the participant's data are gone", async () => {
    const me = await readyParticipant();
    const page = await open("/login");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill(me.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${site.url}/dashboard`, WAIT);
    await page.getByText("Test Participant").first().waitFor(WAIT);

    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.waitForURL(`${site.url}/`, WAIT);
    await page.waitForFunction(() => Object.keys(localStorage).every((key) => !key.startsWith("firebase:authUser:")));
    expect(await page.evaluate(() => localStorage.getItem("auth-token"))).toBeNull();
    expect(await page.getByText("Test Participant").count()).toBe(0);

    // Back to the dashboard inside the app (no reload): the guard sends a logged-out user home, showing nothing old.
    await page.evaluate(() => {
      history.pushState(null, "", "/dashboard");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await page.waitForFunction(() => location.pathname === "/", undefined, WAIT);
    expect(await page.getByText("Test Participant").count()).toBe(0);
    expect(await page.getByRole("banner").getByRole("link", { name: "Login" }).count()).toBe(1);
  });

  it.each(["light", "dark"])(
    "shows /login and /password/reset without accessibility violations (%s theme)",
    async (theme) => {
      await context.addInitScript((chosen) => localStorage.setItem("theme", chosen), theme);
      for (const route of ["/login", "/password/reset"]) {
        const page = await open(route);
        await page.getByRole("heading", { level: 1 }).waitFor(WAIT);
        expect(await page.locator("html").getAttribute("data-theme")).toBe(theme);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((violation) => violation.id)).toEqual([]);
      }
    },
  );
});
