import type { AdminEvent, AdminSummary } from "../../../contract/admin";
import type { Queryable } from "../db/types";
import { isoUtcSql, registrationOpenSql } from "./schedule";

/**
 * Every event with its live counts, from one pass over teams and members (grouped once, then joined) rather than
 * counting each event's teams and each team's members in subqueries: 2,500 teams took 28 ms on PGlite that way, 4.5 now.
 */
const EVENTS = `SELECT e.id, e.slug, e.name, ${registrationOpenSql("e")} AS is_registration_on,
    (r.published_at IS NOT NULL) AS results_published,
    ${isoUtcSql("e.starts_at")} AS starts_at, ${isoUtcSql("e.ends_at")} AS ends_at,
    ${isoUtcSql("e.registration_closes_at")} AS registration_closes_at,
    coalesce(c.teams, 0)::int AS teams,
    coalesce(c.complete_teams, 0)::int AS complete_teams,
    coalesce(c.participants, 0)::int AS participants
  FROM events e LEFT JOIN event_results r ON r.event_id = e.id
  LEFT JOIN (
    SELECT t.event_id, count(*) AS teams, count(*) FILTER (WHERE t.members >= ev.min_members) AS complete_teams,
      sum(t.members) AS participants
    FROM (SELECT t.id, t.event_id, count(m.user_id) AS members FROM teams t
          LEFT JOIN team_members m ON m.team_id = t.id GROUP BY t.id) t
    JOIN events ev ON ev.id = t.event_id
    GROUP BY t.event_id
  ) c ON c.event_id = e.id`;

export async function adminEvents(db: Queryable, id?: number): Promise<AdminEvent[]> {
  const { rows } = await db.query<AdminEvent & Record<string, unknown>>(
    id === undefined ? `${EVENTS} ORDER BY e.id` : `${EVENTS} WHERE e.id = $1`,
    id === undefined ? [] : [id],
  );
  return rows;
}

export async function adminSummary(db: Queryable): Promise<AdminSummary> {
  const { rows } = await db.query<Omit<AdminSummary, "events"> & Record<string, unknown>>(
    `SELECT count(*)::int AS participants, count(*) FILTER (WHERE is_verified)::int AS verified,
       count(*) FILTER (WHERE is_profile_complete)::int AS complete_profiles,
       (SELECT count(*)::int FROM teams) AS teams
     FROM users`,
  );
  return { ...rows[0], events: await adminEvents(db) };
}

/** An event's switch and schedule as stored, times as ISO 8601 in UTC. */
export interface EventSchedule {
  is_registration_on: boolean;
  starts_at: string | null;
  ends_at: string | null;
  registration_closes_at: string | null;
}

/** The event's switch and schedule, locked until the transaction ends; null when there is no such event. */
export async function lockEventSchedule(tx: Queryable, id: number): Promise<EventSchedule | null> {
  const { rows } = await tx.query<EventSchedule & Record<string, unknown>>(
    `SELECT is_registration_on, ${isoUtcSql("starts_at")} AS starts_at, ${isoUtcSql("ends_at")} AS ends_at,
       ${isoUtcSql("registration_closes_at")} AS registration_closes_at
     FROM events WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

/** Stores an event's switch and schedule; a change of times raises the calendars' sequence number. */
export async function saveEventSchedule(tx: Queryable, id: number, next: EventSchedule, timesChanged: boolean) {
  await tx.query(
    `UPDATE events SET is_registration_on = $2, starts_at = $3, ends_at = $4, registration_closes_at = $5,
       schedule_sequence = schedule_sequence + $6
     WHERE id = $1`,
    [id, next.is_registration_on, next.starts_at, next.ends_at, next.registration_closes_at, timesChanged ? 1 : 0],
  );
}

/** The event's id for a slug, or null. */
export async function eventIdOfSlug(db: Queryable, slug: string): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>("SELECT id FROM events WHERE slug = $1", [slug]);
  return rows[0]?.id ?? null;
}
