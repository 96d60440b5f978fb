// The results day at festival scale (issues 24 and 29): seeds, in SQL, 50,000 participants in 25,000 two-member teams
// in each of two team events (with Codeforces handles), then times through the API, in this process:
//   - a 25,000-row results file by access code: preview, save, publish (every certificate, >= 50,000);
//   - a 50,000-row leaderboard keyed by Codeforces handle: preview and save;
//   - a write to another event while the publication runs (it must not wait for it);
//   - the same leaderboard after the event's registration closed and half the participants changed their handle
//     (issue 37): the changes themselves (handle_history's triggers), then a preview matching the handles as of the
//     close; BENCH_EXPLAIN=1 prints the plans of the match as it stands and as of the close (EXPLAIN ANALYZE).
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a schema of its own, dropped at the end); PGlite in memory without.
// Usage: node scripts/bench-results.mjs   (BENCH_TEAMS=25000 by default)
import { randomBytes } from "node:crypto";
import { announceRun } from "./lib/runConditions.mjs";
import { runUnderTsx } from "./lib/underTsx.mjs";

runUnderTsx(import.meta.url);
announceRun("node scripts/bench-results.mjs");
const { buildApp } = await import("../server/src/app.ts");
const { migrate } = await import("../server/src/db/migrations.ts");
const { openDb } = await import("../server/src/db/open.ts");
const { seedContent } = await import("../server/src/db/seed.ts");
const { hashToken } = await import("../server/src/lib/tokens.ts");
const { NO_THROTTLE } = await import("../server/src/http/throttle.ts");
const { matchLeaderboardKeys } = await import("../server/src/repos/leaderboardKeys.ts");

const TEAMS = Number(process.env.BENCH_TEAMS ?? 25_000);
const LIMIT_SECONDS = 10;
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const schema = databaseUrl ? `bench_results_${randomBytes(4).toString("hex")}` : undefined;

const db = await openDb({ databaseUrl, schema });
const figures = [];
const timed = async (title, work, check = () => "") => {
  const start = performance.now();
  const result = await work();
  const seconds = (performance.now() - start) / 1000;
  figures.push({ title, seconds, note: check(result) });
  console.log(`  ${title.padEnd(58)} ${seconds.toFixed(2).padStart(6)} s  ${check(result)}`);
  return result;
};

try {
  console.log(`Results bench on ${databaseUrl ? "PostgreSQL" : "PGlite (in memory)"}: ${TEAMS * 2} participants`);
  await migrate(db);
  await seedContent(db);
  const events = Object.fromEntries(
    (await db.query("SELECT id, slug FROM events")).rows.map((row) => [row.slug, row.id]),
  );
  await timed("seed (SQL, generate_series)", async () => {
    await db.query(
      `INSERT INTO users (uid, email, name, referral_code, is_verified)
       SELECT 'bench-' || g, 'bench.' || g || '@example.com', 'Bench Member ' || g, 'BENCH' || g, true
       FROM generate_series(1, $1 * 2) g`,
      [TEAMS],
    );
    await db.query(
      "INSERT INTO handles (user_id, codeforces) SELECT id, 'cf_' || substr(uid, 7) FROM users WHERE uid LIKE 'bench-%'",
    );
    for (const [slug, prefix] of [
      ["ctf", "CTFB"],
      ["enigma", "ENIB"],
    ]) {
      await db.query(
        `INSERT INTO teams (event_id, name, access_code, creator_id)
         SELECT $1, 'Bench team ' || g, $2 || lpad(g::text, 7, '0'), u.id
         FROM generate_series(1, $3) g JOIN users u ON u.uid = 'bench-' || (2 * g - 1)`,
        [events[slug], prefix, TEAMS],
      );
      await db.query(
        `INSERT INTO team_members (team_id, event_id, user_id)
         SELECT t.id, t.event_id, u.id FROM generate_series(1, $3) g
         JOIN teams t ON t.access_code = $2 || lpad(g::text, 7, '0')
         JOIN users u ON u.uid IN ('bench-' || (2 * g - 1), 'bench-' || (2 * g))
         WHERE t.event_id = $1`,
        [events[slug], prefix, TEAMS],
      );
    }
    if (databaseUrl) await db.query("ANALYZE");
  });

  const token = randomBytes(24).toString("hex");
  const { rows } = await db.query("SELECT id FROM users WHERE uid = 'bench-1'");
  await db.query("INSERT INTO organisers (user_id) VALUES ($1)", [rows[0].id]);
  await db.query("INSERT INTO api_tokens (key_hash, user_id) VALUES ($1, $2)", [hashToken(token), rows[0].id]);

  const identity = { verify: async () => null, close: async () => undefined };
  const app = await buildApp(
    {
      db,
      identity,
      config: { corsOrigins: [], recaptcha: undefined, bodyLimit: 64 * 1024, throttle: NO_THROTTLE },
    },
    { logLevel: "warn" },
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${app.server.address().port}/api/`;
  const send = async (method, path, body) => {
    const response = await fetch(base + path, {
      method,
      headers: { Authorization: `Token ${token}`, ...(body ? { "Content-Type": "text/csv" } : {}) },
      body,
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
    return { bytes: text.length, json: JSON.parse(text || "null") };
  };

  const results = `team,rank\r\n${Array.from({ length: TEAMS }, (_, index) => `CTFB${String(index + 1).padStart(7, "0")},${index + 1}`).join("\r\n")}\r\n`;
  console.log(`  results file: ${TEAMS} rows, ${(results.length / 1024).toFixed(0)} KB`);
  await timed(`preview ${TEAMS}-row results file by access code`, () =>
    send("POST", `admin/events/${events.ctf}/results/preview/`, results),
  );
  await timed(`save (PUT) ${TEAMS}-row results file`, () =>
    send("PUT", `admin/events/${events.ctf}/results/`, results),
  );

  // A write to another event while the publication runs: it must not wait for the publication's locks.
  let otherWrite = null;
  const published = await timed(
    "publish: issue every certificate (one transaction)",
    async () => {
      const publishing = send("POST", `admin/events/${events.ctf}/results/publish/`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const start = performance.now();
      await db.query("UPDATE teams SET name = name WHERE event_id = $1 AND access_code = 'ENIB0000001'", [
        events.enigma,
      ]);
      otherWrite = (performance.now() - start) / 1000;
      return publishing;
    },
    ({ json }) => `issued ${json.issued}`,
  );
  const { rows: counted } = await db.query("SELECT count(*)::int AS n FROM certificates WHERE event_id = $1", [
    events.ctf,
  ]);
  console.log(
    `  certificates committed: ${counted[0].n} (answer said ${published.json.issued}); a write to another event during it: ${(otherWrite * 1000).toFixed(0)} ms`,
  );

  const board = `Rank,Handle,Score\r\n${Array.from({ length: TEAMS * 2 }, (_, index) => `${Math.floor(index / 2) + 1},@CF_${index + 1},${TEAMS * 2 - index}`).join("\r\n")}\r\n`;
  const byHandle = "?key=codeforces&key_column=Handle&rank_column=Rank";
  console.log(`  leaderboard: ${TEAMS * 2} rows, ${(board.length / 1024).toFixed(0)} KB`);
  await timed(
    `preview ${TEAMS * 2}-row leaderboard keyed by handle`,
    () => send("POST", `admin/events/${events.enigma}/results/preview/${byHandle}`, board),
    ({ json }) => `ranked ${json.results.ranking.length}, rows not used ${json.leaderboard.unused_count}`,
  );
  await timed(`save (PUT) ${TEAMS * 2}-row leaderboard`, () =>
    send("PUT", `admin/events/${events.enigma}/results/${byHandle}`, board),
  );

  // The registration closes, then every second participant moves to a new handle: the history keeps both.
  await db.query("UPDATE events SET registration_closes_at = now() WHERE id = $1", [events.enigma]);
  await timed(`${TEAMS} handle changes after the close (one UPDATE, history triggers)`, () =>
    db.query("UPDATE handles SET codeforces = codeforces || '_new' WHERE user_id % 2 = 0"),
  );
  if (databaseUrl) await db.query("ANALYZE handle_history");
  await timed(
    `preview ${TEAMS * 2}-row leaderboard, handles as of the close`,
    () => send("POST", `admin/events/${events.enigma}/results/preview/${byHandle}`, board),
    ({ json }) =>
      `ranked ${json.leaderboard.used}, rows not used ${json.leaderboard.unused_count}, as of ${json.leaderboard.handles_as_of}`,
  );
  if (process.env.BENCH_EXPLAIN) {
    const keys = Array.from({ length: TEAMS * 2 }, (_, index) => `cf_${index + 1}`);
    const { rows: closed } = await db.query(
      `SELECT to_char(registration_closes_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
       FROM events WHERE id = $1`,
      [events.enigma],
    );
    const explaining = {
      query: async (sql, params) => {
        const { rows: plan } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, params);
        console.log(plan.map((row) => row["QUERY PLAN"]).join("\n"));
        return { rows: [] };
      },
    };
    console.log(`\n--- match of ${keys.length} Codeforces keys as they stand`);
    await matchLeaderboardKeys(explaining, events.enigma, "codeforces", keys, null);
    console.log(`\n--- match of ${keys.length} Codeforces keys as of the close`);
    await matchLeaderboardKeys(explaining, events.enigma, "codeforces", keys, closed[0].at);
    console.log("\n--- match of 10 Codeforces keys as of the close");
    await matchLeaderboardKeys(explaining, events.enigma, "codeforces", keys.slice(0, 10), closed[0].at);
  }
  await app.close();

  const slow = figures.filter((figure) => !figure.title.startsWith("seed") && figure.seconds > LIMIT_SECONDS);
  console.log(slow.length === 0 ? `Every call within ${LIMIT_SECONDS} s.` : `Over ${LIMIT_SECONDS} s: ${slow.length}`);
  process.exitCode = slow.length === 0 ? 0 : 1;
} finally {
  if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
  await db.close();
}
