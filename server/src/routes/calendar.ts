import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { calendarFeedSchema } from "../../../contract/profile";
import { publicLinks } from "../config";
import type { AppContext } from "../context";
import { detail, MESSAGES } from "../http/errors";
import { route } from "../http/route";
import { feedEvents, scheduledEvent } from "../repos/calendar";
import { calendarFile, renewCalendarUrl } from "../services/calendar";
import { festivalNow } from "../services/content";

/** Calendar files: one event's (public), a user's feed of the events they are in (private by its address). */
export async function calendarRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  // The links a calendar carries: the local web app's address when unset, as in tests.
  const links = publicLinks(context.config);

  route(app, context, {
    method: "GET",
    url: "/events/:slug/calendar.ics",
    auth: "none",
    params: z.object({ slug: z.string() }),
    response: { 200: z.string() },
    summary: "The event as an iCalendar file (404 while its start or end is unknown)",
    tag: "events",
    handler: async ({ params, reply }) => {
      const event = await scheduledEvent(db, params.slug);
      if (event === null) throw detail(404, MESSAGES.notFound);
      if (event === "unscheduled") throw detail(404, MESSAGES.notScheduled);
      reply.header("Content-Type", "text/calendar; charset=utf-8");
      reply.header("Content-Disposition", `attachment; filename="${event.slug}.ics"`);
      const festivalTitle = (await festivalNow(db)).title;
      return calendarFile([event], `${festivalTitle}: ${event.name}`, links, festivalTitle);
    },
  });

  route(app, context, {
    method: "GET",
    url: "/calendar/:feed.ics",
    auth: "none",
    params: z.object({ feed: z.string() }),
    response: { 200: z.string() },
    summary: "A user's private feed: the scheduled events of their teams (404 once the feed is renewed)",
    tag: "events",
    handler: async ({ params, reply }) => {
      const events = await feedEvents(db, params.feed);
      if (events === null) throw detail(404, MESSAGES.notFound);
      reply.header("Content-Type", "text/calendar; charset=utf-8");
      reply.header("Cache-Control", "private, max-age=300");
      const festivalTitle = (await festivalNow(db)).title;
      return calendarFile(events, festivalTitle, links, festivalTitle);
    },
  });

  route(app, context, {
    method: "POST",
    url: "/profile/calendar/",
    auth: "user",
    response: { 200: calendarFeedSchema },
    summary: "A new address for the caller's private calendar feed; the old one answers 404 from now on",
    tag: "profile",
    handler: async ({ user }) => ({ calendar_url: await renewCalendarUrl(db, links, user.id) }),
  });
}
