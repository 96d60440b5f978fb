import type { FastifyInstance } from "fastify";
import { adminStatsSchema, statsQuerySchema } from "../../../../contract/adminStats";
import type { AppContext } from "../../context";
import { route } from "../../http/route";
import { adminStats } from "../../repos/adminStats";
import { eventFilter } from "../../services/events";

/** The figures of the console overview's charts (docs/organisers.md, "The overview's charts"). */
export async function adminStatsRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
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
      return adminStats(db, { period: query.period ?? "festival", event, slug, timeZone });
    },
  });
}
