import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  type AdminStats,
  adminStatsSchema,
  type StatsPeriod,
  statsExportQuerySchema,
  statsQuerySchema,
} from "../../../../contract/adminStats";
import type { AppContext } from "../../context";
import { route } from "../../http/route";
import { adminStats } from "../../repos/adminStats";
import { eventFilter } from "../../services/events";
import { statsCsv } from "../../services/statsCsv";

/** A CSV body: checked as a stream (its rows are the chart's own columns). */
const csvBody = z.custom<Readable>((value) => value instanceof Readable);

/**
 * How long one reading of the figures is shared: the overview polls every 30 s, so ten organisers watching the same
 * period cost one reading every 10 s per API process instead of ten (docs/organisers.md, "The overview's charts").
 */
const SHARED_MS = 10_000;

/** The figures of the console overview's charts (docs/organisers.md, "The overview's charts"). */
export async function adminStatsRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const readings = new Map<string, { at: number; answer: Promise<AdminStats> }>();
  /** The reading of `key` younger than SHARED_MS, or a new one (a failed reading is not kept). */
  const shared = (key: string, read: () => Promise<AdminStats>) => {
    const now = Date.now();
    const kept = readings.get(key);
    if (kept && now - kept.at < SHARED_MS) return kept.answer;
    for (const [old, reading] of readings) if (now - reading.at >= SHARED_MS) readings.delete(old);
    const answer = read();
    readings.set(key, { at: now, answer });
    answer.catch(() => readings.delete(key));
    return answer;
  };
  /** The reading for a query's period and event (shared, as above); an unknown event is a 400 on `event`. */
  const reading = async (query: { period?: StatsPeriod; event?: string }) => {
    const slug = query.event?.trim() || null;
    const event = await eventFilter(db, slug ?? undefined);
    const timeZone = context.config.mail?.timeZone ?? "Asia/Kolkata";
    const period = query.period ?? "festival";
    return shared(`${period} ${slug ?? ""}`, () => adminStats(db, { period, event, slug, timeZone }));
  };
  route(app, context, {
    method: "GET",
    url: "/admin/stats/",
    auth: "organiser",
    query: statsQuerySchema,
    response: { 200: adminStatsSchema },
    summary:
      "Sign-ups, entries, team fill, the funnel, mail per hour and results per event over a period, in the festival's time zone",
    tag: "admin",
    handler: ({ query }) => reading(query),
  });
  route(app, context, {
    method: "GET",
    url: "/admin/stats/export/",
    auth: "organiser",
    query: statsExportQuerySchema,
    response: { 200: csvBody },
    summary: "One chart's figures (the same reading as admin/stats/) as CSV (UTF-8 with BOM)",
    tag: "admin",
    handler: async ({ query, reply }) => {
      const { file, body } = statsCsv(await reading(query), query.chart);
      reply.header("Content-Type", "text/csv; charset=utf-8");
      reply.header("Content-Disposition", `attachment; filename="${file}"`);
      reply.header("Cache-Control", "no-store");
      return body;
    },
  });
}
