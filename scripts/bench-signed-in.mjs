// `npm run bench` (fourth part): the pages people come back to, signed in. Seeds a fresh PGlite folder with a
// participant who is also an organiser (one team, one certificate), starts the API server and an Auth emulator on
// loopback, builds the app against them and prints, for /dashboard, /dashboard/events, /profile/edit and /admin:
//   - Lighthouse 12 (mobile preset, simulated throttling), a first visit with the session stored (no service worker,
//     no cache), medians of BENCH_RUNS runs beside the near-empty page: LCP and its ratio, TBT, CLS, the JavaScript
//     the page downloaded (gzip) and its requests, CORS preflights among them;
//   - the daily case: a revisit of /dashboard with the service worker installed (Chromium, unthrottled): the time from
//     navigation to the participant's teams and certificates on screen;
//   - the first "Download certificate" on the phone model (Chromium, slow 4G, CPU slowed 4x), once the dashboard is
//     idle: the time from the click to the file (the PDF maker's worker, which Chromium does not slow, counted 4
//     times), and the longest task of the page from the click on.
//   `node scripts/bench-signed-in.mjs --revisit-only` measures the revisit and the download alone (no Lighthouse):
//   quicker, for comparing builds back to back. `--tasks` adds, for each page's first visit in Chromium with its CPU
//   slowed 4x (as Lighthouse's phone), the blocking time of the long tasks the browser itself reports and the main
//   thread's total busy time until the network is quiet: less noisy than Lighthouse's TBT for comparing two builds.
// Targets (issue "Signed in at the floor"): LCP <= 2.5 x the near-empty page, TBT <= 200 ms, CLS <= 0.05, JS <= 200 KB
// gzip, teams and certificates within 300 ms on a revisit, the first certificate within 2.5 s of the click and no task
// of it over 200 ms. Reported beside the figures, not failing the run: they follow a shared machine's load, and the
// ones not met yet are the work ahead.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startBenchApi } from "./lib/benchApi.mjs";
import { FLOOR, writeFloorPage } from "./lib/benchFloor.mjs";
import { runUnderTsx } from "./lib/underTsx.mjs";
import { auditPages } from "./lighthouse-run.mjs";
import { startStaticServer } from "./lighthouse-server.mjs";

runUnderTsx(import.meta.url);
const { freePort, startAuthEmulator } = await import("../test/server/support/authEmulator.ts");
const { createEmulatorUser } = await import("../test/server/support/emulatorUsers.ts");
const { migrate } = await import("../server/src/db/migrations.ts");
const { openDb } = await import("../server/src/db/open.ts");
const { seedContent } = await import("../server/src/db/seed.ts");

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const REVISIT_ONLY = process.argv.includes("--revisit-only");
const TASKS = process.argv.includes("--tasks");
/** `BENCH_PAGES=/dashboard,/admin` audits only those (the revisit is measured all the same). */
const PAGES = process.env.BENCH_PAGES?.split(",") ?? ["/dashboard", "/dashboard/events", "/profile/edit", "/admin"];
/** `BENCH_FILES=1` lists each page's scripts with their gzip size and its long tasks (the run of median TBT): what to cut next. */
const LIST_FILES = process.env.BENCH_FILES === "1";
/** `BENCH_PROFILE=/tmp/revisit.cpuprofile` writes the last revisit's CPU profile (open it in Chromium's DevTools). */
const PROFILE_TO = process.env.BENCH_PROFILE;
/**
 * `BENCH_WORKER_PROFILE=/tmp/pdf.cpuprofile` writes the PDF maker's worker's CPU profile of the last download's click,
 * `BENCH_CLICK_PROFILE=/tmp/click.cpuprofile` the page's.
 */
const WORKER_PROFILE_TO = process.env.BENCH_WORKER_PROFILE;
const CLICK_PROFILE_TO = process.env.BENCH_CLICK_PROFILE;
/**
 * With `--tasks`, `BENCH_TASKS_PROFILE=/tmp/pages` writes each run's first-visit CPU profile there
 * (`dashboard-1.cpuprofile`, `dashboard-2.cpuprofile`...): the slow runs and the quick ones side by side.
 */
const TASKS_PROFILE_DIR = process.env.BENCH_TASKS_PROFILE;
/**
 * With `--tasks`, `BENCH_TRACE=/tmp/pages` writes each run's Chromium trace there (`dashboard-1.trace.json`...): which
 * task is the parser's, a script's, a timer's or a frame's. The CPU profiles above share its clock, so a long task's
 * samples can be read beside it; the long tasks the page reported go beside the profiles (`dashboard-1.tasks.json`).
 */
const TRACE_DIR = process.env.BENCH_TRACE;
/**
 * `BENCH_RENDERS=1` (with `--tasks`) builds the app with React's profiling build, unminified (`REACT_PROFILING=1`,
 * webpack.config.ts), and prints, for each first visit at 4x CPU, every commit of React: when its render began and when
 * it was committed (ms after navigation), how many components and elements it rendered, and the costliest components
 * by their own render time (how many of each). What renders again for nothing shows there. That build is slower than
 * the production one: compare its commits, not its times, with other runs.
 */
const RENDERS = process.env.BENCH_RENDERS === "1";
/** `BENCH_DOWNLOAD_LOG=1` prints what each download's click fetched (HTTP cache or network) and the long tasks after. */
const DOWNLOAD_LOG = process.env.BENCH_DOWNLOAD_LOG === "1";
/** `BENCH_KEEP=1` keeps the build (with its source maps, to read the profiles above by) and the seeded data. */
const KEEP_BUILD = process.env.BENCH_KEEP === "1";
const TARGETS = {
  lcpRatio: 2.5,
  tbtMs: 200,
  cls: 0.05,
  jsKb: 200,
  revisitMs: 300,
  downloadMs: 2500,
  downloadTaskMs: 200,
};
const EMAIL = "bench-participant@example.org";
const TEAM = "Bench Floor Team";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The participant's row (complete, verified, an organiser), one team in CTF and a certificate of participation. */
async function seed(dataDir, uid) {
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    await seedContent(db);
    const {
      rows: [user],
    } = await db.query(
      `INSERT INTO users (uid, email, name, institute_name, referral_code, is_verified, is_profile_complete)
       VALUES ($1, $2, 'Bench Participant', 'Example Institute', 'BENCH1', true, true) RETURNING id`,
      [uid, EMAIL],
    );
    const {
      rows: [team],
    } = await db.query(
      `INSERT INTO teams (event_id, name, access_code, creator_id)
       SELECT id, $1, 'BENCHCODE1', $2 FROM events WHERE slug = 'ctf' RETURNING id, event_id`,
      [TEAM, user.id],
    );
    await db.query(`INSERT INTO team_members (team_id, event_id, user_id) VALUES ($1, $2, $3)`, [
      team.id,
      team.event_id,
      user.id,
    ]);
    await db.query(
      `INSERT INTO certificates (id, user_id, event_id, holder_name) VALUES ('benchcertificate01', $1, $2, 'Bench Participant')`,
      [user.id, team.event_id],
    );
  } finally {
    await db.close();
  }
}

async function login(base, idToken) {
  const response = await fetch(`${base}login/`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id_token: idToken }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`POST login/: ${response.status} ${JSON.stringify(json)}`);
  return json.token;
}

/**
 * Runs in the page before its scripts: notes the first frame in which the participant's team and the certificates
 * section's content (not its loading line) are in the document, and when the heading, the team and the certificate
 * each came into it (the same render, or the view a render after the heading).
 */
function watchDashboard(team) {
  Object.assign(window, { benchShown: null, benchSeen: {} });
  const check = () => {
    const text = document.body?.textContent ?? "";
    const seen = window.benchSeen;
    const now = Math.round(performance.now());
    if (seen.heading === undefined && document.getElementById("dashboard-heading")) seen.heading = now;
    if (seen.team === undefined && text.includes(team)) seen.team = now;
    if (seen.certificate === undefined && text.includes("Certificate of participation")) seen.certificate = now;
    if (window.benchShown !== null || !text.includes(team) || !text.includes("Certificate of participation")) return;
    window.benchShown = 0;
    requestAnimationFrame(() => Object.assign(window, { benchShown: performance.now() }));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Runs in the revisited page once the teams and certificates are shown: when the document, the entry's scripts, the
 * page's chunks and the first paint were done, and each script's start and end (from the service worker's cache).
 */
function revisitProfile() {
  const [navigation] = performance.getEntriesByType("navigation");
  const scripts = performance
    .getEntriesByType("resource")
    .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"));
  const paint = performance.getEntriesByName("first-contentful-paint")[0];
  const lastScript = Math.max(0, ...scripts.map((entry) => entry.responseEnd));
  const round = (value) => Math.round(value ?? 0);
  return {
    steps: [
      `service worker started ${round(navigation.workerStart)}`,
      `document ${round(navigation.responseStart)}-${round(navigation.responseEnd)}`,
      `parsed ${round(navigation.domInteractive)}`,
      `DOMContentLoaded ${round(navigation.domContentLoadedEventEnd)}`,
      `first paint ${round(paint?.startTime)}`,
      `in the document: heading ${window.benchSeen.heading}, team ${window.benchSeen.team}, certificate ${window.benchSeen.certificate}`,
      `${scripts.length} scripts, last in at ${round(lastScript)}`,
      `shown ${round(window.benchShown)}`,
    ].join(", "),
    files: scripts.map(
      (entry) => `${new URL(entry.name).pathname.padEnd(44)} ${round(entry.startTime)}-${round(entry.responseEnd)}`,
    ),
  };
}

/**
 * In the page, before its scripts (`BENCH_RENDERS=1`): React's DevTools hook, which React finds at start and calls at
 * each commit; the commits go to `window.benchCommits`.
 */
function watchRenders() {
  const commits = [];
  let since = 0;
  const nameOf = (type) =>
    type?.displayName ||
    type?.name ||
    type?.render?.displayName ||
    type?.render?.name ||
    type?.type?.displayName ||
    type?.type?.name ||
    "anonymous";
  Object.assign(window, {
    benchCommits: commits,
    __REACT_DEVTOOLS_GLOBAL_HOOK__: {
      isDisabled: false,
      supportsFiber: true,
      renderers: new Map(),
      inject: () => 1,
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      onCommitFiberRoot(_renderer, root) {
        // Rendered in this commit: begun since the last one (the profiling build times each fiber it begins) and, for
        // a component, having done work (React's PerformedWork flag: a parent on the way to an update only passes).
        const components = new Map();
        let elements = 0;
        let began = Infinity;
        const stack = [root.current];
        while (stack.length > 0) {
          const fiber = stack.pop();
          if (fiber.actualStartTime >= since) {
            if (typeof fiber.type === "string") elements += 1;
            else if ((fiber.flags & 1) === 1) {
              const name = nameOf(fiber.type);
              const [time, count] = components.get(name) ?? [0, 0];
              components.set(name, [time + (fiber.selfBaseDuration ?? 0), count + 1]);
            }
            began = Math.min(began, fiber.actualStartTime);
          }
          if (fiber.sibling) stack.push(fiber.sibling);
          if (fiber.child) stack.push(fiber.child);
        }
        const rendered = [...components].sort((a, b) => b[1][0] - a[1][0]);
        commits.push({
          began: Math.round(began),
          committed: Math.round(performance.now()),
          components: rendered.reduce((sum, [, [, count]]) => sum + count, 0),
          elements,
          costliest: rendered
            .slice(0, 10)
            .map(([name, [time, count]]) => `${name} ${time.toFixed(1)}${count > 1 ? ` x${count}` : ""}`),
        });
        since = performance.now();
      },
    },
  });
}

/**
 * A first visit of `url` with the session stored and the CPU slowed 4x: the long tasks' time over 50 ms each (as TBT
 * sums them, here all of them until the network is quiet) and the main thread's total task time (DevTools' metrics).
 */
async function mainThreadOf(browser, url, token, run) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addInitScript((value) => {
    window.localStorage.setItem("auth-token", value);
    Object.assign(window, { benchTasks: [] });
    new PerformanceObserver((list) =>
      window.benchTasks.push(
        ...list.getEntries().map((entry) => ({ start: Math.round(entry.startTime), duration: entry.duration })),
      ),
    ).observe({ type: "longtask", buffered: true });
  }, token);
  if (RENDERS) await context.addInitScript(watchRenders);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Performance.enable");
  if (TASKS_PROFILE_DIR) await cdp.send("Profiler.enable");
  if (TASKS_PROFILE_DIR) await cdp.send("Profiler.start");
  const name = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  if (TRACE_DIR) {
    mkdirSync(TRACE_DIR, { recursive: true });
    await browser.startTracing(page, {
      path: path.join(TRACE_DIR, `${name}-${run + 1}.trace.json`),
      categories: [
        "devtools.timeline",
        "disabled-by-default-devtools.timeline",
        "v8.execute",
        "blink",
        "loading",
        "v8",
      ],
    });
  }
  // The app's scripts are asked for once the shell has painted (config/firstPaintFromHtml.ts): on a slow run the
  // network fell quiet before that, and a measure taken then had none of the page's work in it (runs of 3 to 6 ms
  // among runs of a second). The entry's script is waited for, then the network's quiet again. Both are watched from
  // here, by the network's events: nothing of the bench's runs in the page while it is measured (Playwright's
  // in-page waits compile its own script there, a task of about 280 ms at 4x that the page's long tasks counted until
  // 2 December).
  const entryScript = page.waitForResponse((response) => /\/js\/main\.[^/]+\.js$/.test(response.url()), {
    timeout: 30_000,
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await entryScript;
  await quiet(page, 1000);
  const tasks = await page.evaluate(() => window.benchTasks);
  if (RENDERS) {
    console.log(`  ${new URL(url).pathname}, run ${run + 1}: React's commits (ms after navigation)`);
    for (const commit of await page.evaluate(() => window.benchCommits))
      console.log(
        `    ${commit.began}-${commit.committed}: ${commit.components} components, ${commit.elements} elements; ${commit.costliest.join(", ")}`,
      );
  }
  if (TRACE_DIR) await browser.stopTracing();
  if (TASKS_PROFILE_DIR) {
    const { profile } = await cdp.send("Profiler.stop");
    mkdirSync(TASKS_PROFILE_DIR, { recursive: true });
    writeFileSync(path.join(TASKS_PROFILE_DIR, `${name}-${run + 1}.cpuprofile`), JSON.stringify(profile));
    writeFileSync(path.join(TASKS_PROFILE_DIR, `${name}-${run + 1}.tasks.json`), JSON.stringify(tasks));
  }
  const { metrics } = await cdp.send("Performance.getMetrics");
  await context.close();
  return {
    blocking: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
    busy: Math.round(1000 * metrics.find((metric) => metric.name === "TaskDuration").value),
  };
}

/**
 * Lighthouse's slow 4G as DevTools applies it (its "devtools" throttling of the mobile preset: 150 ms round trips
 * times 3.75, 1.6 Mbps down and 750 Kbps up times 0.9), for what Lighthouse does not measure: a click's work.
 */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

/**
 * The page's dedicated worker (the certificate PDF maker's), as a CDP session: `call(method, params)` answers its
 * result. Resolves once the page's session attaches to workers; the worker itself may start later.
 */
async function watchWorker(cdp) {
  let worker;
  let nextId = 0;
  const waiting = new Map();
  cdp.on("Target.attachedToTarget", ({ sessionId, targetInfo }) => {
    if (targetInfo.type === "worker") worker = sessionId;
  });
  cdp.on("Target.receivedMessageFromTarget", ({ message }) => {
    const { id, result, error } = JSON.parse(message);
    if (!waiting.has(id)) return;
    if (error) waiting.get(id).reject(new Error(`${error.message} (the PDF maker's worker)`));
    else waiting.get(id).resolve(result);
    waiting.delete(id);
  });
  await cdp.send("Target.setAutoAttach", { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return {
    call(method, params = {}) {
      if (!worker) return Promise.reject(new Error("the page started no worker for the certificate PDF"));
      const id = (nextId += 1);
      const answered = new Promise((resolve, reject) => waiting.set(id, { resolve, reject }));
      const message = JSON.stringify({ id, method, params });
      return cdp.send("Target.sendMessageToTarget", { sessionId: worker, message }).then(() => answered);
    },
  };
}

/** Resolves once the page has had no request in flight for `quietMs`, watched by the network's events. */
async function quiet(page, quietMs = 500) {
  let inFlight = 0;
  let since = Date.now();
  const started = () => (inFlight += 1);
  // One already in flight when this is called counts when it ends: the 500 ms start again.
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    since = Date.now();
  };
  page.on("request", started);
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  while (inFlight > 0 || Date.now() - since < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
  page.off("request", started);
  page.off("requestfinished", ended);
  page.off("requestfailed", ended);
}

/** A CPU profile's busy time in ms: every sample but the idle ones. */
function busyTime(profile) {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === "(idle)").map((node) => node.id));
  return (
    profile.samples.reduce((sum, sample, index) => sum + (idle.has(sample) ? 0 : profile.timeDeltas[index]), 0) / 1000
  );
}

/**
 * The first "Download certificate" on the phone model: a first visit of /dashboard with the session stored, over slow
 * 4G with the CPU slowed 4x; once the page is quiet (what the dashboard loads ahead of the click when it is idle has
 * arrived), the certificate's button is clicked. Answers the time from the click to the file's download starting, and
 * the long tasks the browser reported from the click on: the longest and their blocking time over 50 ms each.
 * The PDF is made in a worker, which Chromium does not slow (its CPU throttling applies to the page's main thread
 * only): the worker's own busy time from the click on is read from its profile, and the phone's time counts it 4 times
 * (`took` = the time measured + 3 x the worker's busy time).
 */
async function firstDownload(browser, url, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, acceptDownloads: true });
  await context.addInitScript((value) => {
    window.localStorage.setItem("auth-token", value);
    Object.assign(window, { benchTasks: [] });
    new PerformanceObserver((list) =>
      window.benchTasks.push(
        ...list.getEntries().map((entry) => ({ start: entry.startTime, duration: entry.duration })),
      ),
    ).observe({ type: "longtask", buffered: true });
  }, token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  const worker = await watchWorker(cdp);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
  // The Latin Noto Sans is the last of what the PDF maker's worker loads ahead of the click (docs/performance.md).
  const prefetched = page.waitForResponse(/\/noto-sans-latin-400-normal\.[0-9a-f]+\.woff$/, { timeout: 180_000 });
  await page.goto(url);
  const button = page.getByRole("button", { name: /^Download certificate for / });
  await button.waitFor({ timeout: 180_000 });
  await prefetched;
  await page.waitForLoadState("networkidle", { timeout: 180_000 });
  // The participant scrolls to the button before clicking it: what the sections near it load on the way comes first.
  await button.scrollIntoViewIfNeeded();
  await quiet(page);
  const fetched = [];
  cdp.on("Network.responseReceived", ({ response }) =>
    fetched.push(
      `${new URL(response.url).pathname} ${response.fromPrefetchCache ? "prefetched" : response.fromDiskCache ? "disk cache" : response.fromServiceWorker ? "service worker" : "network"}`,
    ),
  );
  // A tap where the button is, as a finger gives it: not Playwright's click, whose checks run scripts in the page
  // (slowed 4x like the page's own) in the tasks this measures.
  const box = await button.boundingBox();
  const clickedAt = await page.evaluate(() => performance.now());
  await worker.call("Profiler.enable");
  await worker.call("Profiler.start");
  if (CLICK_PROFILE_TO) await cdp.send("Profiler.enable");
  if (CLICK_PROFILE_TO) await cdp.send("Profiler.start");
  const started = performance.now();
  await Promise.all([
    page.waitForEvent("download", { timeout: 180_000 }),
    page.mouse.click(box.x + box.width / 2, box.y + box.height / 2),
  ]);
  const measured = performance.now() - started;
  // Read before the profiles are stopped: stopping one is a long task of its own on the thread it profiled.
  const tasks = (await page.evaluate(() => window.benchTasks)).filter(
    (task) => task.start + task.duration >= clickedAt,
  );
  if (CLICK_PROFILE_TO) writeFileSync(CLICK_PROFILE_TO, JSON.stringify((await cdp.send("Profiler.stop")).profile));
  const { profile } = await worker.call("Profiler.stop");
  if (WORKER_PROFILE_TO) writeFileSync(WORKER_PROFILE_TO, JSON.stringify(profile));
  const workerBusy = busyTime(profile);
  const took = measured + 3 * workerBusy;
  await context.close();
  if (DOWNLOAD_LOG) console.log(`  the click fetched: ${fetched.join("; ") || "nothing"}`);
  if (DOWNLOAD_LOG)
    console.log(
      `  tasks: ${tasks.map((task) => `${Math.round(task.start - clickedAt)}+${Math.round(task.duration)}`).join(", ")}`,
    );
  return {
    took: Math.round(took),
    measured: Math.round(measured),
    workerBusy: Math.round(workerBusy),
    longest: Math.round(Math.max(0, ...tasks.map((task) => task.duration))),
    blocking: Math.round(tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0)),
  };
}

const work = mkdtempSync(path.join(tmpdir(), "codefest-bench-signed-in-"));
const dist = path.join(work, "dist");
const dataDir = path.join(work, "data");
const emulator = await startAuthEmulator();
const site = await startStaticServer(dist);
const apiPort = await freePort();
const base = `http://127.0.0.1:${apiPort}/api/`;
const behind = [];
let api;
let browser;
try {
  const user = await createEmulatorUser(emulator.host, EMAIL, "bench-participant-7", { verified: true });
  await seed(dataDir, user.uid);
  // As `npm run build` makes the site: the pages pre-rendered, the signed-in pages' shells among them.
  execFileSync("npx", ["webpack", "--mode", "production", "--output-path", dist], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      API_BASE_URL: base,
      ...(RENDERS ? { REACT_PROFILING: "1" } : {}),
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: "demo-codefest",
    },
  });
  execFileSync(process.execPath, ["scripts/prerender.mjs", dist], { stdio: ["ignore", "ignore", "inherit"] });
  writeFloorPage(dist);
  api = await startBenchApi({
    port: apiPort,
    base,
    dataDir,
    siteUrl: site.url,
    organisers: EMAIL,
    emulatorHost: emulator.host,
  });
  const token = await login(base, user.idToken);

  // A first visit signed in: every storage of the site's origin emptied, then the session stored, before each audit.
  const urls = [...PAGES, FLOOR].map((page) => site.url + page);
  const measured = REVISIT_ONLY
    ? []
    : await auditPages(urls, { runs: RUNS, storedSession: { origin: site.url, key: "auth-token", value: token } });
  const floor = measured.find((result) => new URL(result.url).pathname === FLOOR);
  const gzipOf = (url) => {
    const file = path.join(dist, new URL(url).pathname);
    return gzipSync(readFileSync(file), { level: 9 }).length;
  };
  if (!REVISIT_ONLY)
    console.log(
      `Signed in, first visit: Lighthouse 12 (mobile preset, simulated throttling), the API on another origin; medians of ${RUNS} runs`,
    );
  for (const result of measured) {
    const page = new URL(result.url).pathname;
    const js = result.scripts.filter((url) => url.startsWith(site.url)).reduce((sum, url) => sum + gzipOf(url), 0);
    const ratio = result.lcp / floor.lcp;
    console.log(
      `  ${page.padEnd(18)} LCP ${(result.lcp / 1000).toFixed(2)} s = ${ratio.toFixed(2)} x floor, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}, JS ${kb(js)} gzip in ${result.scripts.length} files, ${result.requests} requests (${result.preflights} preflights)`,
    );
    if (LIST_FILES)
      for (const url of result.scripts.filter((item) => item.startsWith(site.url)))
        console.log(`    ${new URL(url).pathname.padEnd(44)} ${kb(gzipOf(url))}`);
    if (LIST_FILES)
      for (const task of result.longTasks)
        console.log(
          `    long task at ${task.startTime} ms: ${task.duration} ms, ${new URL(task.url, site.url).pathname}`,
        );
    if (result.cls > TARGETS.cls) console.log(`    moved: ${result.shifted.join(", ")}`);
    if (ratio > TARGETS.lcpRatio) console.log(`    largest paint: ${result.lcpElement}`);
    if (page === FLOOR) continue;
    if (ratio > TARGETS.lcpRatio)
      behind.push(`${page}: LCP ${ratio.toFixed(2)} x the near-empty page > ${TARGETS.lcpRatio}`);
    if (result.tbt > TARGETS.tbtMs) behind.push(`${page}: TBT ${Math.round(result.tbt)} ms > ${TARGETS.tbtMs} ms`);
    if (result.cls > TARGETS.cls) behind.push(`${page}: CLS ${result.cls.toFixed(3)} > ${TARGETS.cls}`);
    if (js > TARGETS.jsKb * 1024) behind.push(`${page}: JS ${kb(js)} > ${TARGETS.jsKb} KB`);
  }

  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
  });
  if (TASKS) {
    console.log(`\nSigned in, first visit in Chromium with the CPU slowed 4x, medians of ${RUNS} runs:`);
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await mainThreadOf(browser, site.url + page, token, run));
      console.log(
        `  ${page.padEnd(18)} blocking ${Math.round(median(runs.map((run) => run.blocking)))} ms in long tasks (${runs.map((run) => run.blocking).join(", ")}), main thread busy ${Math.round(median(runs.map((run) => run.busy)))} ms`,
      );
    }
  }

  const downloads = [];
  for (let run = 0; run < RUNS; run += 1) downloads.push(await firstDownload(browser, `${site.url}/dashboard`, token));
  const download = downloads.find((run) => run.took === median(downloads.map((item) => item.took)));
  console.log(
    `\nSigned in, the first certificate download on the phone model (Chromium, slow 4G and the CPU slowed 4x, the dashboard idle): the file after ${download.took} ms (median of ${RUNS}; ${downloads.map((run) => run.took).join(", ")}; that run: ${download.measured} ms measured, the PDF maker's worker busy ${download.workerBusy} ms unslowed, counted 4 times), longest task of the page from the click ${download.longest} ms (blocking ${download.blocking} ms)`,
  );
  if (download.took > TARGETS.downloadMs)
    behind.push(`first certificate download: ${download.took} ms > ${TARGETS.downloadMs} ms`);
  if (download.longest > TARGETS.downloadTaskMs)
    behind.push(`first certificate download: a task of ${download.longest} ms > ${TARGETS.downloadTaskMs} ms`);

  // The daily case: the service worker installed by an earlier visit, then /dashboard again.
  const revisits = [];
  const profiles = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addInitScript((value) => window.localStorage.setItem("auth-token", value), token);
    await context.addInitScript(watchDashboard, TEAM);
    const page = await context.newPage();
    await page.goto(`${site.url}/dashboard`);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null && window.benchShown > 0, null, {
      timeout: 60_000,
    });
    const cdp = PROFILE_TO ? await context.newCDPSession(page) : null;
    await cdp?.send("Profiler.enable");
    await cdp?.send("Profiler.start");
    await page.goto(`${site.url}/dashboard`);
    const shown = await page.waitForFunction(() => window.benchShown > 0 && window.benchShown, null, {
      timeout: 60_000,
    });
    revisits.push(await shown.jsonValue());
    if (cdp) writeFileSync(PROFILE_TO, JSON.stringify((await cdp.send("Profiler.stop")).profile));
    profiles.push(await page.evaluate(revisitProfile));
    await context.close();
  }
  const revisit = median(revisits);
  console.log(
    `\nSigned in, revisit of /dashboard with the service worker installed (Chromium, unthrottled): teams and certificates on screen after ${Math.round(revisit)} ms (median of ${RUNS}; ${revisits.map(Math.round).join(", ")})`,
  );
  const profile = profiles[revisits.indexOf(revisit)];
  console.log(`  where the time went (that run, ms after navigation): ${profile.steps}`);
  if (LIST_FILES) for (const line of profile.files) console.log(`    ${line}`);
  if (revisit > TARGETS.revisitMs)
    behind.push(`/dashboard revisit: ${Math.round(revisit)} ms > ${TARGETS.revisitMs} ms`);
} finally {
  await browser?.close();
  await api?.stop();
  await site.close();
  await emulator.stop();
  if (KEEP_BUILD) console.log(`\nThe build and the seeded data are kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
console.log(
  behind.length > 0
    ? `\nSigned-in targets not met yet (reported, not failing):\n  ${behind.join("\n  ")}`
    : REVISIT_ONLY
      ? "\nThe revisit's target met (the first visits' were not measured: --revisit-only)."
      : "\nEvery signed-in target met.",
);
