import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { publishedEventSchema, publishedFestivalSchema } from "../../../contract/eventContent";
import { eventListSchema } from "../../../contract/teams";
import { eventsForToken, markSignedIn } from "../auth/session";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { cacheable } from "../http/etag";
import { route } from "../http/route";
import { publishedEvent } from "../repos/content";
import { publishedFestival } from "../services/content";

export async function eventRoutes(app: FastifyInstance, context: AppContext) {
  route(app, context, {
    method: "GET",
    url: "/events/",
    auth: "optional",
    response: { 200: eventListSchema, 304: null },
    summary:
      "The listed events with their summaries, each with the caller's team for it (null without a token); a hidden event only to its members",
    tag: "events",
    // The dashboard's main read: the token is checked in the statement that lists the events (repos/events.ts).
    checksToken: true,
    handler: async ({ token, request, reply }) => {
      const events = await eventsForToken(context.db, token, context.recheck, request.log);
      // Past eventsForToken a token sent is a live session's (an unknown or ended one is refused there).
      if (token !== null) markSignedIn(request);
      // Without a token the list is the same for everyone: keepable, with an ETag (docs/content.md).
      return token === null ? cacheable(request, reply, events) : events;
    },
  });

  route(app, context, {
    method: "GET",
    url: "/events/:slug/",
    auth: "none",
    params: z.object({ slug: z.string().check(z.maxLength(32)) }),
    response: { 200: publishedEventSchema, 304: null },
    summary: "An event's published texts (no token; 404 for a hidden or unknown event)",
    tag: "events",
    handler: async ({ params, request, reply }) => {
      const event = await publishedEvent(context.db, params.slug);
      if (!event) throw detail(404, MESSAGES.notFound);
      return cacheable(request, reply, event);
    },
  });

  route(app, context, {
    method: "GET",
    url: "/festival/",
    auth: "none",
    response: { 200: publishedFestivalSchema, 304: null },
    summary: "The festival's published identity: name, edition's title, year, host, dates, contacts, social links",
    tag: "events",
    handler: async ({ request, reply }) => cacheable(request, reply, await publishedFestival(context.db)),
  });
}
