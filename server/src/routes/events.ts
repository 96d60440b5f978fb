import type { FastifyInstance } from "fastify";
import { eventListSchema } from "../../../contract/teams";
import { eventsForToken, markSignedIn } from "../auth/session";
import type { AppContext } from "../context";
import { route } from "../http/route";

export async function eventRoutes(app: FastifyInstance, context: AppContext) {
  route(app, context, {
    method: "GET",
    url: "/events/",
    auth: "optional",
    response: { 200: eventListSchema },
    summary: "The events, each with the caller's team for it (null without a token)",
    tag: "events",
    // The dashboard's main read: the token is checked in the statement that lists the events (repos/events.ts).
    checksToken: true,
    handler: async ({ token, request }) => {
      const events = await eventsForToken(context.db, token, context.recheck);
      // Past eventsForToken a token sent is a live session's (an unknown or ended one is refused there).
      if (token !== null) markSignedIn(request);
      return events;
    },
  });
}
