import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { startStaticServer, type StaticServer } from "../../scripts/lighthouse-server.mjs";
import { serverEvents } from "../msw/fixtures";
import { ambassadorRows, leaderboardRows } from "../msw/handlers/public";
import { launchBrowser } from "./support/browser";

jest.setTimeout(120_000);

const LIVE_STATUS_MISSING = "Registration status unavailable right now";
const OFFLINE_TEXT = "You are offline.";

let browser: Browser;
let site: StaticServer;
let backend: Server;
let backendUrl: string;
const beaconPaths: string[] = [];
const builds = { a: "", b: "" };

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
  const args = ["webpack", "--mode", "production", "--no-devtool", "--stats=errors-only", "--output-path", out];
  const env = { ...process.env, API_BASE_URL: `${backendUrl}/api/`, BEACON_URL: `${backendUrl}/beacon.gif` };
  try {
    await promisify(execFile)("npx", args, { env: { ...env, APP_VERSION: version }, maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stdout = "", stderr = "" } = error as { stdout?: string; stderr?: string };
    throw new Error(`The ${version} build failed:\n${stdout}\n${stderr}`);
  }
  return out;
}

beforeAll(async () => {
  backend = await startBackend();
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  builds.a = await build("offline-a");
  builds.b = await build("offline-b");
  [browser, site] = await Promise.all([launchBrowser(), startStaticServer(builds.a)]);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  await new Promise((done) => backend?.close(done));
  for (const dir of Object.values(builds)) if (dir) rmSync(dir, { recursive: true, force: true });
});

async function controlledPage(context: BrowserContext, pathname: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(site.url + pathname);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return page;
}

const appVersion = (page: Page) =>
  page.evaluate(() => document.querySelector('meta[name="app-version"]')?.getAttribute("content"));

describe("offline revisits and updates (production build with the service worker)", () => {
  it("renders /, /events and /events/ctf from the service worker after going offline", async () => {
    const context = await browser.newContext();
    const page = await controlledPage(context, "/");
    for (const pathname of ["/", "/events", "/events/ctf"]) {
      await page.goto(site.url + pathname);
      await page.getByRole("heading", { level: 1 }).waitFor();
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
      await page.getByRole("heading", { name: heading, level: 1 }).waitFor();
      await page.getByText(OFFLINE_TEXT).waitFor();
    }
    // The events list came from the service worker's copy of the API's answer, not from nowhere.
    await page.goto(site.url + "/events");
    await page.getByRole("heading", { name: "Events", level: 1 }).waitFor();
    await page
      .getByRole("link", { name: /Capture The Flag/ })
      .first()
      .waitFor();
    expect(await page.getByText(LIVE_STATUS_MISSING).count()).toBe(0);
    await context.close();
  });

  it("sends one page view per navigation to the beacon, with the path", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    beaconPaths.length = 0;
    await page.goto(site.url + "/");
    await page.getByRole("heading", { level: 1 }).waitFor();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Events" }).click();
    await page.getByRole("heading", { name: "Events", level: 1 }).waitFor();
    await nav.getByRole("link", { name: "Haxplore" }).click();
    await page.waitForURL(`${site.url}/haxplore`);
    await page.waitForFunction(() => document.title.includes("Haxplore"));
    await page.waitForTimeout(1000);
    expect(beaconPaths).toEqual(["/", "/events", "/haxplore"]);
    await context.close();
  });

  it("moves an open page to a new version with exactly one reload", async () => {
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
    await page.getByRole("heading", { name: "Events", level: 1 }).waitFor();
    expect(await appVersion(page)).toBe("offline-b");

    // Time enough for a second reload, were there a loop.
    await page.waitForTimeout(3000);
    expect(await page.evaluate(() => sessionStorage.getItem("loads"))).toBe("2");
    expect(await appVersion(page)).toBe("offline-b");
    await context.close();
  });
});
