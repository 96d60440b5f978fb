import * as z from "zod/mini";
import { EVENT_ICONS, type EventSummary, localized } from "./eventSummary";
import { integer, text, timestamp } from "./fields";
import { MESSAGES } from "./messages";
import { allowedContestUrl, richTextSchema } from "./richText";
import { PHONE_PATTERN } from "./rules";

/**
 * Organisers' content (issue 38; design in docs/content.md): each event's texts and the festival's identity, kept on
 * the server as versions. The same shapes are stored (one JSON document per version), answered to everyone
 * (`events/{slug}/`, `festival/`) and edited in the console, which sends formatted fields as Markdown (the input
 * shapes below) that the server turns into the stored form (contract/richText.ts).
 */

// The list's summary of an event (and what it is made of) is a file of its own, so the pages reading `events/` check
// it without these shapes; it is part of this contract all the same.
export { EVENT_ICONS, type EventIcon, type EventSummary, eventSummarySchema, localized } from "./eventSummary";

/** Limits of organisers' texts, in characters. */
export const CONTENT_LIMITS = {
  name: 60,
  subject: 80,
  summary: 300,
  format: 80,
  coordinatorName: 80,
  coordinators: 10,
  question: 300,
  faq: 40,
  festivalName: 40,
  host: 120,
  socialLinks: 8,
  socialLabel: 40,
  partnerName: 60,
  partners: 24,
} as const;

export const CONTENT_MESSAGES = {
  englishRequired: "English is required.",
  notHttps: "Enter a web address starting with https://.",
  notEmail: "Enter an e-mail address.",
  coordinatorContact: "Give an e-mail address or a phone number.",
  notDate: "Enter a date as YYYY-MM-DD.",
  endsBeforeStart: "The festival cannot end before it starts.",
} as const;

const httpsUrl = () =>
  z
    .string({ error: MESSAGES.notString })
    .check(z.refine((value) => allowedContestUrl(value) !== null, { error: CONTENT_MESSAGES.notHttps }));
const email = () =>
  text(254).check(z.refine((value) => /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(value), CONTENT_MESSAGES.notEmail));
const day = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, CONTENT_MESSAGES.notDate));

/** A coordinator: a name and at least one way to reach them. */
const coordinatorSchema = z
  .strictObject({
    name: text(CONTENT_LIMITS.coordinatorName),
    email: z.nullable(email()),
    phone: z.nullable(text(20).check(z.regex(PHONE_PATTERN, MESSAGES.invalidPhone))),
  })
  .check(z.refine((person) => person.email !== null || person.phone !== null, CONTENT_MESSAGES.coordinatorContact));

/** An event's content with formatted fields of the given schema (stored: RichText; sent by the console: Markdown). */
function eventContentShape<R extends z.core.$ZodType>(rich: R) {
  return z.strictObject({
    /** The event's name: its title everywhere (not translated, as the festival's and events' names are not). */
    name: text(CONTENT_LIMITS.name),
    subject: localized(text(CONTENT_LIMITS.subject)),
    summary: localized(text(CONTENT_LIMITS.summary)),
    /** A note on the format read after the participation ("lasts 5 hours"), or null. */
    format: z.nullable(localized(text(CONTENT_LIMITS.format))),
    /** The contest's own page (https only), or null while there is none. */
    contest_url: z.nullable(httpsUrl()),
    icon: z.enum(EVENT_ICONS),
    description: localized(rich),
    coordinators: z.array(coordinatorSchema).check(z.maxLength(CONTENT_LIMITS.coordinators)),
    faq_intro: z.nullable(localized(rich)),
    faq: z
      .array(z.strictObject({ question: localized(text(CONTENT_LIMITS.question)), answer: localized(rich) }))
      .check(z.maxLength(CONTENT_LIMITS.faq)),
  });
}

/** An event's content as stored and answered. */
export const eventContentSchema = eventContentShape(richTextSchema);
/** An event's content as the console sends it: formatted fields in Markdown. */
export const eventContentInputSchema = eventContentShape(z.string({ error: MESSAGES.notString }));

export type EventContent = z.infer<typeof eventContentSchema>;
export type EventContentInput = z.input<typeof eventContentInputSchema>;
export type Coordinator = EventContent["coordinators"][number];
export type FaqItem = EventContent["faq"][number];

/** The festival's identity, as stored, answered and edited (no formatted field). */
export const festivalSchema = z
  .strictObject({
    /** The festival's name ("Codefest"): never translated. */
    name: text(CONTENT_LIMITS.festivalName),
    /** The edition's title ("Codefest '20"): page titles, mail's From, certificates, Open Badges, the API document. */
    title: text(CONTENT_LIMITS.festivalName),
    year: integer(2000, 2100),
    /** Who hosts it ("an institute in India"), written to follow "hosted by". */
    host: localized(text(CONTENT_LIMITS.host)),
    starts_on: z.nullable(day()),
    ends_on: z.nullable(day()),
    contact_email: email(),
    sponsor_email: z.nullable(email()),
    social_links: z
      .array(z.strictObject({ label: text(CONTENT_LIMITS.socialLabel), url: httpsUrl() }))
      .check(z.maxLength(CONTENT_LIMITS.socialLinks)),
    /**
     * The partners' names, shown on the home page as written in every language; absent in a version published before
     * the field existed (the seed's names are then shown: contract/festival.ts), empty for none.
     */
    partners: z.optional(z.array(text(CONTENT_LIMITS.partnerName)).check(z.maxLength(CONTENT_LIMITS.partners))),
  })
  .check(
    z.refine((festival) => !festival.starts_on || !festival.ends_on || festival.ends_on >= festival.starts_on, {
      error: CONTENT_MESSAGES.endsBeforeStart,
      path: ["ends_on"],
    }),
  );
export type Festival = z.infer<typeof festivalSchema>;

/** The summary of an event's content, as `events/` carries it. */
export const summaryOf = (version: number, content: EventContent): EventSummary => ({
  version,
  icon: content.icon,
  subject: content.subject,
  summary: content.summary,
  format: content.format,
});

/** `GET events/{slug}/` (no token): the published content of a listed event. */
export const publishedEventSchema = z.object({
  slug: z.string(),
  version: z.int(),
  published_at: timestamp(),
  content: eventContentSchema,
});
export type PublishedEvent = z.infer<typeof publishedEventSchema>;

/** `GET festival/` (no token): the festival's identity as published. */
export const publishedFestivalSchema = z.object({
  version: z.int(),
  published_at: timestamp(),
  festival: festivalSchema,
});
export type PublishedFestival = z.infer<typeof publishedFestivalSchema>;

/** A version of a content document as the console sees it: who published it, when, and what it restored. */
const versionFields = {
  version: z.int(),
  created_at: timestamp(),
  created_by: z.nullable(z.object({ id: z.int(), email: z.string() })),
  /** The earlier version this one brought back ("restore"), or null. */
  restored_from: z.nullable(z.int()),
};
export const eventVersionSchema = z.object({ ...versionFields, content: eventContentSchema });
export const festivalVersionSchema = z.object({ ...versionFields, content: festivalSchema });
/** A row of a history: the version without its content, with the event's name or the festival's title then. */
export const versionRowSchema = z.object({ ...versionFields, name: z.string() });
export type EventVersion = z.infer<typeof eventVersionSchema>;
export type FestivalVersion = z.infer<typeof festivalVersionSchema>;
export type VersionRow = z.infer<typeof versionRowSchema>;

/**
 * Publishing a new version: the version the organiser's edit started from (null for a document with none yet), so an
 * edit based on an older version is refused with the other's change (409) instead of overwriting it.
 */
export const eventPublishSchema = z.strictObject({
  base_version: z.nullable(integer(0, 1_000_000)),
  content: eventContentInputSchema,
});
export const festivalPublishSchema = z.strictObject({
  base_version: z.nullable(integer(0, 1_000_000)),
  content: festivalSchema,
});
export const restoreSchema = z.strictObject({ base_version: z.nullable(integer(0, 1_000_000)) });
export type EventPublish = z.input<typeof eventPublishSchema>;
export type FestivalPublish = z.input<typeof festivalPublishSchema>;

/** The 409 answer of a publish or restore based on an older version: the version published meanwhile. */
export const contentConflictSchema = z.object({ detail: z.string(), current: z.unknown() });

/** A slug: 2 to 32 lower-case letters, digits and hyphens, starting and ending with a letter or digit. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,30}[a-z0-9]$/;

/** Words an event's address may not be, because they are (or may become) addresses of the app or the API. */
export const RESERVED_SLUGS = [
  "new",
  "admin",
  "api",
  "all",
  "edit",
  "events",
  "event",
  "results",
  "calendar",
  "content",
  "sitemap",
  "index",
  "login",
  "dashboard",
  "profile",
  "team",
  "teams",
  "static",
  "assets",
  "js",
  "css",
] as const;

export const SLUG_MESSAGES = {
  pattern: "Use 2 to 32 lower-case letters, digits and hyphens, starting and ending with a letter or a digit.",
  reserved: "This word is one of the site's own addresses: choose another.",
  taken: "An event already has (or had) this address: choose another.",
  fixed: "An event's address cannot be changed once it is created.",
} as const;

/** `POST admin/events/`: a new event, its address, team size, schedule and first version of its texts. */
export const eventCreateSchema = z.strictObject({
  slug: z.string({ error: MESSAGES.notString }).check(
    z.regex(SLUG_PATTERN, SLUG_MESSAGES.pattern),
    z.refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), SLUG_MESSAGES.reserved),
  ),
  max_members: integer(1, 10),
  content: eventContentInputSchema,
});
export type EventCreate = z.input<typeof eventCreateSchema>;

export { en } from "./languages";
