import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { SourceMapConsumer } from "source-map-js";
import { COMPILE_HINT, COMPILE_HINT_MIN_BYTES } from "../../config/compileHints";
import { teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { expect, test, type BrowserContext, type Page } from "./support/fixtures";
import { readyParticipant, uniqueEmail } from "./support/stack";

const [teamEvent] = teamEvents(1);

test.describe.configure({ timeout: 180_000 });
const DIST = path.resolve(process.env.E2E_DIST_DIR ?? "dist");

interface Violations {
  reported: string[];
  console: string[];
}

/** Records every CSP violation in the context's pages: the DOM event (from their first moment) and console errors. */
async function watchViolations(context: BrowserContext, page: Page): Promise<() => Promise<Violations>> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __cspViolations: seen });
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${location.pathname}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return async () => ({
    reported: await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
    console: [...consoleErrors],
  });
}

/** Opens a path, waits until the app shows its heading and the network is quiet, and returns the page's policy. */
async function visit(page: Page, pathname: string): Promise<string> {
  await page.goto(pathname);
  await expect(page.locator("h1").first()).toBeVisible();
  await appTookOver(page);
  await page.waitForLoadState("networkidle");
  return (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content")) ?? "";
}

const expectStrictPolicy = (policy: string) => {
  expect(policy).toMatch(/script-src 'self'[^;]* 'sha256-/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
};

test.describe("the Content-Security-Policy of the built site", () => {
  test("blocks an inline script that is not the page's own, and reports it", async ({ context, page }) => {
    const violations = await watchViolations(context, page);
    await visit(page, "/events");
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(async () => (await violations()).reported)
      .toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
  });

  test("lets every public page and a sign-in through the login page load without a violation", async ({
    context,
    page,
  }) => {
    const violations = await watchViolations(context, page);
    for (const pathname of [
      "/",
      "/events",
      `/events/${teamEvent}`,
      `/events/${teamEvent}/results`,
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
    await page.waitForURL("**/dashboard");
    for (const pathname of ["/dashboard", "/dashboard/events", "/profile/edit", "/password/change", "/referral"]) {
      expectStrictPolicy(await visit(page, pathname));
    }
    expect(await violations()).toEqual({ reported: [], console: [] });
  });

  test("lets every view of the organisers' console load without a violation", async ({ context, page, organiser }) => {
    const violations = await watchViolations(context, page);
    await context.addInitScript((token) => window.localStorage.setItem("auth-token", token), organiser.token);
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
      expectStrictPolicy(await visit(page, `/admin${view}`));
    }
    expect(await violations()).toEqual({ reported: [], console: [] });
  });
});

test.describe("the production build's source maps", () => {
  test("are written beside the scripts but named in none of them, nor in the service worker's precache", async () => {
    const inJs = await readdir(path.join(DIST, "js"));
    const scripts = inJs.filter((file) => file.endsWith(".js"));
    const topLevel = (await readdir(DIST)).filter((file) => file.endsWith(".js"));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts) expect(inJs).toContain(`${file}.map`);
    for (const file of [...scripts.map((name) => path.join("js", name)), ...topLevel]) {
      const text = await readFile(path.join(DIST, file), "utf8");
      expect({ file, named: text.includes("sourceMappingURL=") }).toEqual({ file, named: false });
    }
    expect(await readFile(path.join(DIST, "sw.js"), "utf8")).not.toMatch(/\.map["']/);
  });
});

test.describe("the production build's scripts", () => {
  test("open with V8's compile hint when large, and their maps still point into the sources", async () => {
    const inJs = (await readdir(path.join(DIST, "js"))).filter((file) => file.endsWith(".js"));
    const hinted = [];
    for (const file of inJs) {
      const text = await readFile(path.join(DIST, "js", file), "utf8");
      const opens = text.startsWith(COMPILE_HINT);
      const large = Buffer.byteLength(text) - (opens ? COMPILE_HINT.length : 0) >= COMPILE_HINT_MIN_BYTES;
      expect({ file, opens }).toEqual({ file, opens: large });
      if (opens) hinted.push(file);
    }
    // The entry's script and the vendors' chunk it runs with, at least.
    expect(hinted.length).toBeGreaterThanOrEqual(2);
    // A message of src/main.tsx found in the entry's script and mapped back: the hint's line is accounted for.
    const message = "The pre-rendered page differed from the app:";
    const entry = inJs.find((file) => file.startsWith("main."));
    const lines = (await readFile(path.join(DIST, "js", entry as string), "utf8")).split("\n");
    const line = lines.findIndex((text) => text.includes(message));
    const map = new SourceMapConsumer(JSON.parse(await readFile(path.join(DIST, "js", `${entry}.map`), "utf8")));
    const original = map.originalPositionFor({ line: line + 1, column: lines[line].indexOf(message) - 1 });
    const source = (await readFile("src/main.tsx", "utf8")).split("\n");
    expect({ source: original.source?.replace(/^webpack:\/\/[^/]*\//, ""), line: original.line }).toEqual({
      source: "src/main.tsx",
      line: source.findIndex((text) => text.includes(message)) + 1,
    });
  });
});
