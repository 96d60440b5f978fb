import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { appTookOver } from "./support/browser";
import { siteInBrowser } from "./support/site";
import { organiserSession, readyParticipant, uniqueEmail } from "./support/stack";

jest.setTimeout(180_000);

const env = siteInBrowser();
const WAIT = { timeout: 30_000 };
const DIST = path.resolve(process.env.E2E_DIST_DIR ?? "dist");

interface Violations {
  reported: string[];
  console: string[];
}

/** A tab that records every CSP violation: the DOM event (from its first moment) and Chromium's console errors. */
async function watchedTab(context: BrowserContext): Promise<{ page: Page; violations: () => Promise<Violations> }> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`),
    );
  });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  const violations = async () => ({
    reported: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    console: [...consoleErrors],
  });
  return { page, violations };
}

/** Opens a path, waits until the app shows its heading and the network is quiet, and returns the page's policy. */
async function visit(page: Page, pathname: string): Promise<string> {
  await page.goto(env.site.url + pathname);
  await page.locator("h1").first().waitFor(WAIT);
  await appTookOver(page);
  await page.waitForLoadState("networkidle");
  return (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) ?? "";
}

const expectStrictPolicy = (policy: string) => {
  expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
};

describe("the Content-Security-Policy of the built site", () => {
  it("blocks an inline script that is not the page's own, and reports it", async () => {
    const context = await env.browser.newContext();
    const { page, violations } = await watchedTab(context);
    await visit(page, "/events");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await page.waitForFunction(() => (window as unknown as { __cspViolations: string[] }).__cspViolations.length > 0);
    expect((await violations()).reported).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await context.close();
  });

  it("lets every route of the app load and work without a single violation", async () => {
    const visitor = await env.browser.newContext();
    const { page, violations } = await watchedTab(visitor);
    for (const pathname of [
      "/",
      "/events",
      "/events/ctf",
      "/events/ctf/results",
      "/team",
      "/ca",
      "/haxplore",
      "/password/reset",
      "/certificates/MadeUpCertificate0000001",
      "/no-such-page",
    ]) {
      expectStrictPolicy(await visit(page, pathname));
    }

    // Signing in through the login page: the Firebase SDK, the Auth emulator and the API under the policy.
    const me = await readyParticipant(uniqueEmail("csp"));
    await visit(page, "/login");
    await page.getByRole("textbox", { name: /^E-mail/ }).fill(me.email);
    await page.getByLabel(/^Password/).fill(me.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${env.site.url}/dashboard`, WAIT);
    for (const pathname of ["/dashboard", "/dashboard/events", "/profile/edit", "/password/change", "/referral"]) {
      expectStrictPolicy(await visit(page, pathname));
    }
    expect(await violations()).toEqual({ reported: [], console: [] });
    await visitor.close();

    const organiser = await env.browser.newContext();
    const { page: console_, violations: organiserViolations } = await watchedTab(organiser);
    const { token } = await organiserSession();
    await console_.goto(env.site.url + "/");
    await console_.evaluate((value) => localStorage.setItem("auth-token", value), token);
    for (const view of [
      "",
      "/events",
      "/teams",
      "/participants",
      "/ambassadors",
      "/results",
      "/certificates",
      "/audit",
    ]) {
      const pathname = `/admin${view}`;
      expectStrictPolicy(await visit(console_, pathname));
    }
    expect(await organiserViolations()).toEqual({ reported: [], console: [] });
    await organiser.close();
  });
});

describe("the production build's source maps", () => {
  it("are written beside the scripts but named in none of them, nor in the service worker's precache", async () => {
    const scripts = (await readdir(path.join(DIST, "js"))).filter((file) => file.endsWith(".js"));
    const topLevel = (await readdir(DIST)).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) expect((await readdir(path.join(DIST, "js"))).includes(`${file}.map`)).toBe(true);
    for (const file of [...scripts.map((name) => path.join("js", name)), ...topLevel]) {
      expect({ file, named: (await readFile(path.join(DIST, file), "utf8")).includes("sourceMappingURL=") }).toEqual({
        file,
        named: false,
      });
    }
    expect(await readFile(path.join(DIST, "sw.js"), "utf8")).not.toMatch(/\.map["']/);
  });
});
