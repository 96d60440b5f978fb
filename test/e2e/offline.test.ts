import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { teamDetailsOf } from "../../contract/teams";
import { startStaticServer, type StaticServer } from "../../scripts/lighthouse-server.mjs";
import { serverEvents } from "../msw/fixtures";
import { certificate } from "../msw/handlers/certificates";
import { completeProfile } from "../msw/handlers/dashboard";
import { ambassadorRows, leaderboardRows } from "../msw/handlers/public";
import { seededName, teamEvents } from "../support/seedEvents";
import { expect, test, type BrowserContext, type Page } from "./support/fixtures";

const [teamEvent] = teamEvents(1);

const LIVE_STATUS_MISSING = "Registration status unavailable right now";
const OFFLINE_TEXT = "You are offline.";

// Its own host: the test switches its root to a second build (a new deploy on the same origin).
let site: StaticServer;
let backend: Server;
let backendUrl: string;
const beaconPaths: string[] = [];
const builds = { a: "", b: "" };
// The two builds share webpack's file cache: the second (only APP_VERSION differs) reuses the first's modules and
// minified chunks, and takes a fraction of its time. Its output is the same as a build without the cache.
let webpackCache = "";

const TOKEN = "floor-session-token";
const TEAM = "Floor Walkers";
const CERTIFICATE = `${seededName(teamEvent)}: Certificate of participation`;
const COPY_NOTICE = /You are offline: showing your data from .+\. Changes need the network\./;

/** What the session holding TOKEN reads: its profile, one team in CTF, a certificate, no announcements. */
function signedInBodies(): Record<string, unknown> {
  const profile = completeProfile();
  const events = serverEvents().map((event) =>
    event.slug === teamEvent
      ? {
          ...event,
          team: {
            id: 100,
            name: TEAM,
            event: event.id,
            is_active: true,
            access_code: "FLOOR100",
            members: [{ id: profile.id, name: profile.name }],
            creator: true,
            ...teamDetailsOf({}),
          },
        }
      : event,
  );
  return {
    "/api/profile/": profile,
    "/api/events/": events,
    "/api/certificates/": [certificate()],
    "/api/announcements/": [],
  };
}

/** The API's reads (another origin, like production) and the image beacon, on one local server. */
function startBackend(): Promise<Server> {
  const publicBodies: Record<string, unknown> = {
    "/api/events/": serverEvents(),
    "/api/leaderboard/": leaderboardRows(),
    "/api/cas/": ambassadorRows(),
  };
  const tokenedBodies = signedInBodies();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept");
    if (url.pathname === "/beacon.gif") {
      beaconPaths.push(url.searchParams.get("path") ?? "");
      response.writeHead(204).end();
    } else if (request.method === "OPTIONS") {
      response.writeHead(204).end();
    } else if (request.headers.authorization === `Token ${TOKEN}` && url.pathname in tokenedBodies) {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(tokenedBodies[url.pathname]));
    } else if (url.pathname in publicBodies) {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(publicBodies[url.pathname]));
    } else {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

async function build(version: string): Promise<string> {
  const out = mkdtempSync(path.join(tmpdir(), `codefest-${version}-`));
  const args = [
    "webpack",
    "--mode",
    "production",
    "--config-name",
    "app",
    "--no-devtool",
    "--stats=errors-only",
    "--output-path",
    out,
    "--cache-type",
    "filesystem",
    "--cache-cache-directory",
    webpackCache,
  ];
  const env = { ...process.env, API_BASE_URL: `${backendUrl}/api/`, BEACON_URL: `${backendUrl}/beacon.gif` };
  try {
    await promisify(execFile)("npx", args, { env: { ...env, APP_VERSION: version }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`The ${version} build failed:\n${stdout}\n${stderr}`);
  }
  return out;
}

test.beforeAll(async () => {
  // Two production builds.
  test.setTimeout(600_000);
  backend = await startBackend();
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  webpackCache = mkdtempSync(path.join(tmpdir(), "codefest-offline-webpack-cache-"));
  builds.a = await build("offline-a");
  builds.b = await build("offline-b");
  site = await startStaticServer(builds.a);
});

test.afterAll(async () => {
  await site?.close();
  await new Promise((done) => backend?.close(done));
  for (const dir of [...Object.values(builds), webpackCache]) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function controlledPage(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + pathname);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return page;
}

const appVersion = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="app-version"]')?.getAttribute("content"));

test.describe("offline revisits and updates (production build with the service worker)", () => {
  test.use({ serviceWorkers: "allow" });

  test(`renders /, /events and /events/${teamEvent} from the service worker after going offline`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await controlledPage(context, "/");
    for (const pathname of ["/", "/events", `/events/${teamEvent}`]) {
      await page.goto(site.url + pathname);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    await context.setOffline(true);
    const pages = [
      { pathname: "/", heading: "Codefest '20" },
      { pathname: "/events", heading: "Events" },
      { pathname: `/events/${teamEvent}`, heading: seededName(teamEvent) },
    ];
    for (const { pathname, heading } of pages) {
      await page.goto(site.url + pathname);
      await page.reload();
      await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
      await expect(page.getByText(OFFLINE_TEXT)).toBeVisible();
    }
    // The events list came from the service worker's copy of the API's answer, not from nowhere.
    await page.goto(site.url + "/events");
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`${seededName(teamEvent)}`) }).first()).toBeVisible();
    expect(await page.getByText(LIVE_STATUS_MISSING).count()).toBe(0);
    await context.close();
  });

  test("a signed-in revisit of /dashboard offline shows the session's teams and certificates, from when; nothing after logout", async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await controlledPage(context, "/");
    await page.evaluate((token) => localStorage.setItem("auth-token", token), TOKEN);
    await page.goto(site.url + "/dashboard");
    const teams = page.getByRole("region", { name: "Your teams" });
    await expect(teams.getByText(TEAM)).toBeVisible();
    await expect(page.getByText(CERTIFICATE)).toBeVisible();
    await expect(page.getByText(COPY_NOTICE)).toHaveCount(0);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(teams.getByText(TEAM)).toBeVisible();
    await expect(page.getByText(CERTIFICATE)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Asha Verma" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: COPY_NOTICE })).toBeVisible();
    // The kept reads' sections load; the e-mail settings and sessions, which need the server, say they could not.
    await expect(page.getByText(/(profile|teams|certificates|announcements) could not be loaded/)).toHaveCount(0);

    // Logout, still offline: the device keeps nothing of the session; the same token stored again finds nothing.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(site.url + "/");
    // Forgotten once the session's end has run (its code comes from the service worker's cache, a task or more after
    // the logout's navigation): waited for, not read at once.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("kept-answers"))).toBeNull();
    await page.evaluate((token) => localStorage.setItem("auth-token", token), TOKEN);
    await page.goto(site.url + "/dashboard");
    await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
    await expect(page.getByText(/could not be loaded|Could not reach the server/).first()).toBeVisible();
    await expect(page.getByText(TEAM)).toHaveCount(0);
    await expect(page.getByText(COPY_NOTICE)).toHaveCount(0);
    await context.close();
  });

  test("sends one page view per navigation to the beacon, with the path", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    beaconPaths.length = 0;
    await page.goto(site.url + "/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    await nav.getByRole("link", { name: "Haxplore" }).click();
    await expect(page).toHaveURL(`${site.url}/haxplore`);
    await expect(page).toHaveTitle(/Haxplore/);
    await page.waitForTimeout(1000);
    expect(beaconPaths).toEqual(["/", "/events", "/haxplore"]);
    await context.close();
  });

  test("moves an open page to a new version with exactly one reload", async ({ browser }) => {
    const context = await browser.newContext();
    await context.addInitScript(() => {
      sessionStorage.setItem("loads", String(Number(sessionStorage.getItem("loads") ?? "0") + 1));
    });
    const page = await controlledPage(context, "/events");
    expect(await appVersion(page)).toBe("offline-a");

    site.setRoot(builds.b);
    const reloaded = page.waitForEvent("load");
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await reloaded;
    await expect(page.getByRole("heading", { name: "Events", level: 1 })).toBeVisible();
    expect(await appVersion(page)).toBe("offline-b");

    // Time enough for a second reload, were there a loop.
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => sessionStorage.getItem("loads"))).toBe("2");
    expect(await appVersion(page)).toBe("offline-b");
    await context.close();
  });
});
