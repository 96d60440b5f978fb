import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { adminEventSchema } from "../../../../contract/admin";
import {
  eventCreateSchema,
  eventPublishSchema,
  eventVersionSchema,
  festivalPublishSchema,
  festivalVersionSchema,
  restoreSchema,
  versionRowSchema,
} from "../../../../contract/eventContent";
import { pageOf } from "../../../../contract/paging";
import type { AppContext } from "../../context";
import { pageNumber, pageOf as pageAnswer, pageQuery, pageWindow } from "../../http/paging";
import { actorOf, idParams } from "../../http/params";
import { answer, route } from "../../http/route";
import { adminEvents } from "../../repos/adminEvents";
import { versionPage } from "../../repos/content";
import { deleteEventByOrganiser } from "../../services/console";
import {
  createEvent,
  eventContentOf,
  eventVersionOf,
  festivalVersionOf,
  publishEventContent,
  publishFestival,
  restoreEventContent,
  restoreFestival,
} from "../../services/content";

const versionParams = z.object({
  id: idParams.shape.id,
  version: z.pipe(
    z.string().check(z.regex(/^\d{1,6}$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.int().check(z.gte(1)),
    ),
  ),
});
const festivalVersionParams = z.object({ version: versionParams.shape.version });

/** The console's content editing (docs/content.md): events' texts and the festival's identity, versions, new events. */
export async function adminContentRoutes(app: FastifyInstance, context: AppContext) {
  const { db, sitePages } = context;
  const tag = "admin content";
  /** The event's pages are regenerated once its change is committed (SITE_DIR set: docs/content.md). */
  const slugOf = async (id: number) => (sitePages ? (await adminEvents(db, id))[0]?.slug : undefined);
  const eventChanged = (slug: string | undefined) => {
    if (slug) sitePages?.changed({ event: slug });
  };
  const afterEvent = async <T>(id: number, done: T): Promise<T> => {
    eventChanged(await slugOf(id));
    return done;
  };
  const afterFestival = <T>(done: T): T => {
    sitePages?.changed({ festival: true });
    return done;
  };

  route(app, context, {
    method: "POST",
    url: "/admin/events/",
    auth: "organiser",
    body: eventCreateSchema,
    response: { 201: adminEventSchema },
    summary: "Adds an event: its slug (never reused), team size and first version of its texts (audited)",
    tag,
    handler: async ({ user, body }) => {
      const id = await createEvent(db, actorOf(user), body);
      const [event] = await adminEvents(db, id);
      eventChanged(event?.slug);
      return answer(201, event);
    },
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/events/:id/",
    auth: "organiser",
    params: idParams,
    response: { 204: null },
    summary: "Deletes an added event without teams or announcements (audited); its slug is never given again",
    tag,
    handler: async ({ user, params }) => {
      const slug = await slugOf(params.id);
      await deleteEventByOrganiser(db, actorOf(user), params.id);
      eventChanged(slug);
    },
  });

  route(app, context, {
    method: "GET",
    url: "/admin/events/:id/content/",
    auth: "organiser",
    params: idParams,
    response: { 200: z.object({ event: adminEventSchema, version: z.nullable(eventVersionSchema) }) },
    summary: "The published version of an event's texts (null before the first), with the event",
    tag,
    handler: async ({ params }) => {
      const { version } = await eventContentOf(db, params.id);
      const [event] = await adminEvents(db, params.id);
      return { event, version };
    },
  });

  route(app, context, {
    method: "PUT",
    url: "/admin/events/:id/content/",
    auth: "organiser",
    params: idParams,
    body: eventPublishSchema,
    response: { 200: eventVersionSchema },
    summary:
      "Publishes a new version of an event's texts (Markdown in, stored structured); 409 with the newer version when base_version is not the published one",
    tag,
    handler: async ({ user, params, body }) =>
      afterEvent(params.id, await publishEventContent(db, actorOf(user), params.id, body)),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/events/:id/content/versions/",
    auth: "organiser",
    params: idParams,
    query: z.object(pageQuery),
    response: { 200: pageOf(versionRowSchema) },
    summary: "The history of an event's texts, newest first, 50 a page: who published each version, when",
    tag,
    handler: async ({ params, query, request }) => {
      await eventContentOf(db, params.id);
      const page = pageNumber(query.page);
      const { limit, offset } = pageWindow(page);
      const [count, rows] = await versionPage(db, { event: params.id }, limit, offset);
      return pageAnswer(request, page, count, rows);
    },
  });

  route(app, context, {
    method: "GET",
    url: "/admin/events/:id/content/versions/:version/",
    auth: "organiser",
    params: versionParams,
    response: { 200: eventVersionSchema },
    summary: "One version of an event's texts",
    tag,
    handler: ({ params }) => eventVersionOf(db, params.id, params.version),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/events/:id/content/versions/:version/restore/",
    auth: "organiser",
    params: versionParams,
    body: restoreSchema,
    response: { 200: eventVersionSchema },
    summary: "Publishes an earlier version of an event's texts again, as a new version (409 as for a publish)",
    tag,
    handler: async ({ user, params, body }) =>
      afterEvent(params.id, await restoreEventContent(db, actorOf(user), params.id, params.version, body.base_version)),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/festival/",
    auth: "organiser",
    response: { 200: festivalVersionSchema },
    summary: "The published version of the festival's identity",
    tag,
    handler: () => festivalVersionOf(db, null),
  });

  route(app, context, {
    method: "PUT",
    url: "/admin/festival/",
    auth: "organiser",
    body: festivalPublishSchema,
    response: { 200: festivalVersionSchema },
    summary: "Publishes a new version of the festival's identity; 409 with the newer version as for an event",
    tag,
    handler: async ({ user, body }) => afterFestival(await publishFestival(db, actorOf(user), body)),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/festival/versions/",
    auth: "organiser",
    query: z.object(pageQuery),
    response: { 200: pageOf(versionRowSchema) },
    summary: "The history of the festival's identity, newest first, 50 a page",
    tag,
    handler: async ({ query, request }) => {
      const page = pageNumber(query.page);
      const { limit, offset } = pageWindow(page);
      const [count, rows] = await versionPage(db, "festival", limit, offset);
      return pageAnswer(request, page, count, rows);
    },
  });

  route(app, context, {
    method: "GET",
    url: "/admin/festival/versions/:version/",
    auth: "organiser",
    params: festivalVersionParams,
    response: { 200: festivalVersionSchema },
    summary: "One version of the festival's identity",
    tag,
    handler: ({ params }) => festivalVersionOf(db, params.version),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/festival/versions/:version/restore/",
    auth: "organiser",
    params: festivalVersionParams,
    body: restoreSchema,
    response: { 200: festivalVersionSchema },
    summary: "Publishes an earlier version of the festival's identity again, as a new version",
    tag,
    handler: async ({ user, params, body }) =>
      afterFestival(await restoreFestival(db, actorOf(user), params.version, body.base_version)),
  });
}
