// `npm run bench:scale`: the organiser side at festival scale (issue 24, docs/scale.md). Seeds PostgreSQL in SQL
// (server/src/db/scaleSeed.ts) at 1k, 10k and 50k participants, each size in a schema of its own (bench_scale_<n>) of
// the database BENCH_DATABASE_URL names (dropped and made again at every run), starts one API process per size
// (NODE_ENV=production) and measures with autocannon, 10 connections: the admin lists (page 1, a search for one
// participant's name, the last page), the admin summary, a participant's own certificates/, a streamed export (first
// byte, total, the API process's memory growth), and signed-in events/ at 1k and 50k measured alternately. Then it
// seeds a PGlite folder (BENCH_PGLITE_PARTICIPANTS, default 50,000) and measures a participant's events/ while an
// organiser exports. Every figure is printed per size with its target beside it.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startProcess } from "./lib/processes.mjs";
import { runUnderTsx } from "./lib/underTsx.mjs";

runUnderTsx(import.meta.url);
const { openDb } = await import("../server/src/db/open.ts");
const { migrate } = await import("../server/src/db/migrations.ts");
const { seedEvents } = await import("../server/src/db/seed.ts");
const { seedScale } = await import("../server/src/db/scaleSeed.ts");
const { hashToken, newToken } = await import("../server/src/auth/tokens.ts");
const { freePort } = await import("../test/server/support/authEmulator.ts");

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);
const PGLITE_SIZE = Number(process.env.BENCH_PGLITE_PARTICIPANTS ?? 50000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);

const TARGETS = {
  list: "<= 150 ms",
  summary: "<= 20 ms",
  ownCertificates: "<= 10 ms, >= 2000 req/s",
  firstByte: "<= 300 ms",
  memory: "<= 100 MB",
  events: ">= 0.8x of 1k",
  pglite: "<= 500 ms",
};

/** A seeded database: its own tokens for an organiser (user 1) and a participant (user 2). */
async function seeded({ schema, dataDir, participants }) {
  const started = Date.now();
  const db = await openDb({ databaseUrl: dataDir ? undefined : DATABASE_URL, dataDir, schema });
  if (schema) await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
  await migrate(db);
  await seedEvents(db);
  await seedScale(db, participants);
  const organiser = newToken();
  const holder = newToken();
  const { rows } = await db.query("SELECT id FROM users WHERE uid IN ('scale-1', 'scale-2') ORDER BY uid");
  await db.query("INSERT INTO organisers (user_id) VALUES ($1)", [rows[0].id]);
  await db.query("INSERT INTO api_tokens (key_hash, user_id) VALUES ($1, $2), ($3, $4)", [
    hashToken(organiser),
    rows[0].id,
    hashToken(holder),
    rows[1].id,
  ]);
  await db.exec("VACUUM ANALYZE users, teams, team_members, certificates");
  await db.close();
  return { organiser, holder, seconds: (Date.now() - started) / 1000 };
}

async function startApi({ schema, dataDir }) {
  const port = await freePort();
  const url = schema
    ? `${DATABASE_URL}${DATABASE_URL.includes("?") ? "&" : "?"}options=-c%20search_path%3D${schema}`
    : null;
  const server = startProcess({
    label: `API (${schema ?? "PGlite"})`,
    args: ["--import", "tsx", "server/src/main.ts"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      LOG_LEVEL: "warn",
      FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9",
      ...(url ? { DATABASE_URL: url } : { DATABASE_URL: "", DATA_DIR: dataDir }),
    },
    output: "ignore",
  });
  const base = `http://127.0.0.1:${port}/api/`;
  await server.waitFor(`${base}events/`, { timeoutMs: 300_000 });
  return { server, base };
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const auth = (token) => ({ Authorization: `Token ${token}` });

/** Median latency (ms) of `REQUESTS` calls, 10 at a time; non-2xx answers make the figure fail loudly. */
async function median(url, token) {
  const result = await cannon({ url, amount: REQUESTS, headers: auth(token) });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return result.latency.p50;
}

async function json(url, token) {
  const response = await fetch(url, { headers: auth(token) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/** The teams export, read to the end: first byte, total time, rows, and the API process's memory growth. */
async function exportFigures(base, token, pid) {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25);
  const started = performance.now();
  const response = await fetch(`${base}admin/teams/export/`, { headers: auth(token) });
  const reader = response.body.getReader();
  let firstByte = null;
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    firstByte ??= performance.now() - started;
    bytes += value.length;
    for (const byte of value) if (byte === 10) lines += 1;
  }
  const total = performance.now() - started;
  clearInterval(sampler);
  return {
    firstByte,
    total,
    rows: lines - 1,
    megabytes: bytes / 1e6,
    memory: peak - before,
    chunked: response.headers.get("transfer-encoding") === "chunked" && !response.headers.get("content-length"),
  };
}

const ms = (value) => `${Math.round(value)} ms`;

async function measureSize(size, setup) {
  const { base } = setup.api;
  const { organiser, holder } = setup.tokens;
  const figures = {};
  const name = encodeURIComponent("Meera Khan 12");
  for (const list of ["teams", "participants", "certificates"]) {
    const first = await json(`${base}admin/${list}/`, organiser);
    const last = Math.max(1, Math.ceil(first.count / 50));
    figures[`${list} page 1`] = ms(await median(`${base}admin/${list}/`, organiser));
    figures[`${list} search a name`] = ms(await median(`${base}admin/${list}/?search=${name}`, organiser));
    figures[`${list} last page`] =
      `${ms(await median(`${base}admin/${list}/?page=${last}`, organiser))} (page ${last})`;
  }
  figures["summary"] = ms(await median(`${base}admin/summary/`, organiser));
  const own = await cannon({ url: `${base}certificates/`, duration: SECONDS, headers: auth(holder) });
  figures["own certificates/"] = `${own.latency.p50} ms, ${Math.round(own.requests.average)} req/s`;
  const exported = await exportFigures(base, organiser, setup.api.server.child.pid);
  figures["teams export: first byte"] = ms(exported.firstByte);
  figures["teams export: whole"] =
    `${ms(exported.total)} (${exported.rows} rows, ${exported.megabytes.toFixed(1)} MB${exported.chunked ? ", chunked" : ", NOT CHUNKED"})`;
  figures["teams export: API memory up"] = `${Math.round(exported.memory)} MB`;
  return figures;
}

const TARGET_OF = (label) =>
  label.includes("export: first")
    ? TARGETS.firstByte
    : label.includes("memory")
      ? TARGETS.memory
      : label.includes("export")
        ? ""
        : label.startsWith("summary")
          ? TARGETS.summary
          : label.startsWith("own")
            ? TARGETS.ownCertificates
            : TARGETS.list;

/** Signed-in events/ on the smallest and the largest size, alternately, three rounds each. */
async function eventsAlternately(small, large) {
  const totals = { small: [], large: [] };
  for (let round = 0; round < 3; round += 1) {
    for (const [key, setup] of [
      ["small", small],
      ["large", large],
    ]) {
      const result = await cannon({
        url: `${setup.api.base}events/`,
        duration: SECONDS,
        headers: auth(setup.tokens.holder),
      });
      totals[key].push(result.requests.average);
    }
  }
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return { small: mean(totals.small), large: mean(totals.large) };
}

/** PGlite: a participant's events/ one call after another while an organiser reads the teams export. */
async function pgliteDuringExport() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-bench-scale-"));
  try {
    const tokens = await seeded({ dataDir, participants: PGLITE_SIZE });
    const api = await startApi({ dataDir });
    try {
      const quiet = [];
      for (let index = 0; index < 50; index += 1) {
        const started = performance.now();
        await json(`${api.base}events/`, tokens.holder);
        quiet.push(performance.now() - started);
      }
      let exporting = true;
      const during = [];
      const exported = exportFigures(api.base, tokens.organiser, api.server.child.pid).finally(
        () => (exporting = false),
      );
      while (exporting) {
        const started = performance.now();
        await json(`${api.base}events/`, tokens.holder);
        during.push(performance.now() - started);
      }
      const figures = await exported;
      await api.server.stop();
      const sorted = (values) => [...values].sort((a, b) => a - b);
      return {
        seedSeconds: tokens.seconds,
        quietMax: Math.max(...quiet),
        max: Math.max(...during),
        median: sorted(during)[Math.floor(during.length / 2)] ?? 0,
        calls: during.length,
        exported: figures,
      };
    } finally {
      await api.server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!DATABASE_URL) {
  console.error("Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database this bench may add schemas to.");
  process.exit(1);
}

const setups = new Map();
const results = new Map();
try {
  for (const size of SIZES) {
    const schema = `bench_scale_${size}`;
    const tokens = await seeded({ schema, participants: size });
    console.log(`seeded ${size} participants in ${tokens.seconds.toFixed(1)} s (PostgreSQL, schema ${schema})`);
    const api = await startApi({ schema });
    setups.set(size, { tokens, api });
    results.set(size, await measureSize(size, setups.get(size)));
  }
  const [smallest, largest] = [SIZES[0], SIZES[SIZES.length - 1]];
  const events = await eventsAlternately(setups.get(smallest), setups.get(largest));
  for (const { api } of setups.values()) await api.server.stop();

  const labels = Object.keys(results.get(SIZES[0]));
  const width = 34;
  const column = 30;
  console.log(
    `\nPostgreSQL, one API process, ${CONNECTIONS} concurrent (medians of ${REQUESTS} calls; certificates/ ${SECONDS} s):`,
  );
  console.log(`  ${"".padEnd(width)}${SIZES.map((size) => `${size / 1000}k`.padEnd(column)).join("")}target`);
  for (const label of labels) {
    const cells = SIZES.map((size) => String(results.get(size)[label] ?? "").padEnd(column));
    console.log(`  ${label.padEnd(width)}${cells.join("")}${TARGET_OF(label)}`);
  }
  const ratio = events.large / events.small;
  console.log(
    `  ${"signed-in events/ (alternating)".padEnd(width)}${`${Math.round(events.small)} req/s`.padEnd(column)}${"".padEnd(column * (SIZES.length - 2))}${`${Math.round(events.large)} req/s (x${ratio.toFixed(2)})`.padEnd(column)}${TARGETS.events}`,
  );

  const pglite = await pgliteDuringExport();
  console.log(`\nPGlite, ${PGLITE_SIZE} participants (seeded in ${pglite.seedSeconds.toFixed(1)} s), one API process:`);
  console.log(
    `  a participant's events/ while the teams export streams: ${pglite.calls} calls, median ${ms(pglite.median)}, longest ${ms(pglite.max)} (target ${TARGETS.pglite}); longest without an export ${ms(pglite.quietMax)}`,
  );
  console.log(
    `  the export: first byte ${ms(pglite.exported.firstByte)}, whole ${ms(pglite.exported.total)} (${pglite.exported.rows} rows), API memory up ${Math.round(pglite.exported.memory)} MB`,
  );
} finally {
  for (const { api } of setups.values()) await api.server.stop();
}
