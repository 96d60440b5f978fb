import type { Queryable } from "../db/types";

interface WindowCount {
  /** Calls counted in the current window. */
  count: number;
  /** Whole seconds until the current window ends (at least 1). */
  secondsLeft: number;
}

// Windows are aligned on the database's clock, so every API process on the database agrees on them.
const WINDOW_START = "to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int)";
const SECONDS_LEFT =
  "greatest(1, ceil(extract(epoch FROM c.window_start + make_interval(secs => $2::int) - now())))::int";

/** Counts one call under `key` in the current window of `seconds`, atomically, and returns the window's count. */
export async function countCall(db: Queryable, key: string, seconds: number): Promise<WindowCount> {
  const { rows } = await db.query<{ count: number; seconds_left: number }>(
    `INSERT INTO throttle_counters AS c (key, window_start, count) VALUES ($1, ${WINDOW_START}, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN c.window_start = EXCLUDED.window_start THEN c.count + 1 ELSE 1 END,
       window_start = EXCLUDED.window_start
     RETURNING c.count, ${SECONDS_LEFT} AS seconds_left`,
    [key, seconds],
  );
  if (Math.random() < 0.01) await deleteOldCounters(db);
  return { count: rows[0].count, secondsLeft: rows[0].seconds_left };
}

/** Takes back one call counted under `key` in the current window (nothing when the window has rolled over since). */
export async function uncountCall(db: Queryable, key: string, seconds: number): Promise<void> {
  await db.query(
    `UPDATE throttle_counters c SET count = c.count - 1
     WHERE c.key = $1 AND c.window_start = ${WINDOW_START} AND c.count > 0`,
    [key, seconds],
  );
}

/** Deletes counters whose window started over two days ago (longer than any throttle's window); returns how many. */
export async function deleteOldCounters(db: Queryable): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM throttle_counters WHERE window_start < now() - interval '2 days'");
  return rowCount;
}
