import type { FastifyInstance } from "fastify";
import { eventListSchema } from "../../../contract/teams";
import type { AppContext } from "../context";
import { route } from "../http/route";
import { listEvents } from "../repos/events";

export async function eventRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  route(app, context, {
    method: "GET",
    url: "/events/",
    auth: "optional",
    response: { 200: eventListSchema },
    summary: "The events, each with the caller's team for it (null without a token)",
    tag: "events",
    handler: async ({ user }) => listEvents(db, user?.id ?? null),
  });
}
