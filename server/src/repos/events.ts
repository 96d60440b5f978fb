import type { ServerEvent } from "../../../contract/teams";
import type { Queryable } from "../db/types";
import { isoUtcSql, registrationOpenSql } from "./schedule";
import { teamJson } from "./teams";
import { liveTokenSql } from "./tokens";

export interface EventRow {
  id: number;
  name: string;
  slug: string;
  is_registration_on: boolean;
  min_members: number;
  max_members: number;
}

/**
 * `GET events/` in one prepared statement, the token check included: every listed event as JSON with the summary of
 * its texts (`content`, null before their first version), the caller's team for it and whether its results are
 * published (the event page then links to them); a hidden event only for its members (`hidden` true), so they still
 * see their team; `$1` being the caller's token hash
 * (null when anonymous: never a team), and whether that token is live and its noted use stale. A field of the answer
 * is one more line of `json_build_object`. The caller goes through a materialized row so that the plan never depends
 * on the parameter: PostgreSQL keeps one plan for the statement.
 */
const EVENT_LIST = `WITH caller AS MATERIALIZED (${liveTokenSql("$1")})
  SELECT coalesce(json_agg(json_build_object(
    'id', e.id,
    'name', e.name,
    'slug', e.slug,
    'is_registration_on', ${registrationOpenSql("e")},
    'starts_at', ${isoUtcSql("e.starts_at")},
    'ends_at', ${isoUtcSql("e.ends_at")},
    'registration_closes_at', ${isoUtcSql("e.registration_closes_at")},
    'min_members', e.min_members,
    'max_members', e.max_members,
    'results_published', EXISTS (SELECT 1 FROM event_results r WHERE r.event_id = e.id AND r.published_at IS NOT NULL),
    'content', e.content_summary,
    'hidden', e.hidden_at IS NOT NULL,
    'team', (SELECT ${teamJson("caller.user_id")}
             FROM caller JOIN team_members mine ON mine.user_id = caller.user_id JOIN teams t ON t.id = mine.team_id
             WHERE mine.event_id = e.id)
  ) ORDER BY e.id) FILTER (WHERE e.hidden_at IS NULL OR EXISTS (
      SELECT 1 FROM caller JOIN team_members mine ON mine.user_id = caller.user_id WHERE mine.event_id = e.id)),
  '[]') AS events,
  EXISTS (SELECT 1 FROM caller) AS token_is_live,
  coalesce((SELECT use_is_stale FROM caller), false) AS use_is_stale,
  (SELECT user_id FROM caller) AS user_id,
  (SELECT uid FROM caller) AS uid,
  (SELECT issued_ms FROM caller) AS token_issued_ms
  FROM events e`;

export interface EventList {
  events: ServerEvent[];
  /** Whether the token given is live (false without one). */
  token_is_live: boolean;
  /** Whether the token's noted use is over a minute old. */
  use_is_stale: boolean;
  /** The token's user (null without a live token), for the identity re-check. */
  user_id: number | null;
  uid: string | null;
  token_issued_ms: number | null;
}

/** The events, each with the team for it of the holder of the token with this hash (none when `keyHash` is null). */
export async function listEvents(db: Queryable, keyHash: string | null): Promise<EventList> {
  const { rows } = await db.query<EventList & Record<string, unknown>>(EVENT_LIST, [keyHash], { prepare: true });
  return rows[0];
}

export async function findEvent(db: Queryable, id: number): Promise<EventRow | null> {
  const { rows } = await db.query<EventRow & Record<string, unknown>>(
    `SELECT id, name, slug, ${registrationOpenSql("events")} AS is_registration_on, min_members, max_members
     FROM events WHERE id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export async function findEventBySlug(db: Queryable, slug: string): Promise<EventRow | null> {
  const { rows } = await db.query<EventRow & Record<string, unknown>>(
    `SELECT id, name, slug, ${registrationOpenSql("events")} AS is_registration_on, min_members, max_members
     FROM events WHERE slug = $1`,
    [slug],
  );
  return rows[0] ?? null;
}
