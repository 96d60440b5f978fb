import { SCRIPTS_PER_TASK } from "../../src/lib/scriptLoads";
import { teamEvents } from "../support/seedEvents";
import { appTookOver } from "./support/browser";
import { expect, test, type Page } from "./support/fixtures";
import { routePublicApi } from "./support/publicFixtures";

const [teamEvent] = teamEvents(1);

/** The app's script files the page has requested so far, by chunk name ("main", "home", "app-theme", ...). */
function scriptsRequested(page: Page): string[] {
  const names: string[] = [];
  page.on("request", (request) => {
    const match = /\/js\/([\w-]+)\.[0-9a-f]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) names.push(match[1]);
  });
  return names;
}

test.use({ viewport: { width: 375, height: 812 }, serviceWorkers: "block" });

test.describe("a first visit on a phone", () => {
  test("gets the home page and the event list without MUI and its styles in the HTML; MUI's theme comes with the first page that uses it", async ({
    page,
  }) => {
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    const styleSheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") styleSheets.push(request.url());
    });
    await page.goto("/");
    await appTookOver(page);
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual(expect.arrayContaining(["main", "home"]));
    expect(scripts).not.toContain("app-theme");
    // The styles come in the HTML: the first paint waits for no other request.
    expect(styleSheets).toEqual([]);

    await page.getByRole("link", { name: "Explore events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts).toContain("events");
    expect(scripts).not.toContain("app-theme");

    await page.getByRole("contentinfo").getByRole("link", { name: "Haxplore" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Haxplore" })).toBeVisible();
    expect(scripts).toContain("app-theme");
  });

  test("has the tab's icon in the HTML as a small PNG: no request, no SVG document for the page to build", async ({
    page,
  }) => {
    await routePublicApi(page);
    await page.goto("/");
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href ?? "";
      const image = new Image();
      image.src = href;
      await image.decode();
      return { type: href.slice(0, href.indexOf(";")), width: image.naturalWidth, height: image.naturalHeight };
    });
    expect(icon).toEqual({ type: "data:image/png", width: 32, height: 32 });
  });

  test("lands on an event page without MUI", async ({ page }) => {
    await routePublicApi(page);
    const scripts = scriptsRequested(page);
    await page.goto(`/events/${teamEvent}`);
    await appTookOver(page);
    await expect(page.getByText("Registration open")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts).toEqual(expect.arrayContaining(["main", "event"]));
    expect(scripts).not.toContain("app-theme");
  });
});

test.describe("a signed-in first visit on a phone", () => {
  test("starts the dashboard's many scripts a few at a time, and the whole page comes up", async ({
    page,
    signedIn: _signedIn,
  }) => {
    await page.addInitScript(() => {
      // Each script appended to the page is counted with the run of code that appended it (a run ends at the next
      // microtask checkpoint): webpack's runtime appends one per chunk, as the code asks for it.
      const runs: number[] = [];
      let open = false;
      const append = Node.prototype.appendChild;
      Node.prototype.appendChild = function <T extends Node>(this: Node, child: T): T {
        if (child instanceof HTMLScriptElement && child.src) {
          if (!open) {
            open = true;
            runs.push(0);
            queueMicrotask(() => (open = false));
          }
          runs[runs.length - 1] += 1;
        }
        return append.call(this, child) as T;
      };
      Object.assign(window, { scriptRuns: runs });
    });
    await page.goto("/dashboard");
    await appTookOver(page);
    await expect(page.getByRole("region", { name: "Your account" }).getByRole("heading")).toHaveText(
      "Test Participant",
    );
    await expect(page.getByRole("region", { name: "Profile" }).getByText("India")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Your teams" }).getByText(/not registered for any event/),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Certificates" })).toBeVisible();
    await page.waitForLoadState("networkidle");

    const runs = await page.evaluate(() => (window as unknown as { scriptRuns: number[] }).scriptRuns);
    // The page needed more scripts than one task may start, and no run of code started more than that.
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(2 * SCRIPTS_PER_TASK);
    expect(Math.max(...runs)).toBeLessThanOrEqual(SCRIPTS_PER_TASK);
  });

  test("loads the browser's locale data on a thread of its own, which ends once it has", async ({
    page,
    signedIn: _signedIn,
  }) => {
    const warmUps: Array<{ url: string; closed: Promise<void> }> = [];
    page.on("worker", (worker) => {
      if (/\/js\/intl-warmup\.[0-9a-f]+\.js$/.test(worker.url()))
        warmUps.push({ url: worker.url(), closed: new Promise((resolve) => worker.once("close", () => resolve())) });
    });
    await page.goto("/dashboard");
    await appTookOver(page);
    await expect(page.getByRole("region", { name: "Profile" }).getByText("India")).toBeVisible();
    // One worker, loaded under the site's content security policy (worker-src 'self'), which closes itself.
    await expect.poll(() => warmUps.length).toBe(1);
    await warmUps[0].closed;
  });
  test("fetches MUI's ripple with the first press, not with the page, and the press still ripples", async ({
    page,
    signedIn: _signedIn,
  }) => {
    const scripts = scriptsRequested(page);
    await page.goto("/dashboard");
    await appTookOver(page);
    await expect(page.getByRole("region", { name: "Profile" }).getByText("India")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(scripts).not.toContain("touch-ripple");

    const button = page.locator(".MuiButtonBase-root:visible").first();
    const box = await button.boundingBox();
    if (!box) throw new Error("no button on the dashboard");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(button.locator(".MuiTouchRipple-ripple")).toHaveCount(1);
    expect(scripts).toContain("touch-ripple");
    // Let go elsewhere: the press is not a click.
    await page.mouse.move(1, 1);
    await page.mouse.up();
  });
});
