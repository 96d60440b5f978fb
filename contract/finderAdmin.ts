import * as z from "zod/mini";
import { integer, text, timestamp } from "./fields";
import { MAX_ID } from "./rules";

/** The organisers' side of the teammate finder (docs/API.md "Teammate finder"): reports, hidden listings, blocks. */

export const REPORT_STATES = ["open", "closed"] as const;
/** What closed a report: the listing hidden, its author blocked from the finder, or dismissed as needing nothing. */
export const REPORT_OUTCOMES = ["hidden", "banned", "dismissed"] as const;

const person = z.object({ id: z.int(), name: z.string(), email: z.string() });

/** A report as the console lists it: who reported what, and the text reported (organisers see e-mails). */
export const adminFinderReportSchema = z.object({
  id: z.int(),
  created_at: timestamp(),
  reason: z.string(),
  reporter: person,
  event: z.string(),
  /** The listing reported, or the listing the reported request was sent to. */
  listing: z.object({
    id: z.int(),
    note: z.string(),
    owner: person,
    team_name: z.nullable(z.string()),
    hidden: z.boolean(),
  }),
  /** The request reported; null when the report is about the listing. */
  request: z.nullable(z.object({ id: z.int(), message: z.string(), sender: person })),
  /** The person the report is about: the listing's owner, or the request's sender. */
  about: person,
  /** Whether that person is blocked from the finder now. */
  about_banned: z.boolean(),
  status: z.enum(REPORT_STATES),
  outcome: z.nullable(z.enum(REPORT_OUTCOMES)),
  closed_at: z.nullable(timestamp()),
});

/** `GET admin/finder/reports/?status=open|closed`: open ones unless asked otherwise ("" for all). */
export const finderReportFilterSchema = z.object({ status: z.optional(z.enum(["", ...REPORT_STATES])) });

export const FINDER_REASON_MAX = 500;

/** `POST admin/finder/listings/{id}/hide/`. */
export const hideListingSchema = z.object({ reason: text(FINDER_REASON_MAX, { blank: true }) });

/** `POST admin/finder/bans/`: block a person (a user id) from the finder. */
export const banSchema = z.object({ user: integer(1, MAX_ID), reason: text(FINDER_REASON_MAX, { blank: true }) });

export type AdminFinderReport = z.infer<typeof adminFinderReportSchema>;
export type HideListing = z.input<typeof hideListingSchema>;
export type Ban = z.input<typeof banSchema>;
