import type { ServerEvent } from "../../../contract/teams";
import type { Queryable } from "../db/types";
import { teamJson } from "./teams";

export interface EventRow {
  id: number;
  name: string;
  slug: string;
  is_registration_on: boolean;
  min_members: number;
  max_members: number;
}

/**
 * `GET events/` in one prepared statement: every event as JSON, with the caller's team for it (`$1`, the caller's
 * user id; null when anonymous, so never a team). A field of the answer is one more line of `json_build_object`.
 * The id goes through a materialized `caller` row so that the plan never depends on its value: PostgreSQL then keeps
 * one plan for the statement instead of planning it again for each caller.
 */
const EVENT_LIST = `WITH caller AS MATERIALIZED (SELECT $1::int AS id)
  SELECT coalesce(json_agg(json_build_object(
    'id', e.id,
    'name', e.name,
    'slug', e.slug,
    'is_registration_on', e.is_registration_on,
    'min_members', e.min_members,
    'max_members', e.max_members,
    'team', (SELECT ${teamJson("caller.id")}
             FROM caller JOIN team_members mine ON mine.user_id = caller.id JOIN teams t ON t.id = mine.team_id
             WHERE mine.event_id = e.id)
  ) ORDER BY e.id), '[]') AS events
  FROM events e`;

/** The events, each with the team of `callerId` for it (null for every event when `callerId` is null). */
export async function listEvents(db: Queryable, callerId: number | null): Promise<ServerEvent[]> {
  const { rows } = await db.query<{ events: ServerEvent[] }>(EVENT_LIST, [callerId], { prepare: true });
  return rows[0].events;
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
