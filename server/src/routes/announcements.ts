import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  adminAnnouncementPageSchema,
  announcementIn,
  announcementCreatedSchema,
  announcementCreateSchema,
  announcementPatchSchema,
  announcementSchema,
  mailStatusSchema,
  notificationPrefsSchema,
  notificationPrefsUpdateSchema,
  recipientCountSchema,
} from "../../../contract/announcements";
import type { AppContext } from "../context";
import { varyOnLanguage } from "../http/language";
import { pageNumber, pageOf, pageQuery, pageWindow } from "../http/paging";
import { actorOf, idParams } from "../http/params";
import { route } from "../http/route";
import { adminAnnouncementPage, feed } from "../repos/announcements";
import { queueState } from "../repos/outbox";
import {
  announcementReach,
  correctAnnouncement,
  publishAnnouncement,
  sendTestAnnouncement,
  withdrawAnnouncement,
} from "../services/announcements";
import { eventFilter } from "../services/events";
import { emailOn, webhookOn } from "../services/mailSwitch";
import { readPrefs, savePrefs } from "../services/unsubscribe";

/** Announcements (the feed, the console's compose and list), the queue's state, notification preferences. */
export async function announcementRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;

  route(app, context, {
    method: "GET",
    url: "/announcements/",
    auth: "optional",
    query: z.object({ event: z.optional(z.string()) }),
    response: { 200: z.array(announcementSchema) },
    summary: "Announcements, newest first (the latest 100); ?event=<slug> for one event's",
    tag: "announcements",
    // Each in the reader's language when the organisers wrote it (docs/API.md "Languages"), else in English.
    handler: async ({ query, request, reply }) => {
      varyOnLanguage(reply);
      const items = await feed(db, await eventFilter(db, query.event));
      return items.map(({ translations, ...item }) => ({
        ...item,
        ...announcementIn({ ...item, translations }, request.language),
      }));
    },
  });

  route(app, context, {
    method: "POST",
    url: "/admin/announcements/preview/",
    auth: "organiser",
    body: announcementCreateSchema,
    response: { 200: recipientCountSchema },
    summary: "How many people an announcement would reach (nothing is sent)",
    tag: "admin",
    handler: async ({ body }) => ({ recipients: await announcementReach(context, body) }),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/announcements/test/",
    auth: "organiser",
    body: announcementCreateSchema,
    response: { 202: recipientCountSchema },
    summary: "Sends the announcement's e-mail to the calling organiser only (nothing is published)",
    tag: "admin",
    handler: async ({ user, body }) => ({ recipients: await sendTestAnnouncement(context, user, body) }),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/announcements/",
    auth: "organiser",
    body: announcementCreateSchema,
    response: { 201: announcementCreatedSchema },
    summary: "Publishes an announcement to the feed, by e-mail (queued in the same transaction) and/or the webhook",
    tag: "admin",
    handler: ({ user, body }) => publishAnnouncement(context, actorOf(user), body),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/announcements/",
    auth: "organiser",
    query: z.object(pageQuery),
    response: { 200: adminAnnouncementPageSchema },
    summary: "Announcements, newest first, 50 a page, with their e-mails' delivery counts",
    tag: "admin",
    handler: async ({ query, request }) => {
      const page = pageNumber(query.page);
      const { limit, offset } = pageWindow(page);
      const [count, rows] = await adminAnnouncementPage(db, limit, offset);
      return pageOf(request, page, count, rows);
    },
  });

  route(app, context, {
    method: "PATCH",
    url: "/admin/announcements/:id/",
    auth: "organiser",
    params: idParams,
    body: announcementPatchSchema,
    response: { 204: null },
    summary: "Corrects an announcement's title or body (the feed shows it corrected; mail already sent stays sent)",
    tag: "admin",
    handler: ({ user, params, body }) => correctAnnouncement(context, actorOf(user), params.id, body),
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/announcements/:id/",
    auth: "organiser",
    params: idParams,
    response: { 204: null },
    summary: "Withdraws an announcement: off the feed, its unsent e-mails dropped (those sent stay sent)",
    tag: "admin",
    handler: ({ user, params }) => withdrawAnnouncement(context, actorOf(user), params.id),
  });

  route(app, context, {
    method: "GET",
    url: "/admin/mail/",
    auth: "organiser",
    response: { 200: mailStatusSchema },
    summary: "Whether e-mail and the webhook are on, the queue's backlog and the latest permanent failures",
    tag: "admin",
    handler: async () => ({
      email: emailOn(context),
      webhook: webhookOn(context),
      webhook_problem: context.config.mail?.webhookRefused ?? null,
      rate: context.config.mail?.rate ?? 0,
      ...(await queueState(db)),
    }),
  });

  route(app, context, {
    method: "GET",
    url: "/profile/notifications/",
    auth: "user",
    response: { 200: notificationPrefsSchema },
    summary: "Which optional e-mails the caller gets (results and account mail always go)",
    tag: "profile",
    handler: ({ user }) => readPrefs(db, user.id),
  });

  route(app, context, {
    method: "PUT",
    url: "/profile/notifications/",
    auth: "user",
    body: notificationPrefsUpdateSchema,
    response: { 200: notificationPrefsSchema },
    summary: "Turns optional e-mails on or off: announcements, reminders, team, finder",
    tag: "profile",
    handler: async ({ user, body }) => {
      await savePrefs(db, user.id, body);
      return readPrefs(db, user.id);
    },
  });
}
