// The performance budget: builds for production (pre-rendered as `npm run build` does), prints the JavaScript a first
// visit to / downloads and what a first visit to every other page costs (gzip), then audits pages with Lighthouse,
// served with compression, side by side with a near-empty page (a heading and a paragraph, no script) on the same host
// in the same run: the floor no page can beat on this machine. Medians of BENCH_RUNS runs (5 by default) per page.
// Exits 1 when a budget is broken.
//   node scripts/bench.mjs         all figures: Lighthouse on /, /events, /events/ctf, their Hindi twins under /hi/
//                                  and the near-empty page, with
//                                  simulated throttling and again with real (devtools) throttling
//   node scripts/bench.mjs --ci    the same bundle figures, Lighthouse (simulated) on / and the near-empty page. CI fails
//                                  on the JavaScript budgets and every Lighthouse target but those that follow a shared
//                                  machine's load (performance score, TBT) and the targets not met yet (reported only).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { FLOOR, writeFloorPage } from "./lib/benchFloor.mjs";
import { firstVisit } from "./lib/firstVisits.mjs";
import { announceRun } from "./lib/runConditions.mjs";
import { freePort, startApi } from "./lighthouse-api.mjs";
import { auditPages } from "./lighthouse-run.mjs";
import { startStaticServer } from "./lighthouse-server.mjs";

announceRun("node scripts/bench.mjs");

/**
 * The first visit measured 111.2 KB with the declarative router and without RTK Query (142.8 KB before): the budget is
 * the target, for a first visit to / and to /hi/ alike (each downloading its own language's catalogues only).
 */
const FIRST_VISIT_BUDGET_KB = 120;
/**
 * The same budget for every language: the pages regenerated on publish brought the published answers' reader into the
 * entry, and titles in the page's language took /hi/ to 120.2 KB; the entry gave those bytes back (page-view services
 * and the session's end loaded only when needed, shorter file hashes in the chunk map).
 */
const FIRST_VISIT_BUDGETS_KB = { en: FIRST_VISIT_BUDGET_KB, hi: FIRST_VISIT_BUDGET_KB };
/**
 * A first visit landing on an event page, entry included: 126.0 KB (the list) and 127.1 KB (an event) once they were
 * built without MUI (170.1 and 174.1 KB with it, MUI's theme not counted). The budget catches MUI coming back. Raised
 * to 142 and 144 KB when the pages came to read published events, the language switch and Hindi addresses landed;
 * then the events' page texts left the entry for the event page's chunk (contract/seedEventDetails.ts): the first
 * visit went from 120.7 to 118.3 KB, the list to 139.2 KB, an event page to 144.04 KB (the texts now compressed
 * apart), hence 141 and 145 KB. Since each language's catalogues are chunks of their own (English's shell and pages
 * included), the same visits are 139.8 and 144.6 KB in English, 140.3 and 145.3 KB in Hindi (146.2 KB before, English
 * messages included): Devanagari takes three bytes a letter, so Hindi's event page has 1 KB more. The countdown's
 * words then came into the event page's catalogue (its spans as one ICU select message): 145.3 and 146.1 KB, hence
 * 146 and 147 KB. The published answers' reader took /hi/events to 141.0 KB for a while (its budget 141.5 KB then).
 * The request layer then stopped importing zod's parser (it checks answers through each schema's own interface, so
 * zod's core comes only with a page's schemas, and these pages have none): 136.5 and 142.2 KB in English, 137.1 and
 * 143.0 KB in Hindi, hence 138 and 143 KB, 144 KB for Hindi's event page. The links then stopped using Router's
 * `Link` (its framework mode's prefetching, src/ui/SiteLink.tsx): 134.4 and 139.9 KB in English, 135.0 and 140.6 KB in
 * Hindi, hence 136 and 141 KB, 142 KB for Hindi's event page.
 */
const LANDING_BUDGETS_KB = { en: { events: 136, event: 141 }, hi: { events: 136, event: 142 } };
/** Each language's home page: English's at /, the others' under their prefix. */
const LANGUAGE_HOMES = [
  ["en", "/"],
  ["hi", "/hi/"],
];
/** The targets ahead (issue "Performance at the floor"): reported beside the figures, not failing until met. */
const LCP_FLOOR_RATIO_TARGET = 1.3;
const TBT_TARGET_MS = 50;
const CI = process.argv.includes("--ci");
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_PAGES=/events,/events/ctf audits only those pages (beside the near-empty page), in either mode.
const PAGES =
  process.env.BENCH_PAGES?.split(",") ??
  (CI ? ["/"] : ["/", "/events", "/events/ctf", "/hi/", "/hi/events", "/hi/events/ctf"]);
/** BENCH_TASKS=1 lists each page's long tasks as Lighthouse simulated them (the run of median TBT): what TBT sums. */
const LIST_TASKS = process.env.BENCH_TASKS === "1";
/** Budget lines CI reports without failing: the CPU-bound figures of a shared machine, and the targets ahead. */
const REPORTED_IN_CI = /^(\/\S*: )?(performance|TBT|target)/;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const work = mkdtempSync(path.join(tmpdir(), "codefest-bench-"));
const out = path.join(work, "dist");
const broken = [];
const server = await startStaticServer(out);
const apiPort = await freePort();
try {
  execFileSync("npx", ["webpack", "--mode", "production", "--output-path", out, `--json=${work}/stats.json`], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, API_BASE_URL: `http://127.0.0.1:${apiPort}/api/` },
  });
  execFileSync(process.execPath, ["scripts/prerender.mjs", out], { stdio: ["ignore", "ignore", "inherit"] });
  // The production build is two builds (webpack.config.ts): the app's figures are those of the one named "app".
  const allStats = JSON.parse(readFileSync(path.join(work, "stats.json"), "utf8"));
  const stats = allStats.children?.find((child) => child.name === "app") ?? allStats;
  const gzip = (file) => gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length;
  const scripts = (assets) => assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);

  const entry = scripts(stats.entrypoints.main.assets);
  // A first visit to / and to /hi/: the entry, the home page's chunk, and the language's catalogues of the shell and
  // the home page (chunks of their own, src/i18n/catalogues.ts). Neither may download the other language's catalogues.
  const languageChecks = (visit, address) => {
    if (visit.missing.length > 0)
      broken.push(`first visit to ${address}: no chunk of its own for ${visit.missing.join(", ")}`);
    if (visit.foreign.length > 0)
      broken.push(`first visit to ${address} downloads another language's catalogue: ${visit.foreign.join("; ")}`);
  };
  for (const [language, address] of LANGUAGE_HOMES) {
    const visit = firstVisit(stats, "home", language);
    const total = sum(visit.files);
    console.log(`First visit to ${address} (gzip):`);
    for (const file of visit.files) console.log(`  ${file.padEnd(40)} ${kb(gzip(file)).padStart(10)}`);
    const budget = FIRST_VISIT_BUDGETS_KB[language];
    console.log(`  ${"total".padEnd(40)} ${kb(total).padStart(10)}  (budget ${budget} KB)`);
    if (total > budget * 1024) broken.push(`first visit to ${address} JavaScript ${kb(total)} > ${budget} KB`);
    languageChecks(visit, address);
  }
  // The events list and an event page as landing pages, in each language, against its budgets.
  for (const name of ["events", "event"]) {
    for (const [language, home] of LANGUAGE_HOMES) {
      const budget = LANDING_BUDGETS_KB[language][name];
      const address = `${home}${name === "event" ? "events/ctf" : name}`;
      const visit = firstVisit(stats, name, language);
      const total = sum(visit.files);
      console.log(`First visit to ${address.padEnd(28)} ${kb(total).padStart(10)}  (budget ${budget} KB)`);
      if (total > budget * 1024) broken.push(`first visit to ${address} ${kb(total)} > ${budget} KB`);
      languageChecks(visit, address);
    }
  }
  // The HTML of / carries the pre-rendered page and the layout's styles (config/inlineStyles.ts); not JavaScript.
  console.log(`${"index.html (page and styles, not JS)".padEnd(42)} ${kb(gzip("index.html")).padStart(10)}`);

  console.log(
    "\nEvery lazy chunk group: its own chunk, what it adds beyond the entry, and the two together: a first visit landing on it (gzip):",
  );
  const groups = Object.entries(stats.namedChunkGroups).filter(([name]) => name !== "main");
  for (const [name, group] of groups.sort(([a], [b]) => a.localeCompare(b))) {
    const own = stats.chunks.find((chunk) => chunk.names.includes(name));
    const ownFiles = own ? own.files.filter((file) => file.endsWith(".js")) : [];
    const added = scripts(group.assets).filter((file) => !entry.includes(file));
    const landing = sum(entry) + sum(added);
    console.log(
      `  ${name.padEnd(22)} own ${kb(sum(ownFiles)).padStart(9)}   adds ${kb(sum(added)).padStart(9)}   with the entry ${kb(landing).padStart(9)}`,
    );
  }

  // The floor: what the host and Lighthouse give a page with nothing to load but its HTML.
  writeFloorPage(out);

  const api = await startApi({ port: apiPort, dataDir: path.join(work, "data"), webOrigin: server.url });
  try {
    // A real host serves its files already compressed: compress every file once before measuring, so no page's figures
    // depend on whether it was audited first (a slow first brotli run delays the scripts, flattering the paint times).
    const served = readdirSync(out, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && !entry.name.endsWith(".map"),
    );
    for (const file of served.map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)))) {
      const url = `${server.url}/${String(file).split(path.sep).join("/")}`;
      for (const encoding of ["br", "gzip"])
        await (await fetch(url, { headers: { "accept-encoding": encoding } })).arrayBuffer();
    }
    const urls = [...PAGES, FLOOR].map((page) => server.url + page);
    const modes = CI ? ["simulate"] : ["simulate", "devtools"];
    const measured = {};
    for (const mode of modes) measured[mode] = await auditPages(urls, { runs: RUNS, throttlingMethod: mode });
    const floorOf = (mode) => measured[mode].find((result) => new URL(result.url).pathname === FLOOR);
    console.log(
      `\nLighthouse 12 (mobile preset), brotli/gzip host, the API server running; medians of ${RUNS} runs, LCP range in brackets`,
    );
    for (const mode of modes) {
      const floor = floorOf(mode);
      console.log(`  ${mode === "simulate" ? "simulated throttling" : "real (devtools) throttling"}:`);
      for (const result of measured[mode]) {
        const page = new URL(result.url).pathname;
        const scores = Object.entries(result.scores)
          .map(([id, score]) => `${id} ${score}`)
          .join(", ");
        const ratio = result.lcp / floor.lcp;
        const range = result.lcpRange.map((ms) => (ms / 1000).toFixed(2)).join("-");
        console.log(
          `    ${page.padEnd(14)} LCP ${(result.lcp / 1000).toFixed(2)} s [${range}] = ${ratio.toFixed(2)} x floor, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}; ${scores}`,
        );
        if (LIST_TASKS && mode === "simulate")
          for (const task of result.longTasks)
            console.log(`    ${"".padEnd(14)} long task at ${task.startTime} ms: ${task.duration} ms, ${task.url}`);
        if (page === FLOOR) continue;
        for (const audit of result.failedAudits) console.log(`    ${"".padEnd(14)} failing audit: ${audit}`);
        if (mode !== "simulate") continue;
        broken.push(...result.broken.map((line) => `${page}: ${line}`));
        if (ratio > LCP_FLOOR_RATIO_TARGET)
          broken.push(`${page}: target: LCP ${ratio.toFixed(2)} x the near-empty page > ${LCP_FLOOR_RATIO_TARGET}`);
        if (result.tbt > TBT_TARGET_MS)
          broken.push(`${page}: target: TBT ${Math.round(result.tbt)} ms > ${TBT_TARGET_MS} ms`);
        if (result.cls > 0) {
          broken.push(`${page}: CLS ${result.cls.toFixed(3)} > 0`);
          console.log(`    ${"".padEnd(14)} what moved (run of median CLS): ${result.shifted.join(", ") || "?"}`);
        }
      }
    }
  } finally {
    await api.close();
  }
} finally {
  await server.close();
  rmSync(work, { recursive: true, force: true });
}

const failing = CI ? broken.filter((line) => !REPORTED_IN_CI.test(line)) : broken;
const reported = broken.filter((line) => !failing.includes(line));
if (reported.length > 0)
  console.log(`\nTargets not met yet (reported, not failing in CI):\n  ${reported.join("\n  ")}`);
if (failing.length > 0) {
  console.error(`\nBudget broken:\n  ${failing.join("\n  ")}`);
  process.exit(1);
}
if (reported.length > 0) process.exit(0);
console.log("\nEvery budget kept.");
