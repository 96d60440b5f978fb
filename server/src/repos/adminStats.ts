import type { AdminStats, StatsPeriod } from "../../../contract/adminStats";
import type { Queryable } from "../db/types";
import { isoUtcSql } from "./schedule";

/** The longest period charted, in days: a festival's dates further apart are cut to the last 120 days. */
const MAX_DAYS = 120;

interface Span {
  from: Date;
  to: Date;
}

/** An instant rounded down to its quarter of an hour, the unit of the kept counts (migration 21). */
const quarterOf = (at: string) => `stats_quarter(${at})`;

/**
 * The period's bounds, read by the database's clock: the last 24 hours, the last 7 days, or the festival's dates
 * (the first event's start to the last one's end; the last 7 days while no event has a schedule). The start is rounded
 * down to its quarter of an hour, as the counts are kept (docs/scale.md, "The overview's charts").
 */
async function spanOf(db: Queryable, period: StatsPeriod): Promise<Span> {
  if (period === "festival") {
    const { rows } = await db.query<{ from: Date | null; to: Date | null }>(
      `SELECT ${quarterOf(`greatest(min(starts_at), max(coalesce(ends_at, starts_at)) - interval '${MAX_DAYS} days')`)} AS "from",
         max(coalesce(ends_at, starts_at)) AS "to"
       FROM events WHERE starts_at IS NOT NULL`,
    );
    const { from, to } = rows[0];
    if (from && to) return { from: new Date(from), to: new Date(to) };
  }
  const { rows } = await db.query<{ from: Date; to: Date }>(
    `SELECT ${quarterOf("now() - $1::interval")} AS "from", now() AS "to"`,
    [period === "day" ? "1 day" : "7 days"],
  );
  return { from: new Date(rows[0].from), to: new Date(rows[0].to) };
}

/** An instant as the API writes times: ISO 8601 in UTC, to the second. */
const isoSecond = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * Days of the span in the zone, each with the sum of `counts` (a subquery of kept counts: `quarter`, `n`) over the
 * quarters from the span's start to the quarter that holds its end. Every zone's offset is a whole number of quarters,
 * so each quarter falls in one day of the zone.
 */
const perDay = (counts: string) => `
  WITH days AS (
    SELECT generate_series(($1::timestamptz AT TIME ZONE $3)::date, ($2::timestamptz AT TIME ZONE $3)::date, interval '1 day')::date AS day
  ), counted AS (
    SELECT (quarter AT TIME ZONE $3)::date AS day, sum(n)::int AS count FROM (${counts}) t
    WHERE quarter >= $1::timestamptz AND quarter <= $2::timestamptz GROUP BY 1
  )
  SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(counted.count, 0) AS count
  FROM days LEFT JOIN counted USING (day) ORDER BY days.day`;

/** The figures of `GET admin/stats/` (contract/adminStats.ts) for a period and, when given, one event. */
export async function adminStats(
  db: Queryable,
  {
    period,
    event,
    slug,
    timeZone,
  }: { period: StatsPeriod; event: number | null; slug: string | null; timeZone: string },
): Promise<AdminStats> {
  const span = await spanOf(db, period);
  const bounds = [span.from, span.to, timeZone];

  // Every figure but mail and results comes from the counts the triggers keep (migrations 8 and 21): the accounts
  // before the period are all accounts less those made since its start.
  const signups = await db.query<{ day: string; count: number; total: number }>(
    `WITH daily AS (${perDay("SELECT quarter, signups AS n FROM signup_counts")})
     SELECT day, count, ((SELECT participants FROM admin_counts)
       - (SELECT coalesce(sum(signups), 0) FROM signup_counts WHERE quarter >= $1::timestamptz)
       + sum(count) OVER (ORDER BY day))::int AS total
     FROM daily ORDER BY day`,
    bounds,
  );
  const entries = await db.query<{ day: string; count: number }>(
    perDay(
      event === null
        ? "SELECT quarter, entries AS n FROM entry_counts"
        : "SELECT quarter, entries AS n FROM entry_counts WHERE event_id = $4::int",
    ),
    event === null ? bounds : [...bounds, event],
  );
  const teamFill = await db.query<AdminStats["team_fill"][number]>(
    `SELECT e.id AS event, e.name, c.full_teams AS full, c.teams - c.full_teams AS with_free_place
     FROM events e JOIN event_counts c ON c.event_id = e.id
     WHERE e.max_members > 1 AND c.teams > 0 AND ($1::int IS NULL OR e.id = $1::int)
     ORDER BY e.id`,
    [event],
  );
  const funnel = await db.query<AdminStats["funnel"]>(
    `SELECT participants AS signed_up, verified, complete_profiles AS complete,
       CASE WHEN $1::int IS NULL THEN in_team
         ELSE (SELECT participants FROM event_counts WHERE event_id = $1::int) END AS in_team
     FROM admin_counts`,
    [event],
  );
  const hours = await db.query<AdminStats["mail"]["hours"][number]>(
    `WITH hours AS (
       SELECT generate_series(date_trunc('hour', $1::timestamptz), $2::timestamptz, interval '1 hour') AS hour
     ), done AS (
       SELECT date_trunc('hour', coalesce(sent_at, created_at)) AS hour,
         count(*) FILTER (WHERE status = 'sent')::int AS sent, count(*) FILTER (WHERE status = 'failed')::int AS failed
       FROM mail_outbox WHERE status <> 'queued' AND coalesce(sent_at, created_at) >= date_trunc('hour', $1::timestamptz)
         AND coalesce(sent_at, created_at) <= $2::timestamptz
       GROUP BY 1
     )
     SELECT ${isoUtcSql("hours.hour")} AS hour, coalesce(done.sent, 0) AS sent, coalesce(done.failed, 0) AS failed
     FROM hours LEFT JOIN done USING (hour) ORDER BY hours.hour`,
    [span.from, span.to],
  );
  const queue = await db.query<{ queued: number; oldest_queued_at: string | null }>(
    `SELECT count(*)::int AS queued, ${isoUtcSql("min(created_at)")} AS oldest_queued_at
     FROM mail_outbox WHERE status = 'queued'`,
  );
  // Certificates from the kept count per event, less those of a publication still under way (none, usually), as in
  // the console's list (docs/scale.md); results from the published results' entries.
  const results = await db.query<AdminStats["results"][number]>(
    `SELECT e.id AS event, e.name, coalesce(r.n, 0) AS results,
       (coalesce(k.certificates, 0) - coalesce(p.n, 0))::int AS certificates
     FROM events e
     LEFT JOIN (SELECT x.event_id, count(*)::int AS n FROM result_entries x JOIN event_results r USING (event_id)
                WHERE r.published_at IS NOT NULL GROUP BY x.event_id) r ON r.event_id = e.id
     LEFT JOIN certificate_counts k ON k.event_id = e.id
     LEFT JOIN (SELECT c.event_id, count(*)::int AS n FROM publications p JOIN certificates c ON c.publication_id = p.id
                WHERE p.done_at IS NULL GROUP BY c.event_id) p ON p.event_id = e.id
     WHERE $1::int IS NULL OR e.id = $1::int ORDER BY e.id`,
    [event],
  );
  return {
    time_zone: timeZone,
    period,
    from: isoSecond(span.from),
    to: isoSecond(span.to),
    event: slug,
    signups: signups.rows,
    entries: entries.rows,
    team_fill: teamFill.rows,
    funnel: funnel.rows[0],
    mail: { hours: hours.rows, ...queue.rows[0] },
    results: results.rows,
  };
}
