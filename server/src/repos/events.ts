import type { Queryable } from "../db/types";

export interface EventRow {
  id: number;
  name: string;
  slug: string;
  is_registration_on: boolean;
  min_members: number;
  max_members: number;
}

/** Every event, with whether its results are published (the event page then links to them). */
export async function listEvents(db: Queryable): Promise<Array<EventRow & { results_published: boolean }>> {
  const { rows } = await db.query<EventRow & { results_published: boolean } & Record<string, unknown>>(
    `SELECT id, name, slug, is_registration_on, min_members, max_members,
       EXISTS (SELECT 1 FROM event_results r WHERE r.event_id = events.id AND r.published_at IS NOT NULL)
         AS results_published
     FROM events ORDER BY id`,
  );
  return rows;
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | null> {
  const { rows } = await db.query<EventRow & Record<string, unknown>>(
    "SELECT id, name, slug, is_registration_on, min_members, max_members FROM events WHERE id = $1",
    [id],
  );
  return rows[0] ?? null;
}

/** Adds an event of the roster unless its slug is there already. */
export async function addEvent(
  db: Queryable,
  { slug, name, maxMembers }: { slug: string; name: string; maxMembers: number },
): Promise<void> {
  await db.query(
    "INSERT INTO events (name, slug, min_members, max_members) VALUES ($1, $2, 1, $3) ON CONFLICT (slug) DO NOTHING",
    [name, slug, maxMembers],
  );
}
