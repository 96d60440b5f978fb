import * as z from "zod/mini";
import { boolean, integer, text, timestamp } from "./fields";
import { pageOf } from "./paging";
import { HANDLE_FIELDS, MAX_ID } from "./rules";
import { teamNameSchema } from "./teams";

/**
 * The teammate finder (issue 39, docs/API.md "Teammate finder"): participants without a partner list themselves (or
 * their team with a free place) in a team event, browse the listings, send requests, and an accepted request forms one
 * team. Everything a listing or a request shows is what its author chose; never an e-mail, a phone or an access code.
 */

/** The skills a listing may name: stable keys (the app shows each in words), at most FINDER_MAX_SKILLS of them. */
export const FINDER_SKILLS = [
  "algorithms",
  "mathematics",
  "python",
  "cpp",
  "java",
  "javascript",
  "web",
  "security",
  "cryptography",
  "reverse-engineering",
  "networks",
  "linux",
  "machine-learning",
  "deep-learning",
  "data-analysis",
  "statistics",
  "nlp",
  "linguistics",
  "computer-vision",
  "image-processing",
] as const;
export type FinderSkill = (typeof FINDER_SKILLS)[number];
export const isFinderSkill = (value: string): value is FinderSkill =>
  (FINDER_SKILLS as readonly string[]).includes(value);

export const FINDER_NOTE_MAX = 280;
export const FINDER_MAX_SKILLS = 5;
export const FINDER_OTHER_SKILLS_MAX = 100;
export const FINDER_MESSAGE_MAX = 280;
export const FINDER_REPORT_REASON_MAX = 500;
/** Listings on a page of `GET finder/{event}/`. */
export const FINDER_PAGE_SIZE = 20;
/** A listing ends this many days after it was last saved. */
export const LISTING_DAYS = 14;
/** A request ends unanswered this many days after it was sent. */
export const REQUEST_DAYS = 7;
/** Requests a participant may have waiting for an answer in one event. */
export const MAX_PENDING_REQUESTS = 5;

export const FINDER_MESSAGES = {
  notTeamEvent: "The teammate finder is for team events: this event is for individuals.",
  teamFull: "Your team for this event is full: there is nobody left to find.",
  notCreator: "Only your team's creator can list the team.",
  noTeamToList: "You have no team in this event to list: list yourself instead.",
  banned: "An organiser has blocked you from the teammate finder. Write to the organisers if you think this is wrong.",
  ownListing: "This is your own listing.",
  sameTeam: "You are already in this team.",
  listingEnded: "This listing has ended: its owner is no longer looking.",
  alreadyAsked: "You have already asked this listing: wait for its answer.",
  tooManyPending: `You have ${MAX_PENDING_REQUESTS} requests waiting for an answer in this event: wait for an answer, or withdraw one, before sending another.`,
  requestEnded: "This request is no longer waiting for an answer.",
  requesterTeamed: "This request has ended: the participant who sent it has just formed a team for this event.",
  youTeamed: "You have just formed a team for this event: this request has ended.",
  optionUnavailable: "This way of forming the team is not possible now: choose another.",
  teamHasOthers: "Your team has other members: you can only join their team while you are your team's only member.",
  teamNameNeeded: "Name the new team.",
  tooManySkills: `Choose at most ${FINDER_MAX_SKILLS} skills.`,
  unknownSkill: (value: string) => `"${value}" is not one of the skills the finder offers.`,
  unknownHandle: (value: string) => `"${value}" is not a platform handle.`,
  reportTarget: "Report either a listing or a request.",
  noListing: "You have no listing in this event.",
} as const;

const skill = z.string().check(
  z.refine((value) => isFinderSkill(value), {
    error: (issue) => FINDER_MESSAGES.unknownSkill(String(issue.input)),
  }),
);
const handleField = z.string().check(
  z.refine((value) => (HANDLE_FIELDS as readonly string[]).includes(value), {
    error: (issue) => FINDER_MESSAGES.unknownHandle(String(issue.input)),
  }),
);

/** Which of their own details a participant shows: each off unless chosen; handles by platform. */
export const finderShowSchema = z.object({
  institute: z._default(boolean(), false),
  country: z._default(boolean(), false),
  /** The year of study, or the years of work experience of a working professional. */
  study_year: z._default(boolean(), false),
  handles: z._default(z.array(handleField).check(z.maxLength(HANDLE_FIELDS.length)), []),
});

/** `PUT finder/{event}/listing/`: saves (creates, changes or renews) the caller's listing in the event. */
export const listingSaveSchema = z.object({
  /** A team listing: the caller's team with a free place (the caller created it); otherwise the caller alone. */
  team: z._default(boolean(), false),
  note: text(FINDER_NOTE_MAX, { blank: true }),
  skills: z._default(z.array(skill).check(z.maxLength(FINDER_MAX_SKILLS, FINDER_MESSAGES.tooManySkills)), []),
  skills_other: z._default(text(FINDER_OTHER_SKILLS_MAX, { blank: true }), ""),
  show: z._default(finderShowSchema, { institute: false, country: false, study_year: false, handles: [] }),
});

/** The details a participant chose to show, as others read them: null (or absent, for handles) when not shown. */
export const shownDetailsSchema = z.object({
  name: z.string(),
  institute: z.nullable(z.string()),
  country: z.nullable(z.string()),
  study_year: z.nullable(z.int()),
  /** Years of work experience (a working professional's `study_year`, docs/API.md "Profile"). */
  work_years: z.nullable(z.int()),
  handles: z.record(z.string(), z.string()),
});

export const LISTING_KINDS = ["person", "team"] as const;

/** A listing as anyone browsing sees it. */
export const listingSchema = z.object({
  id: z.int(),
  event: z.string(),
  kind: z.enum(LISTING_KINDS),
  /** The owner's name and the details they chose. */
  owner: shownDetailsSchema,
  /** A team listing's team: its name and free places; null for a person. */
  team: z.nullable(z.object({ name: z.string(), places_left: z.int() })),
  note: z.string(),
  skills: z.array(z.string()),
  skills_other: z.string(),
  created_at: timestamp(),
  saved_at: timestamp(),
  expires_at: timestamp(),
  /** The caller's own listing. */
  mine: z.boolean(),
  /** The caller has a request waiting at this listing. */
  requested: z.boolean(),
});

/** `GET finder/{event}/`: newest first, FINDER_PAGE_SIZE a page. */
export const listingPageSchema = pageOf(listingSchema);

/** The filters of `GET finder/{event}/`, each optional ("" means none). */
export const listingFilterSchema = z.object({
  skill: z.optional(z.string()),
  /** Part of the institute's name, any case; only listings that show their institute match. */
  institute: z.optional(z.string()),
  /** A country code; only listings that show their country match. */
  country: z.optional(z.string()),
  /** "yes": teams with a free place; "no": participants without a team yet. */
  has_team: z.optional(z.string()),
  page: z.optional(z.string()),
});

/**
 * How a listing ended, when it has: by its owner, by time, by a team change (the owner now in a team; the listed team
 * full or left), by registration or by the organisers.
 */
export const LISTING_END_REASONS = [
  "owner",
  "expired",
  "team_full",
  "joined_team",
  "left_event",
  "registration_closed",
  "hidden",
  "banned",
] as const;
export type ListingEndReason = (typeof LISTING_END_REASONS)[number];

/** The caller's own listing: as others see it, plus what it shows and whether it still runs. */
export const myListingSchema = z.object({
  ...listingSchema.shape,
  show: z.object({
    institute: z.boolean(),
    country: z.boolean(),
    study_year: z.boolean(),
    handles: z.array(z.string()),
  }),
  active: z.boolean(),
  ended_reason: z.nullable(z.enum(LISTING_END_REASONS)),
});

/** `POST finder/listings/{id}/requests/`: a short message and which of the sender's details the owner may see. */
export const requestSendSchema = z.object({
  message: text(FINDER_MESSAGE_MAX, { blank: true }),
  show: z._default(finderShowSchema, { institute: false, country: false, study_year: false, handles: [] }),
});

export const REQUEST_STATES = ["pending", "accepted", "declined", "withdrawn", "ended", "expired"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/**
 * How an accepted request forms the team, from the listing owner's side: `mine` the requester joins the owner's team,
 * `theirs` the owner joins the requester's team (leaving their own, deleted, behind), `new` a new team named by the owner.
 */
export const ACCEPT_OPTIONS = ["mine", "theirs", "new"] as const;
export type AcceptOption = (typeof ACCEPT_OPTIONS)[number];

const requestBase = {
  id: z.int(),
  listing: z.int(),
  event: z.string(),
  status: z.enum(REQUEST_STATES),
  message: z.string(),
  created_at: timestamp(),
  expires_at: timestamp(),
  answered_at: z.nullable(timestamp()),
};

/** A request the caller received at one of their listings: the sender's name and the details the sender chose. */
export const receivedRequestSchema = z.object({
  ...requestBase,
  from: z.object({
    ...shownDetailsSchema.shape,
    /** The sender's team with a free place, which the owner is asked to join; null when the sender has none. */
    team_name: z.nullable(z.string()),
  }),
  /** How the owner may form the team now (empty once the request is no longer pending). */
  options: z.array(z.enum(ACCEPT_OPTIONS)),
});

/** A request the caller sent: to whom, and what became of it. */
export const sentRequestSchema = z.object({
  ...requestBase,
  to: z.object({ name: z.string(), team_name: z.nullable(z.string()) }),
});

/** `GET finder/`: the caller's finder, across events (the dashboard). */
export const finderMineSchema = z.object({
  /** An organiser blocked the caller from the finder. */
  banned: z.boolean(),
  listings: z.array(myListingSchema),
  received: z.array(receivedRequestSchema),
  sent: z.array(sentRequestSchema),
});

/** `POST finder/requests/{id}/accept/`: `team_name` is required with `new`. */
export const acceptSchema = z.object({
  team: z.enum(ACCEPT_OPTIONS, { error: `Choose one of: ${ACCEPT_OPTIONS.join(", ")}.` }),
  team_name: z.optional(teamNameSchema),
});

/**
 * The request, accepted, and the team the two are now in (its id and name: its members, their e-mails and its access
 * code come, as for any team, from `events/`; no finder answer carries them).
 */
export const acceptedSchema = z.object({
  team: z.object({ id: z.int(), name: z.string() }),
  request: receivedRequestSchema,
});

/** `POST finder/reports/`: a listing or a request (one of them), and why. */
export const reportSchema = z.object({
  listing: z.optional(integer(1, MAX_ID)),
  request: z.optional(integer(1, MAX_ID)),
  reason: text(FINDER_REPORT_REASON_MAX),
});
export const reportCreatedSchema = z.object({ id: z.int() });

/** Path parameters: `finder/{event}/...` (an event's slug) and `finder/.../{id}/...`. */
export const finderEventParamsSchema = z.object({ event: z.string().check(z.maxLength(64)) });

export type FinderShow = z.output<typeof finderShowSchema>;
export type ListingSave = z.input<typeof listingSaveSchema>;
export type ParsedListingSave = z.output<typeof listingSaveSchema>;
export type Listing = z.infer<typeof listingSchema>;
export type ListingPage = z.infer<typeof listingPageSchema>;
export type ListingFilter = z.infer<typeof listingFilterSchema>;
export type MyListing = z.infer<typeof myListingSchema>;
export type ShownDetails = z.infer<typeof shownDetailsSchema>;
export type RequestSend = z.input<typeof requestSendSchema>;
export type ParsedRequestSend = z.output<typeof requestSendSchema>;
export type ReceivedRequest = z.infer<typeof receivedRequestSchema>;
export type SentRequest = z.infer<typeof sentRequestSchema>;
export type FinderMine = z.infer<typeof finderMineSchema>;
export type AcceptRequest = z.input<typeof acceptSchema>;
export type ParsedAccept = z.output<typeof acceptSchema>;
export type Accepted = z.infer<typeof acceptedSchema>;
export type ReportCreate = z.input<typeof reportSchema>;
export type ParsedReport = z.output<typeof reportSchema>;
