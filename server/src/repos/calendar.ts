import type { Queryable } from "../db/types";
import { isoUtcSql } from "./schedule";

/** An event with a start and an end, as a calendar shows it. */
export interface ScheduledEvent {
  slug: string;
  name: string;
  starts_at: string;
  ends_at: string;
  /** Raised with every change of the event's times, so that subscribed calendars take the change. */
  sequence: number;
}

const SCHEDULED = `SELECT e.slug, e.name, ${isoUtcSql("e.starts_at")} AS starts_at, ${isoUtcSql("e.ends_at")} AS ends_at,
    e.schedule_sequence AS sequence
  FROM events e`;

/** The event with this slug: null when there is none, `"unscheduled"` while its start or end is unknown. */
export async function scheduledEvent(db: Queryable, slug: string): Promise<ScheduledEvent | "unscheduled" | null> {
  const { rows } = await db.query<(ScheduledEvent | { starts_at: null }) & Record<string, unknown>>(
    `${SCHEDULED} WHERE e.slug = $1`,
    [slug],
  );
  if (rows.length === 0) return null;
  const [row] = rows;
  return row.starts_at === null || row.ends_at === null ? "unscheduled" : (row as ScheduledEvent);
}

/** The scheduled events of the teams of the user whose feed this is; null when no user has this feed. */
export async function feedEvents(db: Queryable, feedToken: string): Promise<ScheduledEvent[] | null> {
  const { rows } = await db.query<{ events: ScheduledEvent[] | null } & Record<string, unknown>>(
    `SELECT (SELECT json_agg(x ORDER BY x.starts_at) FROM (${SCHEDULED}
        JOIN team_members m ON m.event_id = e.id
        WHERE m.user_id = u.id AND e.starts_at IS NOT NULL AND e.ends_at IS NOT NULL) x) AS events
     FROM users u WHERE u.calendar_token = $1`,
    [feedToken],
  );
  return rows.length === 0 ? null : (rows[0].events ?? []);
}

export async function calendarTokenOf(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ calendar_token: string }>("SELECT calendar_token FROM users WHERE id = $1", [
    userId,
  ]);
  return rows[0].calendar_token;
}

/** Gives the user a new feed token; the old one stops answering. */
export async function renewCalendarToken(db: Queryable, userId: number): Promise<string> {
  const { rows } = await db.query<{ calendar_token: string }>(
    "UPDATE users SET calendar_token = DEFAULT WHERE id = $1 RETURNING calendar_token",
    [userId],
  );
  return rows[0].calendar_token;
}
