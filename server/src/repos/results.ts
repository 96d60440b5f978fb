import type { AdminResults } from "../../../contract/admin";
import type { Queryable } from "../db/types";
import { publishingSql } from "./publications";

/** One team of a draft or published result: `rank` null when it took part without a rank. */
export interface Entry {
  team: number;
  rank: number | null;
}

export interface ResultsState {
  eventId: number;
  slug: string;
  publishedAt: string | null;
  /** When an amendment was last published. */
  correctedAt: string | null;
  /** When the amendment waiting to be published was saved (null: none waits). */
  amendmentSavedAt: string | null;
  /** Whether a draft was ever saved. */
  saved: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The event and its results' state; null when no event has this id. `lock` holds the row for the transaction. */
export async function resultsState(db: Queryable, eventId: number, lock = false): Promise<ResultsState | null> {
  const { rows } = await db.query<{
    slug: string;
    published_at: Date | string | null;
    corrected_at: Date | string | null;
    amendment_saved_at: Date | string | null;
    saved: boolean;
  }>(
    `SELECT e.slug, r.published_at, r.corrected_at, r.amendment_saved_at, (r.event_id IS NOT NULL) AS saved
     FROM events e LEFT JOIN event_results r ON r.event_id = e.id WHERE e.id = $1${lock ? " FOR UPDATE OF e" : ""}`,
    [eventId],
  );
  if (rows.length === 0) return null;
  const [row] = rows;
  return {
    eventId,
    slug: row.slug,
    publishedAt: iso(row.published_at),
    correctedAt: iso(row.corrected_at),
    amendmentSavedAt: iso(row.amendment_saved_at),
    saved: row.saved,
  };
}

/**
 * Whether this event's results are published or being published (a publication's batches under way), holding the
 * event row in share mode until the transaction ends: no team changes under results being published.
 */
export async function resultsPublished(tx: Queryable, eventId: number): Promise<boolean> {
  const { rows } = await tx.query<{ published: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM event_results r WHERE r.event_id = e.id AND r.published_at IS NOT NULL)
       OR ${publishingSql("e")} AS published
     FROM events e WHERE e.id = $1 FOR SHARE OF e`,
    [eventId],
  );
  return rows[0]?.published ?? false;
}

export async function eventIdBySlug(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM events WHERE slug = $1", [slug]);
  return rows[0]?.id ?? null;
}

/** The entries of the draft (`result_entries`) or of the amendment (`result_amendment_entries`). */
async function entriesIn(
  db: Queryable,
  table: "result_entries" | "result_amendment_entries",
  eventId: number,
): Promise<Entry[]> {
  const { rows } = await db.query<{ team_id: number; rank: number | null }>(
    `SELECT team_id, rank FROM ${table} WHERE event_id = $1`,
    [eventId],
  );
  return rows.map((row) => ({ team: row.team_id, rank: row.rank }));
}

export const savedEntries = (db: Queryable, eventId: number) => entriesIn(db, "result_entries", eventId);

/** Replaces the draft's entries. */
export async function saveEntries(tx: Queryable, eventId: number, entries: Entry[]): Promise<void> {
  await tx.query(
    "INSERT INTO event_results (event_id) VALUES ($1) ON CONFLICT (event_id) DO UPDATE SET updated_at = now()",
    [eventId],
  );
  await tx.query("DELETE FROM result_entries WHERE event_id = $1", [eventId]);
  if (entries.length === 0) return;
  await tx.query(
    "INSERT INTO result_entries (event_id, team_id, rank) SELECT $1, * FROM unnest($2::int[], $3::int[])",
    [eventId, entries.map((entry) => entry.team), entries.map((entry) => entry.rank)],
  );
}

/** The amendment waiting to be published (after publication, an upload saves one instead of the draft). */
export const amendmentEntries = (db: Queryable, eventId: number) => entriesIn(db, "result_amendment_entries", eventId);

/** Replaces the amendment of published results (nothing public changes until it is published). */
export async function saveAmendment(tx: Queryable, eventId: number, entries: Entry[]): Promise<void> {
  await tx.query("UPDATE event_results SET amendment_saved_at = now(), updated_at = now() WHERE event_id = $1", [
    eventId,
  ]);
  await tx.query("DELETE FROM result_amendment_entries WHERE event_id = $1", [eventId]);
  if (entries.length === 0) return;
  await tx.query(
    "INSERT INTO result_amendment_entries (event_id, team_id, rank) SELECT $1, * FROM unnest($2::int[], $3::int[])",
    [eventId, entries.map((entry) => entry.team), entries.map((entry) => entry.rank)],
  );
}

/** Makes the waiting amendment the results in force (set-based, in the caller's transaction); when it was applied. */
export async function applyAmendment(tx: Queryable, eventId: number): Promise<string> {
  await tx.query("DELETE FROM result_entries WHERE event_id = $1", [eventId]);
  await tx.query(
    "INSERT INTO result_entries (event_id, team_id, rank) SELECT event_id, team_id, rank FROM result_amendment_entries WHERE event_id = $1",
    [eventId],
  );
  await tx.query("DELETE FROM result_amendment_entries WHERE event_id = $1", [eventId]);
  const { rows } = await tx.query<{ corrected_at: Date | string }>(
    `UPDATE event_results SET amendment_saved_at = NULL, corrected_at = now(), updated_at = now()
     WHERE event_id = $1 RETURNING corrected_at`,
    [eventId],
  );
  return new Date(rows[0].corrected_at).toISOString();
}

/** Marks the results published (once: a second call keeps the first time); the publication time. */
export async function markPublished(tx: Queryable, eventId: number): Promise<string> {
  const { rows } = await tx.query<{ published_at: Date | string }>(
    "UPDATE event_results SET published_at = coalesce(published_at, now()) WHERE event_id = $1 RETURNING published_at",
    [eventId],
  );
  return new Date(rows[0].published_at).toISOString();
}

interface TeamInfo {
  id: number;
  event_id: number;
  name: string;
  members: string[];
}

/**
 * Teams by id, with their members' current names (in joining order); unknown ids are absent. One join and GROUP BY
 * (a correlated subquery per team made 6,000 teams take seconds before the tables were analysed).
 */
export async function teamsById(db: Queryable, ids: number[]): Promise<Map<number, TeamInfo>> {
  const { rows } = await db.query<TeamInfo & Record<string, unknown>>(
    `SELECT t.id, t.event_id, t.name,
       coalesce(array_agg(coalesce(nullif(trim(u.name), ''), 'Participant') ORDER BY m.joined_at, u.id)
                FILTER (WHERE u.id IS NOT NULL), '{}') AS members
     FROM teams t LEFT JOIN team_members m ON m.team_id = t.id LEFT JOIN users u ON u.id = m.user_id
     WHERE t.id = ANY($1::int[]) GROUP BY t.id`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The event of each of these teams (unknown ids are absent). */
export async function teamEvents(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  const { rows } = await db.query<{ id: number; event_id: number }>(
    "SELECT id, event_id FROM teams WHERE id = ANY($1::int[])",
    [ids],
  );
  return new Map(rows.map((row) => [row.id, row.event_id]));
}

/** The teams whose access code is one of these, by code. */
export async function teamIdsByCode(db: Queryable, codes: string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; access_code: string }>(
    "SELECT id, access_code FROM teams WHERE access_code = ANY($1::text[])",
    [codes],
  );
  return new Map(rows.map((row) => [row.access_code, row.id]));
}

/** Entries in the admin shape: ranked teams by rank (ties by name), then those that took part, by name. */
export async function describeEntries(db: Queryable, state: ResultsState, entries: Entry[]): Promise<AdminResults> {
  const teams = await teamsById(
    db,
    entries.map((entry) => entry.team),
  );
  const described = entries.map((entry) => {
    const team = teams.get(entry.team);
    return { team: entry.team, rank: entry.rank, team_name: team?.name ?? "", members: team?.members ?? [] };
  });
  const byName = (a: { team_name: string }, b: { team_name: string }) => a.team_name.localeCompare(b.team_name);
  return {
    event: state.slug,
    published_at: state.publishedAt,
    corrected_at: state.correctedAt,
    ranking: described
      .filter((entry): entry is typeof entry & { rank: number } => entry.rank !== null)
      .sort((a, b) => a.rank - b.rank || byName(a, b)),
    participated: described
      .filter((entry) => entry.rank === null)
      .sort(byName)
      .map(({ team, team_name, members }) => ({ team, team_name, members })),
  };
}
