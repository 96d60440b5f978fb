import * as z from "zod/mini";
import { boolean, text, timestamp } from "./fields";
import { pageOf } from "./paging";

/** Where an announcement goes: the feed (announcements/), e-mail, the festival's chat webhook. */
export const ANNOUNCEMENT_CHANNELS = ["feed", "email", "webhook"] as const;
export type AnnouncementChannel = (typeof ANNOUNCEMENT_CHANNELS)[number];

export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 10_000;

export const ANNOUNCEMENT_MESSAGES = {
  unknownChannel: (value: string) => `"${value}" is not a valid choice: feed, email or webhook.`,
  noChannel: "Choose at least one channel: feed, email or webhook.",
  emailOff: "E-mail is off on this server (SMTP_URL is not set): choose another channel.",
  webhookOff: "The webhook channel is off on this server (ANNOUNCE_WEBHOOK_URL is not set or was refused).",
  withdrawn: "This announcement is withdrawn.",
} as const;

const channel = z.string().check(
  z.refine((value) => (ANNOUNCEMENT_CHANNELS as readonly string[]).includes(value), {
    error: (issue) => ANNOUNCEMENT_MESSAGES.unknownChannel(String(issue.input)),
  }),
);

/** An announcement's title and body in one language other than English (issue 42, item 6). */
const announcementTranslation = z.object({ title: text(ANNOUNCEMENT_TITLE_MAX), body: text(ANNOUNCEMENT_BODY_MAX) });

/**
 * The organisers' versions in other languages, by language (`{"hi": {title, body}}`); null, or a language left out,
 * for none. A reader whose language has no version reads the English one.
 */
export const announcementTranslationsSchema = z.object({ hi: z.optional(z.nullable(announcementTranslation)) });
export type AnnouncementTranslations = z.infer<typeof announcementTranslationsSchema>;

/** The versions kept: those sent with a title and a body (a null removes a language). */
export const keptTranslations = (translations: AnnouncementTranslations): AnnouncementTranslations =>
  Object.fromEntries(Object.entries(translations).filter(([, version]) => version)) as AnnouncementTranslations;

/**
 * The title and body a reader of `language` reads: that language's version when the organisers wrote one, else the
 * English one (never an empty field); with the language they are in.
 */
export function announcementIn(
  item: { title: string; body: string; translations?: AnnouncementTranslations | null },
  language: string,
): { title: string; body: string; language: string } {
  const version = (item.translations as Record<string, { title: string; body: string } | null> | null | undefined)?.[
    language
  ];
  return version && version.title.trim() !== "" && version.body.trim() !== ""
    ? { title: version.title, body: version.body, language }
    : { title: item.title, body: item.body, language: "en" };
}

/** `POST admin/announcements/` (and its preview and test): `body` is plain text; links in it become clickable. */
export const announcementCreateSchema = z.object({
  title: text(ANNOUNCEMENT_TITLE_MAX),
  body: text(ANNOUNCEMENT_BODY_MAX),
  translations: z.optional(announcementTranslationsSchema),
  /** An event's slug, or null (or absent) for everyone. */
  event: z.optional(z.nullable(z.string())),
  only_incomplete_teams: z._default(boolean(), false),
  channels: z.array(channel).check(z.minLength(1, ANNOUNCEMENT_MESSAGES.noChannel)),
});

/** `PATCH admin/announcements/{id}/`: a correction (the feed shows it was corrected; sent mail stays sent). */
export const announcementPatchSchema = z.object({
  title: z.optional(text(ANNOUNCEMENT_TITLE_MAX)),
  body: z.optional(text(ANNOUNCEMENT_BODY_MAX)),
  /** The languages sent replace their versions (null removes one); those left out stay. */
  translations: z.optional(announcementTranslationsSchema),
});

/** What every answer about a published announcement says of it. */
const publishedAnnouncement = {
  id: z.int(),
  title: z.string(),
  body: z.string(),
  /** The event's slug, or null for everyone. */
  event: z.nullable(z.string()),
  published_at: timestamp(),
};

/** An item of `GET announcements/`. */
export const announcementSchema = z.object({
  ...publishedAnnouncement,
  /** The language `title` and `body` are in: the reader's (Accept-Language) when written in it, else "en". */
  language: z.optional(z.string()),
  /** When it was last corrected, or null. */
  corrected_at: z.nullable(timestamp()),
});

/** `POST admin/announcements/`'s answer: `recipients` is how many people its e-mail goes to (the audience without). */
export const announcementCreatedSchema = z.object({ ...publishedAnnouncement, recipients: z.int() });

export const deliveryCountsSchema = z.object({ queued: z.int(), sent: z.int(), failed: z.int() });

/** The webhook post of an announcement: waiting (or retrying), sent, or refused for good with the reason. */
export const webhookDeliverySchema = z.object({
  status: z.enum(["queued", "sent", "failed"]),
  /** The last problem (a retry's or the permanent refusal's), or null. */
  error: z.nullable(z.string()),
});

export const adminAnnouncementSchema = z.object({
  ...announcementCreatedSchema.shape,
  /** The versions in other languages (absent from servers before issue 42). */
  translations: z.optional(announcementTranslationsSchema),
  only_incomplete_teams: z.boolean(),
  channels: z.array(z.string()),
  corrected_at: z.nullable(timestamp()),
  withdrawn_at: z.nullable(timestamp()),
  delivery: deliveryCountsSchema,
  /** Its webhook post; null without the webhook channel (absent from servers before it was added). */
  webhook: z.optional(z.nullable(webhookDeliverySchema)),
});
export const adminAnnouncementPageSchema = pageOf(adminAnnouncementSchema);

export const recipientCountSchema = z.object({ recipients: z.int() });

/** `GET admin/mail/`: whether each channel is on, and the queue's state. */
export const mailStatusSchema = z.object({
  email: z.boolean(),
  webhook: z.boolean(),
  /** Why the webhook URL was refused at start, or null. */
  webhook_problem: z.nullable(z.string()),
  /** Messages per second, per API process. */
  rate: z.number(),
  queued: z.int(),
  failed: z.int(),
  oldest_queued_at: z.nullable(timestamp()),
  recent_failures: z.array(
    z.object({ id: z.int(), kind: z.string(), recipient: z.string(), error: z.string(), at: timestamp() }),
  ),
});

/** `GET, PUT profile/notifications/`: the optional mail a user gets (results and account mail always go). */
export const notificationPrefsSchema = z.object({
  announcements: z.boolean(),
  reminders: z.boolean(),
  team: z.boolean(),
  /** The teammate finder's requests and teams formed (absent from servers without the finder). */
  finder: z.optional(z.boolean()),
});
export const notificationPrefsUpdateSchema = z.object({
  announcements: z.optional(boolean()),
  reminders: z.optional(boolean()),
  team: z.optional(boolean()),
  finder: z.optional(boolean()),
});

export const NOTIFICATION_CATEGORIES = ["announcements", "reminders", "team", "finder"] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;
export type AnnouncementPatch = z.input<typeof announcementPatchSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type AnnouncementCreated = z.infer<typeof announcementCreatedSchema>;
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export type RecipientCount = z.infer<typeof recipientCountSchema>;
export type MailStatus = z.infer<typeof mailStatusSchema>;
export type NotificationPrefs = z.infer<typeof notificationPrefsSchema>;
export type NotificationPrefsUpdate = z.input<typeof notificationPrefsUpdateSchema>;
