import * as z from "zod/mini";

/**
 * The summary of an event's published texts that `events/` carries (issue 38; docs/content.md), apart from the full
 * texts' shapes (contract/eventContent.ts, which re-exports it): every page that reads the list (the events pages, the
 * dashboard, the terminal) checks its rows with this, without the rich text's and the console's schemas.
 */

/** The app's set of event icons (src/ui/eventGlyphs.tsx draws one per key; `calendar` is "any event"). */
export const EVENT_ICONS = ["flag", "network", "speech", "eye", "sigma", "code", "knot", "calendar"] as const;
export type EventIcon = (typeof EVENT_ICONS)[number];

/**
 * A text field with a version per language of CONTENT_LANGUAGES: English required, the others optional (the console
 * leaves an empty one out). A language added there is a key added here.
 */
export const localized = <S extends z.core.$ZodType>(schema: S) =>
  z.strictObject({ en: schema, hi: z.optional(schema) });

/** What `events/` adds to each event for the events list, the dashboard and the terminal: the summary texts. */
export const eventSummarySchema = z.object({
  version: z.int(),
  icon: z.enum(EVENT_ICONS),
  subject: localized(z.string()),
  summary: localized(z.string()),
  format: z.nullable(localized(z.string())),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;
