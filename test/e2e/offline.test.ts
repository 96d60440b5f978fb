import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startStaticServer, type StaticServer } from "../../scripts/lighthouse-server.mjs";
import { serverEvents } from "../msw/fixtures";
import { ambassadorRows, leaderboardRows } from "../msw/handlers/public";
import { expect, test, type BrowserContext, type Page } from "./support/fixtures";

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

/** The API's public reads (another origin, like production) and the image beacon, on one local server. */
function startBackend(): Promise<Server> {
  const bodies: Record<string, unknown> = {
    "/api/events/": serverEvents(),
    "/api/leaderboard/": leaderboardRows(),
    "/api/cas/": ambassadorRows(),
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    response.setHeader("Access-Control-Allow-Origin", "*");
    response.setHeader("Access-Control-Allow-Headers", "Authorization, Content-Type, Accept");
    if (url.pathname === "/beacon.gif") {
      beaconPaths.push(url.searchParams.get("path") ?? "");
      response.writeHead(204).end();
    } else if (request.method === "OPTIONS") {
      response.writeHead(204).end();
    } else if (url.pathname in bodies) {
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify(bodies[url.pathname]));
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
  test("renders /, /events and /events/ctf from the service worker after going offline", async ({ browser }) => {
    const context = await browser.newContext();
    const page = await controlledPage(context, "/");
    for (const pathname of ["/", "/events", "/events/ctf"]) {
      await page.goto(site.url + pathname);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }

    await context.setOffline(true);
    const pages = [
      { pathname: "/", heading: "Codefest '20" },
      { pathname: "/events", heading: "Events" },
      { pathname: "/events/ctf", heading: "Capture The Flag" },
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
    await expect(page.getByRole("link", { name: /Capture The Flag/ }).first()).toBeVisible();
    expect(await page.getByText(LIVE_STATUS_MISSING).count()).toBe(0);
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
