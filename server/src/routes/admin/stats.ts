import type { FastifyInstance } from "fastify";
import { type AdminStats, adminStatsSchema, statsQuerySchema } from "../../../../contract/adminStats";
import type { AppContext } from "../../context";
import { route } from "../../http/route";
import { adminStats } from "../../repos/adminStats";
import { eventFilter } from "../../services/events";

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
  route(app, context, {
    method: "GET",
    url: "/admin/stats/",
    auth: "organiser",
    query: statsQuerySchema,
    response: { 200: adminStatsSchema },
    summary:
      "Sign-ups, entries, team fill, the funnel, mail per hour and results per event over a period, in the festival's time zone",
    tag: "admin",
    handler: async ({ query }) => {
      const slug = query.event?.trim() || null;
      const event = await eventFilter(db, slug ?? undefined);
      const timeZone = context.config.mail?.timeZone ?? "Asia/Kolkata";
      const period = query.period ?? "festival";
      return shared(`${period} ${slug ?? ""}`, () => adminStats(db, { period, event, slug, timeZone }));
    },
  });
}
