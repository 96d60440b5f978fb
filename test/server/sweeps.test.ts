import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../server/src/db/types";
import { scheduleSweeps, sweepEndedRows } from "../../server/src/services/housekeeping";
import { openMigratedDb } from "./support/migratedDb";

// The API's hourly housekeeping, on the migrated database without the API: which rows it deletes, the results mails
// it finishes queueing, what it logs, and when it runs.

let db: Db;
let closeDb: () => Promise<void>;
let userId: number;
let eventId: number;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  ({ id: eventId } = (await db.query<{ id: number }>("SELECT id FROM events ORDER BY id LIMIT 1")).rows[0]);
  ({ id: userId } = (
    await db.query<{ id: number }>(
      `INSERT INTO users (uid, email, name, referral_code, is_verified)
       VALUES ('sweep', 'sweep@example.com', 'Sweep', 'SWEEP', true) RETURNING id`,
    )
  ).rows[0]);
});

afterAll(() => closeDb());

afterEach(() => {
  jest.useRealTimers();
});

/** A token last used this many days ago and a throttle counter of a window that started this many days ago. */
async function rowsOfAge(days: number, label: string) {
  await db.query(
    `INSERT INTO api_tokens (key_hash, user_id, last_used_at) VALUES ($1, $2, now() - $3 * interval '1 day')`,
    [`${label}-${randomUUID()}`, userId, days],
  );
  await db.query(
    "INSERT INTO throttle_counters (key, window_start, count) VALUES ($1, now() - $2 * interval '1 day', 1)",
    [`${label}-${randomUUID()}`, days],
  );
}

const counts = async () =>
  (
    await db.query<{ tokens: number; counters: number }>(
      "SELECT (SELECT count(*) FROM api_tokens)::int AS tokens, (SELECT count(*) FROM throttle_counters)::int AS counters",
    )
  ).rows[0];

function recordingLog() {
  const lines: Array<{ level: string; data: unknown; message: string }> = [];
  const log = {
    info: (data: unknown, message: string) => lines.push({ level: "info", data, message }),
    error: (data: unknown, message: string) => lines.push({ level: "error", data, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** Resolves once `done()` holds, checking as the event loop turns (no fixed wait); fails after 5 s without it. */
async function until(done: () => boolean) {
  const deadline = Date.now() + 5000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("the sweep did not get there");
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe("sweepEndedRows", () => {
  it("deletes tokens idle past 30 days and throttle counters older than 2 days, and counts them", async () => {
    await db.exec("DELETE FROM api_tokens; DELETE FROM throttle_counters");
    await rowsOfAge(0, "fresh");
    await rowsOfAge(1.9, "recent");
    await rowsOfAge(29.9, "idle");
    await rowsOfAge(30.1, "ended");
    await expect(sweepEndedRows(db)).resolves.toEqual({ tokens: 1, counters: 2 });
    expect(await counts()).toEqual({ tokens: 3, counters: 2 });
    await expect(sweepEndedRows(db)).resolves.toEqual({ tokens: 0, counters: 0 });
  });
});

describe("scheduleSweeps", () => {
  it("sweeps at once, finishing the results mails of a stopped publication, and logs what it did", async () => {
    await db.exec("DELETE FROM api_tokens; DELETE FROM throttle_counters; DELETE FROM mail_outbox");
    await rowsOfAge(40, "ended");
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO publications (event_id, kind, done_at) VALUES ($1, 'publish', now()) RETURNING id",
      [eventId],
    );
    await db.query(
      "INSERT INTO certificates (id, user_id, event_id, publication_id, from_results) VALUES ($1, $2, $3, $4, false)",
      [`sweep-${randomUUID()}`, userId, eventId, rows[0].id],
    );
    const { log, lines } = recordingLog();
    const stop = scheduleSweeps(db, log);
    await until(() => lines.length === 2);
    stop();
    expect(lines).toEqual([
      { level: "info", data: { resumed: 1 }, message: "queued the rest of the results mails of stopped publications" },
      { level: "info", data: { tokens: 1, counters: 1 }, message: "deleted ended tokens and old throttle counters" },
    ]);
    const mails = await db.query("SELECT kind FROM mail_outbox WHERE user_id = $1", [userId]);
    expect(mails.rows).toEqual([{ kind: "results.published" }]);
  });

  it("logs a sweep that deleted only tokens", async () => {
    await db.exec("DELETE FROM api_tokens; DELETE FROM throttle_counters");
    await db.query(
      "INSERT INTO api_tokens (key_hash, user_id, last_used_at) VALUES ($1, $2, now() - interval '40 days')",
      [`ended-${randomUUID()}`, userId],
    );
    const { log, lines } = recordingLog();
    const stop = scheduleSweeps(db, log);
    await until(() => lines.length === 1);
    stop();
    expect(lines).toEqual([
      { level: "info", data: { tokens: 1, counters: 0 }, message: "deleted ended tokens and old throttle counters" },
    ]);
  });

  it("logs nothing when there was nothing to do", async () => {
    await db.exec("DELETE FROM api_tokens; DELETE FROM throttle_counters");
    const { log, lines } = recordingLog();
    /** The statements answered so far (the sweep's last one deletes throttle counters). */
    const answered: string[] = [];
    const watched = {
      kind: db.kind,
      query: async (...args: Parameters<Db["query"]>) => {
        const result = await db.query(...args);
        answered.push(String(args[0]));
        return result;
      },
    } as Db;
    const stop = scheduleSweeps(watched, log);
    await until(() => answered.some((sql) => sql.includes("throttle_counters")));
    stop();
    expect(lines).toEqual([]);
  });

  /** A database that answers every query with nothing, counting the sweeps (one query of throttle counters each). */
  function emptyDb(fail?: unknown) {
    const state = { sweeps: 0 };
    const query = async (sql: string) => {
      if (fail !== undefined) throw fail;
      if (sql.includes("throttle_counters")) state.sweeps += 1;
      return { rows: [], rowCount: 0 };
    };
    return { db: { kind: "postgres", query } as unknown as Db, state };
  }

  it("sweeps again every hour (or as often as asked) until stopped", async () => {
    jest.useFakeTimers();
    const { db: empty, state } = emptyDb();
    const { log } = recordingLog();
    const stop = scheduleSweeps(empty, log);
    await jest.advanceTimersByTimeAsync(0);
    expect(state.sweeps).toBe(1);
    await jest.advanceTimersByTimeAsync(60 * 60_000 - 1);
    expect(state.sweeps).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(state.sweeps).toBe(2);
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(state.sweeps).toBe(3);
    stop();
    await jest.advanceTimersByTimeAsync(3 * 60 * 60_000);
    expect(state.sweeps).toBe(3);

    const often = emptyDb();
    const stopOften = scheduleSweeps(often.db, log, 1000);
    await jest.advanceTimersByTimeAsync(3000);
    stopOften();
    expect(often.state.sweeps).toBe(4);
  });

  it("logs a failed sweep, with the error's message, and tries again at the next one", async () => {
    jest.useFakeTimers();
    const { log, lines } = recordingLog();
    const stop = scheduleSweeps(emptyDb(new Error("connection refused")).db, log, 1000);
    await jest.advanceTimersByTimeAsync(1000);
    stop();
    expect(lines).toEqual([
      { level: "error", data: { error: "connection refused" }, message: "sweep failed" },
      { level: "error", data: { error: "connection refused" }, message: "sweep failed" },
    ]);
    const other = recordingLog();
    const stopOther = scheduleSweeps(emptyDb("no database").db, other.log);
    await jest.advanceTimersByTimeAsync(0);
    stopOther();
    expect(other.lines).toEqual([{ level: "error", data: { error: "no database" }, message: "sweep failed" }]);
  });
});
