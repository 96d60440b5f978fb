import type * as z from "zod/mini";
import {
  ANNOUNCEMENT_MESSAGES,
  type AnnouncementChannel,
  type AnnouncementCreated,
  type announcementCreateSchema,
  type AnnouncementTranslations,
  keptTranslations,
} from "../../../contract/announcements";
import type { FieldErrors } from "../../../contract/errors";
import type { AppContext } from "../context";
import type { Queryable } from "../db/types";
import { eventIdOfSlug, eventName } from "../repos/adminEvents";
import {
  type Audience,
  audienceSize,
  insertAnnouncement,
  lockAnnouncement,
  queueAnnouncementMail,
  queueAnnouncementWebhook,
  queueTestAnnouncement,
  saveCorrection,
  saveWithdrawal,
  setRecipients,
} from "../repos/announcements";
import { type Actor, recordAudit } from "../repos/audit";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors";
import { UNKNOWN_EVENT } from "./events";
import { emailOn, webhookOn } from "./mailSwitch";

type Create = z.output<typeof announcementCreateSchema>;

/** The body's audience and channels, checked against this server: an unknown event, a channel that is off. */
async function checked(db: Queryable, context: AppContext, body: Create) {
  const errors: FieldErrors = {};
  let eventId: number | null = null;
  let name: string | null = null;
  if (body.event !== undefined && body.event !== null && body.event !== "") {
    eventId = await eventIdOfSlug(db, body.event);
    if (eventId === null) errors.event = [UNKNOWN_EVENT];
    else name = await eventName(db, eventId);
  }
  const channels = [...new Set(body.channels)] as AnnouncementChannel[];
  const off = [
    ...(channels.includes("email") && !emailOn(context) ? [ANNOUNCEMENT_MESSAGES.emailOff] : []),
    ...(channels.includes("webhook") && !webhookOn(context) ? [ANNOUNCEMENT_MESSAGES.webhookOff] : []),
  ];
  if (off.length > 0) errors.channels = off;
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const audience: Audience = { eventId, onlyIncompleteTeams: body.only_incomplete_teams };
  return { audience, channels, eventSlug: eventId === null ? null : (body.event as string), eventName: name };
}

/** How many people the announcement would reach (by e-mail when it goes by e-mail); nothing is sent. */
export async function announcementReach(context: AppContext, body: Create): Promise<number> {
  const { audience, channels } = await checked(context.db, context, body);
  return audienceSize(context.db, audience, channels.includes("email"));
}

/** Queues the announcement's e-mail to the calling organiser only (nothing is published); how many were queued. */
export async function sendTestAnnouncement(
  context: AppContext,
  organiser: { id: number; email: string },
  body: Create,
): Promise<number> {
  if (!emailOn(context)) throw InvalidInputError.field("channels", ANNOUNCEMENT_MESSAGES.emailOff);
  const { eventSlug, eventName } = await checked(context.db, context, { ...body, channels: ["email"] });
  const translations = keptTranslations(body.translations ?? {});
  const data = {
    title: body.title,
    body: body.body,
    // The versions in other languages, when there are some, so the test mail is in the organiser's language.
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
    event_slug: eventSlug,
    event_name: eventName,
  };
  return queueTestAnnouncement(context.db, organiser, data);
}

/**
 * Publishes an announcement to the feed, and/or queues its e-mail to its audience and its webhook post, in one
 * transaction with its audit entry: a rolled-back publication queues nothing.
 */
export async function publishAnnouncement(
  context: AppContext,
  actor: Actor,
  body: Create,
): Promise<AnnouncementCreated> {
  const { db } = context;
  const { audience, channels, eventSlug } = await checked(db, context, body);
  return db.transaction(async (tx) => {
    const { id, published_at } = await insertAnnouncement(tx, {
      ...audience,
      title: body.title,
      body: body.body,
      translations: keptTranslations(body.translations ?? {}),
      channels,
      authorId: actor.id,
    });
    const recipients = channels.includes("email")
      ? await queueAnnouncementMail(tx, id, audience)
      : await audienceSize(tx, audience, false);
    await setRecipients(tx, id, recipients);
    if (channels.includes("webhook") && context.config.mail?.webhookUrl) {
      await queueAnnouncementWebhook(tx, id, context.config.mail.webhookUrl);
    }
    await recordAudit(tx, actor, "announcement.publish", `announcement:${id}`, {
      title: body.title,
      event: eventSlug,
      only_incomplete_teams: audience.onlyIncompleteTeams,
      channels,
      recipients,
    });
    return { id, title: body.title, body: body.body, event: eventSlug, published_at, recipients };
  });
}

/** The announcement, locked for a change: not one that was withdrawn. */
async function lockedForChange(tx: Queryable, id: number) {
  const before = await lockAnnouncement(tx, id);
  if (!before) throw new NotFoundError();
  if (before.withdrawn) throw new RefusedError(ANNOUNCEMENT_MESSAGES.withdrawn);
  return before;
}

/** Corrects the title or body (the feed shows it corrected; mail already sent stays sent), audited before and after. */
export function correctAnnouncement(
  context: AppContext,
  actor: Actor,
  id: number,
  patch: { title?: string; body?: string; translations?: AnnouncementTranslations },
): Promise<void> {
  return context.db.transaction(async (tx) => {
    const before = await lockedForChange(tx, id);
    const translations = keptTranslations({ ...before.translations, ...patch.translations });
    const after = { title: patch.title ?? before.title, body: patch.body ?? before.body };
    await saveCorrection(tx, id, after.title, after.body, translations);
    const changedVersions = patch.translations === undefined ? {} : { translations };
    await recordAudit(tx, actor, "announcement.correct", `announcement:${id}`, {
      before: {
        title: before.title,
        body: before.body,
        ...(patch.translations ? { translations: before.translations } : {}),
      },
      after: { ...after, ...changedVersions },
    });
  });
}

/** Withdraws it: off the feed, its unsent e-mails dropped (those sent stay sent), audited with how many were dropped. */
export function withdrawAnnouncement(context: AppContext, actor: Actor, id: number): Promise<void> {
  return context.db.transaction(async (tx) => {
    const before = await lockedForChange(tx, id);
    const dropped = await saveWithdrawal(tx, id);
    await recordAudit(tx, actor, "announcement.withdraw", `announcement:${id}`, {
      title: before.title,
      unsent_dropped: dropped,
    });
  });
}
