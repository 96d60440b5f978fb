import * as z from "zod/mini";
import { timestamp } from "./timestamp";

/** An event as the console sees it (`admin/summary/`, `PATCH admin/events/{id}/`). */
export const adminEventSchema = z.object({
  id: z.int(),
  slug: z.string(),
  name: z.string(),
  is_registration_on: z.boolean(),
  results_published: z.boolean(),
  starts_at: z.nullable(timestamp()),
  ends_at: z.nullable(timestamp()),
  registration_closes_at: z.nullable(timestamp()),
  teams: z.int(),
  complete_teams: z.int(),
  participants: z.int(),
  /** The teammate finder's open listings in the event, and the teams formed through it (absent without the finder). */
  finder_listings: z.optional(z.int()),
  finder_teams: z.optional(z.int()),
  /** Hidden by organisers: off events/ and the public pages, registration closed (absent from older servers). */
  hidden: z.optional(z.boolean()),
  max_members: z.optional(z.int()),
  /** One of the specification's seven: its slug and team size cannot be changed. */
  spec_event: z.optional(z.boolean()),
  /** The published version of its texts, null before the first. */
  content_version: z.optional(z.nullable(z.int())),
});

export const adminSummarySchema = z.object({
  participants: z.int(),
  verified: z.int(),
  complete_profiles: z.int(),
  teams: z.int(),
  /** The teammate finder's open listings, and the teams formed through it, in all events (absent without the finder). */
  finder_listings: z.optional(z.int()),
  finder_teams: z.optional(z.int()),
  events: z.array(adminEventSchema),
});
