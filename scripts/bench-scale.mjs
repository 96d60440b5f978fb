// `npm run bench:scale`: the organiser side at festival scale (issue 24, docs/scale.md). Seeds PostgreSQL in SQL
// (server/src/db/scaleSeed.ts) at 1k, 10k and 50k participants, each size in a schema of its own (bench_scale_<n>) of
// the database BENCH_DATABASE_URL names (dropped and made again at every run), starts one API process per size
// (NODE_ENV=production) and measures with autocannon, 10 connections: the admin lists (page 1, a search for one
// participant's name, the last page), the admin summary, a participant's own certificates/, a streamed export (first
// byte, total, the API process's memory growth), and signed-in events/ at 1k and 50k measured alternately. Then it
// seeds a PGlite folder (BENCH_PGLITE_PARTICIPANTS, default 50,000) and measures a participant's events/ while an
// organiser exports. On the largest PostgreSQL size and on the PGlite folder it then publishes an announcement by
// e-mail to everyone through the API (the enqueue's time) and measures signed-in events/ while the mail worker sends
// to an SMTP sink in this process at BENCH_MAIL_RATE, against the same with the queue idle (issue 26, docs/mail.md).
// At every size the teammate finder holds one listing in ctf per five participants (10,000 at 50,000) and its pages
// are measured (issue 39: a page or a filtered page within 150 ms); BENCH_ONLY=finder measures only those on the
// largest size, BENCH_EXPLAIN=1 prints the plans of their statements after seeding.
// Every figure is printed per size with its target beside it; the run starts with the date and the machine.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { startProcess } from "./lib/processes.mjs";
import { announceRun } from "./lib/runConditions.mjs";
import { runUnderTsx } from "./lib/underTsx.mjs";

runUnderTsx(import.meta.url);
announceRun("npm run bench:scale");
const { openDb } = await import("../server/src/db/open.ts");
const { migrate } = await import("../server/src/db/migrations.ts");
const { seedContent } = await import("../server/src/db/seed.ts");
const { seedScale, seedFinder } = await import("../server/src/db/scaleSeed.ts");
const { countListings, listingPage } = await import("../server/src/repos/finderListings.ts");
const { adminStats } = await import("../server/src/repos/adminStats.ts");
const { hashToken, newToken } = await import("../server/src/lib/tokens.ts");
const { freePort } = await import("../test/server/support/authEmulator.ts");

const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
// Two runs on one PostgreSQL server (two people's benches) need schemas of their own: BENCH_SCHEMA_PREFIX=bench_me.
const SCHEMA_PREFIX = process.env.BENCH_SCHEMA_PREFIX ?? "bench_scale";
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,50000").split(",").map(Number);
const PGLITE_SIZE = Number(process.env.BENCH_PGLITE_PARTICIPANTS ?? 50000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const MAIL_RATE = Number(process.env.BENCH_MAIL_RATE ?? 200);
/** BENCH_ONLY=finder: seeds the largest size and measures only the teammate finder's pages (issue 39). */
const ONLY_FINDER = process.env.BENCH_ONLY === "finder";
/** BENCH_ONLY=announcements: seeds the largest size and the PGlite folder and runs only the announcement phase. */
const ONLY_ANNOUNCEMENTS = process.env.BENCH_ONLY === "announcements";
/**
 * BENCH_ONLY=pglite: seeds the largest size on PostgreSQL only to time a publication there, then runs the PGlite phase
 * (events/ during an export and during a publication).
 */
const ONLY_PGLITE = process.env.BENCH_ONLY === "pglite";
/**
 * BENCH_ONLY=stats: seeds the largest size and measures only the overview's charts (`admin/stats/`, issue 40): each
 * period's readings unshared (in this process, straight from the database) and through the API (the first reading of
 * a fresh process, then 10 organisers polling); BENCH_EXPLAIN=1 prints the plan of each of its statements.
 */
const ONLY_STATS = process.env.BENCH_ONLY === "stats";
/** The individual event whose draft results (every team, the first ten ranked) the seed saves for a publication. */
const PUBLISH_SLUG = "mathmania";

const TARGETS = {
  list: "<= 150 ms",
  summary: "<= 20 ms",
  stats: "p97.5 <= 150 ms",
  ownCertificates: "<= 10 ms, >= 2000 req/s",
  firstByte: "<= 300 ms",
  memory: "<= 100 MB",
  events: ">= 0.8x of 1k",
  pglite: "<= 500 ms",
  publish: "<= 10 s",
  enqueue: 5000,
  sending: 0.8,
  finder: "<= 150 ms",
};

/**
 * BENCH_KEEP_SEED=1: a schema seeded by an earlier run at the same size is kept (migrated to this build's steps, which
 * is how a change of schema meets a festival's data), not dropped and seeded again (minutes at 50k). Only for
 * BENCH_ONLY=stats or finder, whose calls change nothing.
 */
const KEEP_SEED = process.env.BENCH_KEEP_SEED === "1";

/** Whether `schema` holds an earlier run's seed of `participants` (its last account is there). */
async function seededBefore(db, schema, participants) {
  const { rows } = await db.query(`SELECT to_regclass($1) IS NOT NULL AS present`, [`"${schema}".users`]);
  if (!rows[0].present) return false;
  const { rows: last } = await db.query("SELECT count(*)::int AS n FROM users WHERE uid = $1", [
    `scale-${participants}`,
  ]);
  return last[0].n === 1;
}

/** The finder's listings in `ctf` at a size: 10,000 at 50,000 participants (one in five, at most 10,000). */
const finderListingsAt = (participants) => Math.min(10_000, Math.floor(participants / 5));

/** A seeded database: its own tokens for an organiser (user 1) and a participant (user 2). */
async function seeded({ schema, dataDir, participants }) {
  const started = Date.now();
  // The seed's statements write hundreds of thousands of rows: no statement timeout (a busy machine needs minutes).
  const db = await openDb({ databaseUrl: dataDir ? undefined : DATABASE_URL, dataDir, schema, statementTimeoutMs: 0 });
  const kept = schema && KEEP_SEED && (await seededBefore(db, schema, participants));
  if (schema && !kept) await db.exec(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; CREATE SCHEMA "${schema}"`);
  const migrating = performance.now();
  await migrate(db);
  if (kept) console.log(`migrated the kept seed in ${ms(performance.now() - migrating)}`);
  if (!kept) {
    await seedContent(db);
    await seedScale(db, participants);
    await seedFinder(db, finderListingsAt(participants));
    await db.query("INSERT INTO event_results (event_id) SELECT id FROM events WHERE slug = $1", [PUBLISH_SLUG]);
    await db.query(
      `INSERT INTO result_entries (event_id, team_id, rank)
       SELECT event_id, id, CASE WHEN n <= 10 THEN n END
       FROM (SELECT t.event_id, t.id, row_number() OVER (ORDER BY t.id)::int AS n
             FROM teams t JOIN events e ON e.id = t.event_id WHERE e.slug = $1) ranked`,
      [PUBLISH_SLUG],
    );
  } else console.log(`keeping the seed of schema ${schema} (BENCH_KEEP_SEED), migrated to this build's steps`);
  const { rows: published } = await db.query("SELECT id FROM events WHERE slug = $1", [PUBLISH_SLUG]);
  const organiser = newToken();
  const holder = newToken();
  const { rows } = await db.query("SELECT id FROM users WHERE uid IN ('scale-1', 'scale-2') ORDER BY uid");
  await db.query("INSERT INTO organisers (user_id) VALUES ($1) ON CONFLICT DO NOTHING", [rows[0].id]);
  await db.query("INSERT INTO api_tokens (key_hash, user_id) VALUES ($1, $2), ($3, $4)", [
    hashToken(organiser),
    rows[0].id,
    hashToken(holder),
    rows[1].id,
  ]);
  await db.exec("VACUUM ANALYZE users, teams, team_members, certificates, finder_listings, finder_requests");
  if (process.env.BENCH_EXPLAIN && schema && !ONLY_STATS) await printFinderPlans(db, rows[1].id);
  if (process.env.BENCH_EXPLAIN && schema && ONLY_STATS) await printStatsPlans(db);
  await db.close();
  return { organiser, holder, publishEventId: published[0].id, seconds: (Date.now() - started) / 1000 };
}

/** Publishes the seeded draft results through the API: the call's time and its answer. */
async function publishFigures(base, tokens) {
  const started = performance.now();
  const response = await fetch(`${base}admin/events/${tokens.publishEventId}/results/publish/`, {
    method: "POST",
    headers: auth(tokens.organiser),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`publish: ${response.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, ...body };
}

async function startApi({ schema, dataDir, env = {} }) {
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
      // The bench's hundreds of finder pages a second from one account are what the browse throttle stops.
      THROTTLE_FINDER_BROWSE: "off",
      ...(url ? { DATABASE_URL: url } : { DATABASE_URL: "", DATA_DIR: dataDir }),
      ...env,
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

/** CPU time (ms, user and system) the process has used so far (/proc/<pid>/stat, 100 ticks a second). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

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
  Object.assign(figures, await statsFigures(base, organiser));
  Object.assign(figures, await finderFigures(base, holder));
  const own = await cannon({ url: `${base}certificates/`, duration: SECONDS, headers: auth(holder) });
  figures["own certificates/"] = `${own.latency.p50} ms, ${Math.round(own.requests.average)} req/s`;
  const exported = await exportFigures(base, organiser, setup.api.server.child.pid);
  figures["teams export: first byte"] = ms(exported.firstByte);
  figures["teams export: whole"] =
    `${ms(exported.total)} (${exported.rows} rows, ${exported.megabytes.toFixed(1)} MB${exported.chunked ? ", chunked" : ", NOT CHUNKED"})`;
  figures["teams export: API memory up"] = `${Math.round(exported.memory)} MB`;
  return figures;
}

/** The overview's charts' queries: every period, all events and one. */
const STATS_QUERIES = ["?period=festival", "?period=week", "?period=day", "?period=week&event=ctf"];

/**
 * The overview's charts (issue 40) through the API: the first reading of each query on this process (nobody shares
 * it yet), then 10 organisers polling at once (p50 and p97.5; autocannon has no p95).
 */
async function statsFigures(base, token) {
  const figures = {};
  for (const query of STATS_QUERIES) {
    const started = performance.now();
    await json(`${base}admin/stats/${query}`, token);
    figures[`stats first reading ${query}`] = ms(performance.now() - started);
  }
  for (const query of STATS_QUERIES) {
    const charts = await cannon({ url: `${base}admin/stats/${query}`, amount: REQUESTS, headers: auth(token) });
    if (charts.non2xx > 0) throw new Error(`admin/stats/${query}: ${charts.non2xx} answers were not 2xx`);
    figures[`stats polled ${query}`] = `p50 ${charts.latency.p50} ms, p97.5 ${charts.latency.p97_5} ms`;
  }
  return figures;
}

/** The stats queries' arguments as the route gives them (the event's id for its slug). */
async function statsArguments(db) {
  const { rows } = await db.query("SELECT id FROM events WHERE slug = 'ctf'");
  return STATS_QUERIES.map((query) => {
    const params = new URLSearchParams(query);
    const slug = params.get("event");
    return {
      label: query,
      args: { period: params.get("period"), event: slug ? rows[0].id : null, slug, timeZone: "Asia/Kolkata" },
    };
  });
}

/** Readings of every stats query straight from the database, none shared (BENCH_ONLY=stats): median and longest. */
async function unsharedStatsFigures(schema) {
  const db = await openDb({ databaseUrl: DATABASE_URL, schema });
  try {
    const figures = {};
    for (const { label, args } of await statsArguments(db)) {
      const times = [];
      for (let index = 0; index < 20; index += 1) {
        const started = performance.now();
        await adminStats(db, args);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      figures[`stats unshared ${label}`] = `median ${ms(times[10])}, longest ${ms(times[19])} (20 readings)`;
    }
    return figures;
  } finally {
    await db.close();
  }
}

/** EXPLAIN ANALYZE of every statement of a stats reading (BENCH_EXPLAIN=1), run for real as well for its answer. */
async function printStatsPlans(db) {
  const explaining = {
    query: async (sql, params) => {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(`\n--- ${sql.trim().split("\n")[0].slice(0, 100)}`);
      console.log(rows.map((row) => row["QUERY PLAN"]).join("\n"));
      return db.query(sql, params);
    },
  };
  for (const { label, args } of await statsArguments(db)) {
    console.log(`\n===== admin/stats/${label}`);
    await adminStats(explaining, args);
  }
}

/** The pages of the finder a participant asks for: page 1, each filter, two together, the last page. */
const FINDER_QUERIES = {
  "finder page 1": "",
  "finder skill": "skill=python",
  "finder institute": "institute=institute%2012",
  "finder country": "country=NP",
  "finder has a team": "has_team=yes",
  "finder no team, skill, country": "has_team=no&skill=nlp&country=IN",
};

/** The teammate finder's pages of `ctf` for a participant (median ms), and its last page. */
async function finderFigures(base, token) {
  const figures = {};
  for (const [label, query] of Object.entries(FINDER_QUERIES)) {
    const url = `${base}finder/ctf/${query ? `?${query}` : ""}`;
    const first = await json(url, token);
    figures[label] = `${ms(await median(url, token))} (${first.count} listings)`;
  }
  const { count } = await json(`${base}finder/ctf/`, token);
  const last = Math.max(1, Math.ceil(count / 20));
  figures["finder last page"] = `${ms(await median(`${base}finder/ctf/?page=${last}`, token))} (page ${last})`;
  return figures;
}

/**
 * EXPLAIN ANALYZE of the finder's count and page statements as the API runs them (BENCH_EXPLAIN=1): each statement the
 * repository sends is explained instead of run, and its plan printed.
 */
async function printFinderPlans(db, viewerId) {
  const { rows: events } = await db.query("SELECT id FROM events WHERE slug = 'ctf'");
  const explaining = {
    query: async (sql, params) => {
      const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
      console.log(rows.map((row) => row["QUERY PLAN"]).join("\n"));
      return { rows: [{ n: 10_000 }], rowCount: 0 };
    },
  };
  const none = { skill: null, institute: null, country: null, kind: null };
  for (const [label, filters] of [
    ["page 1", none],
    ["skill python", { ...none, skill: "python" }],
    ["country NP", { ...none, country: "NP" }],
  ]) {
    console.log(`\n--- finder ${label}: count`);
    await countListings(explaining, events[0].id, filters);
    console.log(`--- finder ${label}: page`);
    await listingPage(explaining, events[0].id, filters, viewerId, { reversed: false, limit: 20, offset: 0 });
  }
}

const TARGET_OF = (label) =>
  label.startsWith("finder")
    ? TARGETS.finder
    : label.startsWith("stats")
      ? TARGETS.stats
      : label.includes("export: first")
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

/** A participant's events/ one call after another until `work` ends: the waits (ms) and what `work` gave. */
async function eventsWhile(api, tokens, work) {
  let working = true;
  const during = [];
  const done = work().finally(() => (working = false));
  while (working) {
    const started = performance.now();
    await json(`${api.base}events/`, tokens.holder);
    during.push(performance.now() - started);
  }
  const figures = await done;
  const sorted = [...during].sort((a, b) => a - b);
  const at = (share) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
  return { max: sorted[sorted.length - 1] ?? 0, p99: at(0.99), median: at(0.5), calls: during.length, figures };
}

/**
 * PGlite: a participant's events/ one call after another while an organiser reads the teams export, then while the
 * organiser publishes the seeded results (every certificate of an individual event, the results mails queued).
 */
async function pgliteDuringLongWork(dataDir, tokens) {
  const sink = await startSink();
  const api = await startApi({ dataDir, env: { SMTP_URL: sink.url } });
  try {
    const quiet = [];
    for (let index = 0; index < 50; index += 1) {
      const started = performance.now();
      await json(`${api.base}events/`, tokens.holder);
      quiet.push(performance.now() - started);
    }
    const exporting = await eventsWhile(api, tokens, () =>
      exportFigures(api.base, tokens.organiser, api.server.child.pid),
    );
    const publishing = await eventsWhile(api, tokens, () => publishFigures(api.base, tokens));
    return { quietMax: Math.max(...quiet), exporting, publishing };
  } finally {
    await api.server.stop();
    await sink.close();
  }
}

/**
 * An SMTP server in this process, on a thread of its own (so that autocannon's busy event loop does not slow its
 * answers), that accepts every message and counts it in shared memory (each body is read and dropped).
 */
const SINK = `
const { parentPort, workerData } = require("node:worker_threads");
const { SMTPServer } = require("node:module").createRequire(workerData.from)("smtp-server");
const count = new Int32Array(workerData.count);
const server = new SMTPServer({
  logger: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  onData(stream, _session, callback) {
    stream.on("end", () => {
      Atomics.add(count, 0, 1);
      callback();
    });
    stream.resume();
  },
});
server.listen(0, "127.0.0.1", () => parentPort.postMessage(server.server.address().port));
parentPort.on("message", () => server.close(() => process.exit(0)));
`;

async function startSink() {
  const count = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(SINK, { eval: true, workerData: { from: import.meta.url, count: count.buffer } });
  const port = await new Promise((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => Atomics.load(count, 0),
    close: async () => {
      worker.postMessage("close");
      await new Promise((resolve) => worker.once("exit", resolve));
    },
  };
}

const ROUNDS = 3;
const IDLE_RATE_SECONDS = 5;
const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Signed-in events/ for SECONDS, 10 connections: requests per second. */
async function eventsThroughput(api, token) {
  const result = await cannon({ url: `${api.base}events/`, duration: SECONDS, headers: auth(token) });
  if (result.non2xx > 0) throw new Error(`events/: ${result.non2xx} answers were not 2xx`);
  return result.requests.average;
}

/** Polls `read` every 20 ms until `done` holds for its value; fails after `timeoutMs`. */
async function until(read, done, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * An announcement by e-mail to everyone, published through the API by an organiser: how long its 201 took (the
 * enqueue), then signed-in events/ while the worker sends at MAIL_RATE to the sink, against events/ with the queue
 * idle before the announcement and again after it is withdrawn (which drops what is still queued).
 */
async function announcementFigures({ schema, dataDir, tokens }) {
  const sink = await startSink();
  const api = await startApi({ schema, dataDir, env: { SMTP_URL: sink.url, MAIL_RATE: String(MAIL_RATE) } });
  try {
    await eventsThroughput(api, tokens.holder); // warm-up: a fresh process's first seconds are slower
    const idleBefore = [];
    const eventsCpuFrom = cpuMs(api.server.child.pid);
    for (let round = 0; round < ROUNDS; round += 1) idleBefore.push(await eventsThroughput(api, tokens.holder));
    const cpuPerCall = (cpuMs(api.server.child.pid) - eventsCpuFrom) / (mean(idleBefore) * SECONDS * ROUNDS);
    const started = performance.now();
    const response = await fetch(`${api.base}admin/announcements/`, {
      method: "POST",
      headers: { ...auth(tokens.organiser), "Content-Type": "application/json" },
      body: JSON.stringify({
        title: "The schedule is out",
        body: "Every event now has its times: see https://codefest.example/events/",
        event: null,
        only_incomplete_teams: false,
        channels: ["email"],
      }),
    });
    const enqueue = performance.now() - started;
    if (response.status !== 201)
      throw new Error(`POST admin/announcements/: ${response.status} ${await response.text()}`);
    const { id, recipients } = await response.json();
    await until(sink.received, (count) => count > 0, 60_000, "the first mail");
    const firstMail = performance.now() - started;
    // The rate with no other load, for IDLE_RATE_SECONDS.
    const pid = api.server.child.pid;
    const idleFrom = sink.received();
    const cpuFrom = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, IDLE_RATE_SECONDS * 1000));
    const idleRate = (sink.received() - idleFrom) / IDLE_RATE_SECONDS;
    const cpuPerMessage = (cpuMs(pid) - cpuFrom) / (sink.received() - idleFrom);
    const sentFrom = sink.received();
    const sendingFrom = performance.now();
    const sending = [];
    for (let round = 0; round < ROUNDS; round += 1) sending.push(await eventsThroughput(api, tokens.holder));
    const sentDuring = sink.received() - sentFrom;
    const rate = sentDuring / ((performance.now() - sendingFrom) / 1000);
    const { results } = await json(`${api.base}admin/announcements/`, tokens.organiser);
    const delivery = results.find((item) => item.id === id)?.delivery;
    if (!delivery || delivery.queued === 0)
      throw new Error("the queue ran dry during the measurement: lower BENCH_MAIL_RATE");
    const withdrawn = await fetch(`${api.base}admin/announcements/${id}/`, {
      method: "DELETE",
      headers: auth(tokens.organiser),
    });
    if (withdrawn.status !== 204) throw new Error(`DELETE admin/announcements/${id}/: ${withdrawn.status}`);
    // The batch the worker had claimed still goes; the queue is idle once nothing has arrived for a second.
    let last = { count: -1, at: 0 };
    await until(
      () => {
        const count = sink.received();
        if (count !== last.count) last = { count, at: Date.now() };
        return Date.now() - last.at;
      },
      (still) => still >= 1000,
      60_000,
      "the queue going idle after the withdrawal",
    );
    const idleAfter = [];
    for (let round = 0; round < ROUNDS; round += 1) idleAfter.push(await eventsThroughput(api, tokens.holder));
    const idle = mean([...idleBefore, ...idleAfter]);
    return {
      recipients,
      enqueue,
      firstMail,
      idleRate,
      cpuPerMessage,
      cpuPerCall,
      rate,
      sentDuring,
      delivery,
      idleBefore: mean(idleBefore),
      idleAfter: mean(idleAfter),
      sending: mean(sending),
      ratio: mean(sending) / idle,
    };
  } finally {
    await api.server.stop();
    await sink.close();
  }
}

const kept = (ok) => (ok ? "kept" : "missed");

function printAnnouncement(figures) {
  const enqueueOk = figures.enqueue <= TARGETS.enqueue;
  const ratioOk = figures.ratio >= TARGETS.sending;
  console.log(
    `  announcement by e-mail to everyone: 201 after ${ms(figures.enqueue)} (${figures.recipients} recipients queued; target <= ${TARGETS.enqueue / 1000} s: ${kept(enqueueOk)}); first mail at the sink after ${ms(figures.firstMail)}`,
  );
  console.log(
    `  sending at MAIL_RATE ${MAIL_RATE}: ${figures.idleRate.toFixed(0)}/s with no other calls; ${figures.sentDuring} sent during the events/ runs, ${figures.rate.toFixed(0)}/s; delivery then ${JSON.stringify(figures.delivery)}`,
  );
  console.log(
    `  API process CPU: ${figures.cpuPerMessage.toFixed(2)} ms a message (sending alone), ${figures.cpuPerCall.toFixed(2)} ms an events/ call (idle queue)`,
  );
  console.log(
    `  signed-in events/: idle ${Math.round(figures.idleBefore)} req/s before, ${Math.round(figures.idleAfter)} req/s after; while sending ${Math.round(figures.sending)} req/s (x${figures.ratio.toFixed(2)} of idle; target >= ${TARGETS.sending}x: ${kept(ratioOk)})`,
  );
}

if (!DATABASE_URL) {
  console.error("Set BENCH_DATABASE_URL (or DATABASE_URL) to a PostgreSQL database this bench may add schemas to.");
  process.exit(1);
}

console.log(
  `npm run bench:scale on ${new Date().toISOString()}: ${cpus().length} x ${cpus()[0]?.model ?? "unknown CPU"}, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(" ")}`,
);
const setups = new Map();
const results = new Map();
try {
  const [smallest, largest] = [SIZES[0], SIZES[SIZES.length - 1]];
  if (ONLY_STATS) {
    const schema = `${SCHEMA_PREFIX}_${largest}`;
    const tokens = await seeded({ schema, participants: largest });
    console.log(`seeded ${largest} participants in ${tokens.seconds.toFixed(1)} s (PostgreSQL, schema ${schema})`);
    const api = await startApi({ schema });
    setups.set(largest, { tokens, api });
    const figures = { ...(await statsFigures(api.base, tokens.organiser)), ...(await unsharedStatsFigures(schema)) };
    console.log(
      `\nPostgreSQL, ${largest} participants, one API process, ${CONNECTIONS} concurrent (${REQUESTS} calls):`,
    );
    for (const [label, value] of Object.entries(figures)) {
      console.log(`  ${label.padEnd(48)}${String(value).padEnd(44)}${TARGETS.stats}`);
    }
  } else if (ONLY_FINDER) {
    const schema = `${SCHEMA_PREFIX}_${largest}`;
    const tokens = await seeded({ schema, participants: largest });
    console.log(`seeded ${largest} participants in ${tokens.seconds.toFixed(1)} s (PostgreSQL, schema ${schema})`);
    const api = await startApi({ schema });
    setups.set(largest, { tokens, api });
    const figures = await finderFigures(api.base, tokens.holder);
    console.log(
      `\nPostgreSQL, ${largest} participants, ${finderListingsAt(largest)} open listings in ctf, one API process, ${CONNECTIONS} concurrent (medians of ${REQUESTS} calls):`,
    );
    for (const [label, value] of Object.entries(figures)) {
      console.log(`  ${label.padEnd(34)}${String(value).padEnd(30)}${TARGETS.finder}`);
    }
  } else if (ONLY_PGLITE) {
    const schema = `${SCHEMA_PREFIX}_${largest}`;
    const tokens = await seeded({ schema, participants: largest });
    console.log(`seeded ${largest} participants in ${tokens.seconds.toFixed(1)} s (PostgreSQL, schema ${schema})`);
    const sink = await startSink();
    const api = await startApi({ schema, env: { SMTP_URL: sink.url } });
    try {
      const published = await publishFigures(api.base, tokens);
      console.log(
        `\nPostgreSQL, ${largest} participants: publishing ${published.issued} certificates (results mails queued) ${ms(published.ms)} (target ${TARGETS.publish})`,
      );
    } finally {
      await api.server.stop();
      await sink.close();
    }
  } else if (!ONLY_ANNOUNCEMENTS) {
    for (const size of SIZES) {
      const schema = `${SCHEMA_PREFIX}_${size}`;
      const tokens = await seeded({ schema, participants: size });
      console.log(`seeded ${size} participants in ${tokens.seconds.toFixed(1)} s (PostgreSQL, schema ${schema})`);
      const api = await startApi({ schema });
      setups.set(size, { tokens, api });
      results.set(size, await measureSize(size, setups.get(size)));
    }
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
  } else {
    const schema = `${SCHEMA_PREFIX}_${largest}`;
    const tokens = await seeded({ schema, participants: largest });
    console.log(`seeded ${largest} participants in ${tokens.seconds.toFixed(1)} s (PostgreSQL, schema ${schema})`);
    setups.set(largest, { tokens, api: null });
  }

  // The announcement on the largest size, on a process of its own with e-mail on (the others are stopped).
  const announcement =
    ONLY_PGLITE || ONLY_FINDER || ONLY_STATS
      ? null
      : await announcementFigures({
          schema: `${SCHEMA_PREFIX}_${largest}`,
          tokens: setups.get(largest).tokens,
        });
  if (announcement) {
    console.log(
      `\nPostgreSQL, ${largest} participants, one API process, ${CONNECTIONS} concurrent, ${SECONDS} s x ${ROUNDS}:`,
    );
    printAnnouncement(announcement);
  }

  // The PGlite phase (announcement, export and publication waits); not part of BENCH_ONLY=finder.
  if (!ONLY_FINDER && !ONLY_STATS) {
    const dataDir = mkdtempSync(path.join(tmpdir(), "codefest-bench-scale-"));
    try {
      const tokens = await seeded({ dataDir, participants: PGLITE_SIZE });
      console.log(`\nPGlite, ${PGLITE_SIZE} participants (seeded in ${tokens.seconds.toFixed(1)} s), one API process:`);
      // The announcement first: the publication below queues 50,000 results mails, which would keep the queue busy.
      if (!ONLY_PGLITE) printAnnouncement(await announcementFigures({ dataDir, tokens }));
      if (!ONLY_ANNOUNCEMENTS) {
        const { quietMax, exporting, publishing } = await pgliteDuringLongWork(dataDir, tokens);
        const waits = (label, run) =>
          console.log(
            `  a participant's events/ while ${label}: ${run.calls} calls, median ${ms(run.median)}, p99 ${ms(run.p99)}, longest ${ms(run.max)} (target ${TARGETS.pglite})`,
          );
        console.log(`  a participant's events/ with nothing else running: longest ${ms(quietMax)}`);
        waits("the teams export streams", exporting);
        const exported = exporting.figures;
        console.log(
          `  the export: first byte ${ms(exported.firstByte)}, whole ${ms(exported.total)} (${exported.rows} rows), API memory up ${Math.round(exported.memory)} MB`,
        );
        waits("the results are published", publishing);
        console.log(
          `  the publication: ${publishing.figures.issued} certificates issued, results mails queued, in ${ms(publishing.figures.ms)}`,
        );
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  for (const { api } of setups.values()) await api?.server.stop();
}
