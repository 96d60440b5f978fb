import * as z from "zod/mini";
import { timestamp } from "./fields";

/**
 * `GET admin/stats/`: the figures behind the console overview's charts (issue 40). Days are the festival's
 * (`time_zone`, FESTIVAL_TZ), written `YYYY-MM-DD`; hours are instants (ISO 8601, UTC) at the start of the hour.
 */
export const STATS_PERIODS = ["festival", "day", "week"] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The query: the period (the festival's dates, the last 24 hours, the last 7 days) and, optionally, one event's slug. */
export const statsQuerySchema = z.object({
  period: z.optional(z.enum(STATS_PERIODS)),
  event: z.optional(z.string()),
});

/** The charts whose figures `GET admin/stats/export/` gives as CSV (the running total is in `signups`). */
export const STATS_CHARTS = ["signups", "entries", "funnel", "team_fill", "mail", "results"] as const;
export type StatsChart = (typeof STATS_CHARTS)[number];

/** `GET admin/stats/export/`: one chart's figures for the period and event, as CSV. */
export const statsExportQuerySchema = z.object({
  chart: z.enum(STATS_CHARTS),
  period: z.optional(z.enum(STATS_PERIODS)),
  event: z.optional(z.string()),
});

const dayCount = z.object({ day: z.string(), count: z.int() });

export const adminStatsSchema = z.object({
  time_zone: z.string(),
  period: z.enum(STATS_PERIODS),
  from: timestamp(),
  to: timestamp(),
  /** The event chosen (its slug), or null for all of them. */
  event: z.nullable(z.string()),
  /** New accounts per day of the period, and the running total (accounts made before the period included). */
  signups: z.array(z.object({ day: z.string(), count: z.int(), total: z.int() })),
  /** Places taken in teams per day (a member joining, the creator included), for the event or all events. */
  entries: z.array(dayCount),
  /** Per team event (more than one member): its full teams and those with a free place. */
  team_fill: z.array(z.object({ event: z.int(), name: z.string(), full: z.int(), with_free_place: z.int() })),
  /** Accounts now: all, with a verified e-mail, with a complete profile, in a team (of the event, when one is chosen). */
  funnel: z.object({ signed_up: z.int(), verified: z.int(), complete: z.int(), in_team: z.int() }),
  /** Messages sent and given up per hour of the period, and the queue now. */
  mail: z.object({
    hours: z.array(z.object({ hour: timestamp(), sent: z.int(), failed: z.int() })),
    queued: z.int(),
    oldest_queued_at: z.nullable(timestamp()),
  }),
  /** Per event: teams ranked or marked as having taken part in its published results, and certificates issued. */
  results: z.array(z.object({ event: z.int(), name: z.string(), results: z.int(), certificates: z.int() })),
});

export type AdminStats = z.infer<typeof adminStatsSchema>;
