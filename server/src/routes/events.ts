import type { FastifyInstance } from "fastify";
import { eventListSchema } from "../../../contract/teams";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { listEvents } from "../repos/events";
import { teamsByEvent } from "../repos/teams";

export async function eventRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/events/",
    auth: "optional",
    response: { 200: eventListSchema },
    summary: "The events, each with the caller's team for it (null without a token)",
    tag: "events",
    handler: async ({ user }) => {
      const events = await listEvents(db);
      const teams = user ? await teamsByEvent(db, user.id) : new Map();
      return events.map((event) => ({ ...event, team: teams.get(event.id) ?? null }));
    },
  });
}
