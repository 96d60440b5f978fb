import type { AdminEvent, AdminSummary } from "../../../contract/admin";
import type { Queryable } from "../db/types";
import { listingOpenSql } from "./finderListings";
import { isoUtcSql, registrationOpenSql } from "./schedule";

/**
 * Every event with its counts, as the triggers of migration 8 keep them (event_counts): no pass over teams. The
 * teammate finder's counts: open listings (from the partial index of listings not ended, each checked as a browse
 * checks it) and teams formed through it (accepted requests).
 */
const EVENTS = `SELECT e.id, e.slug, e.name, ${registrationOpenSql("e")} AS is_registration_on,
    (r.published_at IS NOT NULL) AS results_published,
    ${isoUtcSql("e.starts_at")} AS starts_at, ${isoUtcSql("e.ends_at")} AS ends_at,
    ${isoUtcSql("e.registration_closes_at")} AS registration_closes_at,
    coalesce(c.teams, 0) AS teams,
    coalesce(c.complete_teams, 0) AS complete_teams,
    coalesce(c.participants, 0) AS participants,
    (SELECT count(*)::int FROM finder_listings l
     WHERE l.event_id = e.id AND l.ended_at IS NULL AND l.hidden_at IS NULL AND l.expires_at > now()
       AND ${listingOpenSql()}) AS finder_listings,
    (SELECT count(*)::int FROM finder_requests r WHERE r.event_id = e.id AND r.status = 'accepted') AS finder_teams,
    (e.hidden_at IS NOT NULL) AS hidden, e.max_members, e.spec_event, e.content_version
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
  const events = await adminEvents(db);
  const total = (key: "finder_listings" | "finder_teams") => events.reduce((sum, event) => sum + (event[key] ?? 0), 0);
  return { ...rows[0], finder_listings: total("finder_listings"), finder_teams: total("finder_teams"), events };
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

/** The event's name, or null when there is no such event. */
export async function eventName(db: Queryable, id: number): Promise<string | null> {
  const { rows } = await db.query<{ name: string }>("SELECT name FROM events WHERE id = $1", [id]);
  return rows[0]?.name ?? null;
}
