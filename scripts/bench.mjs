// The performance budget: builds for production (pre-rendered as `npm run build` does), prints the JavaScript a first
// visit to / downloads and every route's chunk (gzip), then audits pages with Lighthouse served with compression.
// Exits 1 when a budget is broken.
//   node scripts/bench.mjs         all figures, Lighthouse on /, /events and /events/ctf
//   node scripts/bench.mjs --ci    the same bundle figures, Lighthouse on / only. CI fails on the JavaScript budget and
//                                  every Lighthouse target but the two that follow a shared machine's load
//                                  (performance score, TBT: reported only).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { freePort, startApi } from "./lighthouse-api.mjs";
import { auditPages } from "./lighthouse-run.mjs";
import { startStaticServer } from "./lighthouse-server.mjs";

const FIRST_VISIT_BUDGET_KB = 150;
const CI = process.argv.includes("--ci");
const PAGES = CI ? ["/"] : ["/", "/events", "/events/ctf"];
/** Budget lines CI reports without failing: the CPU-bound figures of a shared machine. */
const REPORTED_IN_CI = /^(\/\S*: )?(performance|TBT)/;
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
  const stats = JSON.parse(readFileSync(path.join(work, "stats.json"), "utf8"));
  const gzip = (file) => gzipSync(readFileSync(path.join(out, file)), { level: 9 }).length;
  const scripts = (assets) => assets.map((asset) => asset.name).filter((name) => name.endsWith(".js"));
  const sum = (files) => files.reduce((total, file) => total + gzip(file), 0);

  const entry = scripts(stats.entrypoints.main.assets);
  const home = scripts(stats.namedChunkGroups.home.assets).filter((file) => !entry.includes(file));
  const firstVisit = sum(entry) + sum(home);
  console.log("First visit to / (gzip):");
  for (const file of [...entry, ...home]) console.log(`  ${file.padEnd(40)} ${kb(gzip(file)).padStart(10)}`);
  console.log(`  ${"total".padEnd(40)} ${kb(firstVisit).padStart(10)}  (budget ${FIRST_VISIT_BUDGET_KB} KB)`);
  if (firstVisit > FIRST_VISIT_BUDGET_KB * 1024) broken.push(`first visit JavaScript ${kb(firstVisit)} > 150 KB`);
  // The HTML of / carries the pre-rendered page and the layout's styles (config/inlineStyles.ts); not JavaScript.
  console.log(`  ${"index.html (page and styles, not JS)".padEnd(40)} ${kb(gzip("index.html")).padStart(10)}`);

  console.log("\nEvery lazy chunk group: its own chunk, and what it adds beyond the entry (gzip):");
  const groups = Object.entries(stats.namedChunkGroups).filter(([name]) => name !== "main");
  for (const [name, group] of groups.sort(([a], [b]) => a.localeCompare(b))) {
    const own = stats.chunks.find((chunk) => chunk.names.includes(name));
    const ownFiles = own ? own.files.filter((file) => file.endsWith(".js")) : [];
    const added = scripts(group.assets).filter((file) => !entry.includes(file));
    console.log(`  ${name.padEnd(22)} own ${kb(sum(ownFiles)).padStart(9)}   adds ${kb(sum(added)).padStart(9)}`);
  }

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
    console.log(`\nLighthouse 12 (mobile preset), brotli/gzip host, the API server running: ${PAGES.join(", ")}`);
    for (const result of await auditPages(PAGES.map((page) => server.url + page))) {
      const scores = Object.entries(result.scores)
        .map(([id, score]) => `${id} ${score}`)
        .join(", ");
      const page = new URL(result.url).pathname;
      console.log(`  ${page.padEnd(12)} ${scores}`);
      console.log(
        `  ${"".padEnd(12)} LCP ${(result.lcp / 1000).toFixed(2)} s, TBT ${Math.round(result.tbt)} ms, CLS ${result.cls.toFixed(3)}`,
      );
      for (const audit of result.failedAudits) console.log(`  ${"".padEnd(12)} failing audit: ${audit}`);
      broken.push(...result.broken.map((line) => `${page}: ${line}`));
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
