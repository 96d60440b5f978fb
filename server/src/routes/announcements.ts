import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import {
  ANNOUNCEMENT_MESSAGES,
  adminAnnouncementPageSchema,
  announcementCreatedSchema,
  announcementCreateSchema,
  announcementPatchSchema,
  announcementSchema,
  type AnnouncementChannel,
  mailStatusSchema,
  notificationPrefsSchema,
  notificationPrefsUpdateSchema,
  recipientCountSchema,
} from "../../../contract/announcements";
import type { AppContext } from "../context";
import type { Queryable } from "../db/types";
import { detail, fieldError, type FieldErrors, fieldErrors, MESSAGES } from "../http/errors";
import { pageNumber, pageOf, pageQuery, pageWindow } from "../http/paging";
import { route } from "../http/route";
import { eventIdOfSlug } from "../repos/adminEvents";
import {
  adminAnnouncementPage,
  type Audience,
  audienceSize,
  correctAnnouncement,
  feed,
  insertAnnouncement,
  lockAnnouncement,
  queueAnnouncementMail,
  queueAnnouncementWebhook,
  setRecipients,
  withdrawAnnouncement,
} from "../repos/announcements";
import { recordAudit } from "../repos/audit";
import { queueState } from "../repos/outbox";
import { emailOn, webhookOn } from "../services/mailSwitch";
import { readPrefs, savePrefs } from "../services/unsubscribe";
import { eventFilter, UNKNOWN_EVENT } from "./admin/console";
import { actorOf, idParams } from "./admin/params";

type Create = z.output<typeof announcementCreateSchema>;

/** The body's audience and channels, checked against this server: an unknown event, a channel that is off. */
async function checked(db: Queryable, context: AppContext, body: Create) {
  const errors: FieldErrors = {};
  let eventId: number | null = null;
  let eventName: string | null = null;
  if (body.event !== undefined && body.event !== null && body.event !== "") {
    eventId = await eventIdOfSlug(db, body.event);
    if (eventId === null) errors.event = [UNKNOWN_EVENT];
    else {
      const { rows } = await db.query<{ name: string }>("SELECT name FROM events WHERE id = $1", [eventId]);
      eventName = rows[0]?.name ?? null;
    }
  }
  const channels = [...new Set(body.channels)] as AnnouncementChannel[];
  const off = [
    ...(channels.includes("email") && !emailOn(context) ? [ANNOUNCEMENT_MESSAGES.emailOff] : []),
    ...(channels.includes("webhook") && !webhookOn(context) ? [ANNOUNCEMENT_MESSAGES.webhookOff] : []),
  ];
  if (off.length > 0) errors.channels = off;
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  const audience: Audience = { eventId, onlyIncompleteTeams: body.only_incomplete_teams };
  return { audience, channels, eventSlug: eventId === null ? null : (body.event as string), eventName };
}

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
    handler: async ({ query }) => feed(db, await eventFilter(db, query.event)),
  });

  route(app, context, {
    method: "POST",
    url: "/admin/announcements/preview/",
    auth: "organiser",
    body: announcementCreateSchema,
    response: { 200: recipientCountSchema },
    summary: "How many people an announcement would reach (nothing is sent)",
    tag: "admin",
    handler: async ({ body }) => {
      const { audience, channels } = await checked(db, context, body);
      return { recipients: await audienceSize(db, audience, channels.includes("email")) };
    },
  });

  route(app, context, {
    method: "POST",
    url: "/admin/announcements/test/",
    auth: "organiser",
    body: announcementCreateSchema,
    response: { 202: recipientCountSchema },
    summary: "Sends the announcement's e-mail to the calling organiser only (nothing is published)",
    tag: "admin",
    handler: async ({ user, body }) => {
      if (!emailOn(context)) throw fieldError("channels", ANNOUNCEMENT_MESSAGES.emailOff);
      const { eventSlug, eventName } = await checked(db, context, { ...body, channels: ["email"] });
      const data = { title: body.title, body: body.body, event_slug: eventSlug, event_name: eventName };
      const { rowCount } = await db.query(
        `INSERT INTO mail_outbox (kind, recipient, user_id, data) VALUES ('announcement.test', $1, $2, $3::jsonb)`,
        [user.email, user.id, JSON.stringify(data)],
      );
      return { recipients: rowCount };
    },
  });

  route(app, context, {
    method: "POST",
    url: "/admin/announcements/",
    auth: "organiser",
    body: announcementCreateSchema,
    response: { 201: announcementCreatedSchema },
    summary: "Publishes an announcement to the feed, by e-mail (queued in the same transaction) and/or the webhook",
    tag: "admin",
    handler: async ({ user, body }) => {
      const { audience, channels, eventSlug } = await checked(db, context, body);
      return db.transaction(async (tx) => {
        const { id, published_at } = await insertAnnouncement(tx, {
          ...audience,
          title: body.title,
          body: body.body,
          channels,
          authorId: user.id,
        });
        const recipients = channels.includes("email")
          ? await queueAnnouncementMail(tx, id, audience)
          : await audienceSize(tx, audience, false);
        await setRecipients(tx, id, recipients);
        if (channels.includes("webhook") && context.config.mail?.webhookUrl) {
          await queueAnnouncementWebhook(tx, id, context.config.mail.webhookUrl);
        }
        await recordAudit(tx, actorOf(user), "announcement.publish", `announcement:${id}`, {
          title: body.title,
          event: eventSlug,
          only_incomplete_teams: audience.onlyIncompleteTeams,
          channels,
          recipients,
        });
        return { id, title: body.title, body: body.body, event: eventSlug, published_at, recipients };
      });
    },
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
    handler: ({ user, params, body }) =>
      db.transaction(async (tx) => {
        const before = await lockAnnouncement(tx, params.id);
        if (!before) throw detail(404, MESSAGES.notFound);
        if (before.withdrawn) throw detail(400, ANNOUNCEMENT_MESSAGES.withdrawn);
        const after = { title: body.title ?? before.title, body: body.body ?? before.body };
        await correctAnnouncement(tx, params.id, after.title, after.body);
        await recordAudit(tx, actorOf(user), "announcement.correct", `announcement:${params.id}`, {
          before: { title: before.title, body: before.body },
          after,
        });
        return undefined;
      }),
  });

  route(app, context, {
    method: "DELETE",
    url: "/admin/announcements/:id/",
    auth: "organiser",
    params: idParams,
    response: { 204: null },
    summary: "Withdraws an announcement: off the feed, its unsent e-mails dropped (those sent stay sent)",
    tag: "admin",
    handler: ({ user, params }) =>
      db.transaction(async (tx) => {
        const before = await lockAnnouncement(tx, params.id);
        if (!before) throw detail(404, MESSAGES.notFound);
        if (before.withdrawn) throw detail(400, ANNOUNCEMENT_MESSAGES.withdrawn);
        const dropped = await withdrawAnnouncement(tx, params.id);
        await recordAudit(tx, actorOf(user), "announcement.withdraw", `announcement:${params.id}`, {
          title: before.title,
          unsent_dropped: dropped,
        });
        return undefined;
      }),
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
