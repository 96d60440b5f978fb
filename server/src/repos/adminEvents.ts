import type { AdminEvent, AdminSummary } from "../../../contract/admin";
import type { Queryable } from "../db/types";

/** Every event with its counts, as the triggers of migration 8 keep them (event_counts): no pass over teams. */
const EVENTS = `SELECT e.id, e.slug, e.name, e.is_registration_on,
    (r.published_at IS NOT NULL) AS results_published,
    coalesce(c.teams, 0) AS teams,
    coalesce(c.complete_teams, 0) AS complete_teams,
    coalesce(c.participants, 0) AS participants
  FROM events e LEFT JOIN event_results r ON r.event_id = e.id
  LEFT JOIN event_counts c ON c.event_id = e.id`;

export async function adminEvents(db: Queryable, id?: number): Promise<AdminEvent[]> {
  const { rows } = await db.query<AdminEvent & Record<string, unknown>>(
    id === undefined ? `${EVENTS} ORDER BY e.id` : `${EVENTS} WHERE e.id = $1`,
    id === undefined ? [] : [id],
  );
  return rows;
}

export async function adminSummary(db: Queryable): Promise<AdminSummary> {
  const { rows } = await db.query<Omit<AdminSummary, "events"> & Record<string, unknown>>(
    `SELECT participants, verified, complete_profiles, (SELECT coalesce(sum(teams), 0)::int FROM event_counts) AS teams
     FROM admin_counts`,
  );
  return { ...rows[0], events: await adminEvents(db) };
}

/** Turns an event's registration on or off; the event before the change, or null when there is none. */
export async function setRegistration(tx: Queryable, id: number, on: boolean): Promise<boolean | null> {
  const { rows } = await tx.query<{ is_registration_on: boolean }>(
    "SELECT is_registration_on FROM events WHERE id = $1 FOR UPDATE",
    [id],
  );
  if (rows.length === 0) return null;
  await tx.query("UPDATE events SET is_registration_on = $2 WHERE id = $1", [id, on]);
  return rows[0].is_registration_on;
}

/** The event's id for a slug, or null. */
export async function eventIdOfSlug(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM events WHERE slug = $1", [slug]);
  return rows[0]?.id ?? null;
}
