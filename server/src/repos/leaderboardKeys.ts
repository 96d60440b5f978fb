import { setImmediate as nextTurn } from "node:timers/promises";
import type { LeaderboardKey } from "../../../contract/results";
import { HANDLE_FIELDS } from "../../../contract/rules";
import type { Queryable } from "../db/types";

// How a leaderboard keyed by member finds its participants (docs/results.md, "Leaderboards keyed by member"): by
// verified e-mail, or by a handle of `profile/handles/` as it stood at a time (migration 22's handle_history) or as it
// stands now (`handles`).

/** How one leaderboard key matched: how many participants it names, and the team of this event of the one it names. */
export interface KeyMatch {
  claimants: number;
  team: number | null;
}

/** A participant who gives a leaderboard key that several give, with their team in the event (null: none). */
export interface KeyClaimant {
  user: number;
  name: string;
  team: number | null;
  team_name: string | null;
}

/**
 * The participant rows (user_id, key) a leaderboard key kind reads: users by e-mail (verified only); handles of one
 * platform as they stand (`asOf` null), or as they stood at `$3` (the history's row valid then: begun at or before it,
 * not ended by it). Keys are normalised as services/results.ts normalises a leaderboard's cells, and as the expression
 * indexes of migrations 9 and 22 hold them.
 */
function keySource(key: LeaderboardKey, asOf: string | null): string {
  if (key !== "email" && !(HANDLE_FIELDS as readonly string[]).includes(key)) throw new Error(`unknown key ${key}`);
  if (key === "email") return "SELECT id AS user_id, lower(btrim(email)) AS key FROM users WHERE is_verified";
  return asOf === null
    ? `SELECT user_id, lower(ltrim(btrim(${key}), '@')) AS key FROM handles`
    : `SELECT user_id, lower(ltrim(btrim(handle), '@')) AS key FROM handle_history
       WHERE platform = '${key}' AND valid_from <= $3::timestamptz AND (valid_to IS NULL OR valid_to > $3::timestamptz)`;
}

/** The parameters of a statement on keySource: the time goes third only when it is read. */
const params = (eventId: number, keys: string[], key: LeaderboardKey, asOf: string | null) =>
  key !== "email" && asOf !== null ? [eventId, keys, asOf] : [eventId, keys];

/**
 * How many keys one statement matches. The embedded database runs a statement on the API's own event loop, where all
 * 25,000 keys of a large leaderboard in one statement held every other request for ~0.4 s; a batch this size takes a
 * few tens of milliseconds, and other requests are answered between batches (docs/security.md, "Request bodies").
 */
export const KEY_BATCH = 2000;

/**
 * Matches normalised keys (lower case, no surrounding spaces, no leading `@`) of a leaderboard to participants, and
 * those to their team in the event: one statement per `KEY_BATCH` keys, joined on the expression indexes of migration
 * 9 (`leaderboard_users_email`, `leaderboard_handles_<platform>`) or 22 (`handle_history_key`) when `asOf` is a time.
 */
export async function matchLeaderboardKeys(
  db: Queryable,
  eventId: number,
  key: LeaderboardKey,
  keys: string[],
  asOf: string | null,
): Promise<Map<string, KeyMatch & { user: number | null }>> {
  const distinct = [...new Set(keys)];
  const matches = new Map<string, KeyMatch & { user: number | null }>();
  for (let start = 0; start < distinct.length; start += KEY_BATCH) {
    if (start > 0) await nextTurn();
    const batch = await matchBatch(db, eventId, key, distinct.slice(start, start + KEY_BATCH), asOf);
    for (const [value, match] of batch) matches.set(value, match);
  }
  return matches;
}

async function matchBatch(
  db: Queryable,
  eventId: number,
  key: LeaderboardKey,
  keys: string[],
  asOf: string | null,
): Promise<Map<string, KeyMatch & { user: number | null }>> {
  const { rows } = await db.query<{ key: string; claimants: number; user_id: number | null; team_id: number | null }>(
    `WITH wanted AS (SELECT DISTINCT unnest($2::text[]) AS key),
     matched AS (
       SELECT w.key, count(s.user_id)::int AS claimants, min(s.user_id) AS user_id
       FROM wanted w LEFT JOIN (${keySource(key, asOf)}) s ON s.key = w.key GROUP BY w.key
     )
     SELECT m.key, m.claimants, m.user_id, tm.team_id FROM matched m
     LEFT JOIN team_members tm ON m.claimants = 1 AND tm.user_id = m.user_id AND tm.event_id = $1`,
    params(eventId, keys, key, asOf),
  );
  return new Map(
    rows.map((row) => [
      row.key,
      { claimants: row.claimants, user: row.claimants === 1 ? row.user_id : null, team: row.team_id },
    ]),
  );
}

/**
 * Everyone who gives each of these normalised keys (those several participants give), by name, with their team in the
 * event: what the preview lists so an organiser can place the right team by hand.
 */
export async function keyClaimants(
  db: Queryable,
  eventId: number,
  key: LeaderboardKey,
  keys: string[],
  asOf: string | null,
): Promise<Map<string, KeyClaimant[]>> {
  const { rows } = await db.query<KeyClaimant & { key: string } & Record<string, unknown>>(
    `SELECT s.key, u.id AS user, u.name, tm.team_id AS team, t.name AS team_name
     FROM (${keySource(key, asOf)}) s
     JOIN users u ON u.id = s.user_id
     LEFT JOIN team_members tm ON tm.user_id = u.id AND tm.event_id = $1
     LEFT JOIN teams t ON t.id = tm.team_id
     WHERE s.key = ANY($2::text[])
     ORDER BY s.key, u.name, u.id`,
    params(eventId, keys, key, asOf),
  );
  const claimants = new Map<string, KeyClaimant[]>();
  for (const { key: value, ...claimant } of rows) claimants.set(value, [...(claimants.get(value) ?? []), claimant]);
  return claimants;
}

/**
 * An event's scheduled registration close, and whether the database's clock has passed it; null: none scheduled. The
 * time is ISO 8601 in UTC to the microsecond the column holds (to the second, as the API writes it, when it has no
 * fraction), so the handles read as of it are exactly those given before it.
 */
export async function registrationCloseOf(
  db: Queryable,
  eventId: number,
): Promise<{ at: string; passed: boolean } | null> {
  const { rows } = await db.query<{ at: string; passed: boolean }>(
    `SELECT to_char(registration_closes_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at,
       registration_closes_at <= now() AS passed
     FROM events WHERE id = $1 AND registration_closes_at IS NOT NULL`,
    [eventId],
  );
  return rows[0] ? { at: rows[0].at.replace(/\.0+Z$/, "Z"), passed: rows[0].passed } : null;
}
