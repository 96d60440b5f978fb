import * as z from "zod/mini";
import { adminEventSchema, adminSummarySchema } from "./adminSummary";
import { CERTIFICATE_KINDS } from "./certificates";
import { CONSOLE_LIST_PLACES, type ConsoleListName } from "./consoleLists";
import { boolean, dateTimeInput, integer, text, timestamp } from "./fields";
import { adminFinderReportSchema, finderReportFilterSchema } from "./finderAdmin";
import { MESSAGES } from "./messages";
import { certificateDiffSchema, leaderboardReportSchema } from "./results";
import { MAX_ID } from "./rules";
import { teamDetailList, teamDetailsShape } from "./teams";

// The console overview's answer in a module of its own: the console's first view checks it without the other schemas.
export { adminEventSchema, adminSummarySchema };
export { consoleListOfView, type ConsoleListName } from "./consoleLists";

/**
 * `PATCH admin/events/{id}/`: the registration switch, the schedule (null clears a time), whether the event is hidden
 * and its team size (not for the specification's seven, nor once a team exists), each optional.
 */
export const adminEventPatchSchema = z
  .object({
    is_registration_on: z.optional(boolean()),
    starts_at: z.optional(dateTimeInput()),
    ends_at: z.optional(dateTimeInput()),
    registration_closes_at: z.optional(dateTimeInput()),
    hidden: z.optional(boolean()),
    max_members: z.optional(integer(1, 10)),
  })
  .check(z.refine((patch) => Object.values(patch).some((value) => value !== undefined), MESSAGES.noEventChange));

export const adminTeamMemberSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  institute_name: z.string(),
});

export const adminTeamSchema = z.object({
  id: z.int(),
  name: z.string(),
  event: z.string(),
  access_code: z.string(),
  is_active: z.boolean(),
  created_at: timestamp(),
  members: z.array(adminTeamMemberSchema),
  ...teamDetailsShape,
});

/** `DELETE admin/teams/{id}/members/{member}/`: an organiser removes a member, also once results are published. */
export const LAST_MEMBER_MESSAGE = "A team keeps at least one member: this is its only one.";

/** The header row of `GET admin/teams/export/` (one row per member). */
export const TEAM_EXPORT_COLUMNS = [
  "team_id",
  "team_name",
  "event",
  "event_name",
  "access_code",
  "member_id",
  "member_name",
  "email",
  "institute_name",
  "phone",
  "email_verified",
  "joined_at",
  ...teamDetailList.map((detail) => detail.key),
] as const;

/** The header row of `GET admin/participants/export/` (one row per participant, the list's filters). */
export const PARTICIPANT_EXPORT_COLUMNS = [
  "id",
  "name",
  "email",
  "email_verified",
  "profile_complete",
  "institute_name",
  "phone",
  "country",
  "is_organiser",
  "referral_count",
  "events",
  "created_at",
] as const;

export const adminParticipantSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  institute_name: z.string(),
  is_verified: z.boolean(),
  is_profile_complete: z.boolean(),
  is_organiser: z.boolean(),
  referral_count: z.int(),
  created_at: timestamp(),
  events: z.array(z.string()),
});

export const adminAmbassadorSchema = z.object({
  caid: z.string(),
  name: z.string(),
  institute_name: z.string(),
  points: z.int(),
  comment: z.string(),
  last_updated: timestamp(),
});
export const adminAmbassadorListSchema = z.array(adminAmbassadorSchema);

const points = () => integer(0, MAX_ID);

export const ambassadorCreateSchema = z.object({
  caid: text(32),
  name: text(150),
  institute_name: text(200, { blank: true }),
  points: points(),
  comment: z._default(text(1000, { blank: true }), ""),
});

export const ambassadorPatchSchema = z.partial(
  z.object({
    name: text(150),
    institute_name: text(200, { blank: true }),
    points: points(),
    comment: text(1000, { blank: true }),
  }),
);

export const ORGANISER_SOURCES = ["config", "granted"] as const;

export const organiserSchema = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  source: z.enum(ORGANISER_SOURCES),
});
export const organiserListSchema = z.array(organiserSchema);
export const organiserGrantSchema = z.object({ email: text(254) });

export const auditEntrySchema = z.object({
  id: z.int(),
  at: timestamp(),
  actor: z.object({ id: z.int(), email: z.string() }),
  action: z.string(),
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});

/**
 * Every action the audit log records, the one list: the server writes only these (`recordAudit` takes an AuditAction),
 * `?action=` of `GET admin/audit/` takes one of them, the console has a sentence for each (a Record over them), and
 * docs/API.md lists them (test/server/auditActions.test.ts checks it).
 */
export const AUDIT_ACTIONS = [
  "event.registration",
  "event.schedule",
  "team.member_remove",
  "export.teams",
  "export.participants",
  "ambassador.create",
  "ambassador.update",
  "ambassador.delete",
  "organiser.grant",
  "organiser.revoke",
  "results.save",
  "results.amend",
  "results.publish",
  "results.correct",
  "certificate.revoke",
  "announcement.publish",
  "announcement.correct",
  "announcement.withdraw",
  "event.create",
  "event.content",
  "event.restore",
  "event.hide",
  "event.unhide",
  "event.team_size",
  "event.delete",
  "festival.content",
  "festival.restore",
  "finder.listing_hide",
  "finder.ban",
  "finder.unban",
  "finder.report_dismiss",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** `PUT admin/events/{id}/results/`: team ids of that event with ranks from 1 (ties allowed), and who took part. */
export const resultsUpdateSchema = z.object({
  ranking: z.array(z.object({ team: integer(1, MAX_ID), rank: integer(1, 10_000) })),
  participated: z.array(integer(1, MAX_ID)),
});

const adminRankingSchema = z.array(
  z.object({ team: z.int(), rank: z.int(), team_name: z.string(), members: z.array(z.string()) }),
);
const adminParticipatedSchema = z.array(
  z.object({ team: z.int(), team_name: z.string(), members: z.array(z.string()) }),
);

/**
 * The results as the console edits them: the public shape plus team ids, unpublished until published. After
 * publication an upload saves an amendment (`amendment`, null when none is waiting) that its own publish applies;
 * `corrected_at` says when one was last published.
 */
export const adminResultsSchema = z.object({
  event: z.string(),
  published_at: z.nullable(timestamp()),
  corrected_at: z.optional(z.nullable(timestamp())),
  ranking: adminRankingSchema,
  participated: adminParticipatedSchema,
  amendment: z.optional(
    z.nullable(z.object({ saved_at: timestamp(), ranking: adminRankingSchema, participated: adminParticipatedSchema })),
  ),
});

/** `issued` certificates committed by this call; with an amendment, `revoked` those it revoked. */
export const publishResponseSchema = z.object({
  issued: z.int(),
  already_issued: z.int(),
  revoked: z.optional(z.int()),
});

/**
 * `POST admin/events/{id}/results/preview/` (JSON as for PUT, or CSV: rows `team,rank`, or a leaderboard keyed
 * by member): what saving would store and how it differs from the saved draft (after publication: from the results
 * in force), team by team (`rank` null: took part without a rank). Nothing is saved.
 */
export const resultsPreviewSchema = z.object({
  results: adminResultsSchema,
  added: z.array(z.object({ team: z.int(), team_name: z.string(), rank: z.nullable(z.int()) })),
  removed: z.array(z.object({ team: z.int(), team_name: z.string(), rank: z.nullable(z.int()) })),
  changed: z.array(
    z.object({ team: z.int(), team_name: z.string(), before: z.nullable(z.int()), after: z.nullable(z.int()) }),
  ),
  /** A leaderboard keyed by member: how its rows matched, and those not used with the reason. */
  leaderboard: z.optional(z.nullable(leaderboardReportSchema)),
  /** After publication (an amendment): who would gain and who would lose which certificate. */
  certificates: z.optional(z.nullable(certificateDiffSchema)),
});

/** `GET admin/certificates/?event=&search=&page=`: certificates to find and revoke (search: holder name or e-mail). */
export const adminCertificateSchema = z.object({
  id: z.string(),
  event: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  rank: z.nullable(z.int()),
  name: z.string(),
  email: z.string(),
  issued_at: timestamp(),
  revoked_at: z.nullable(timestamp()),
  revoked_reason: z.nullable(z.string()),
});

/** `DELETE admin/certificates/{id}/?reason=`: the reason is required. */
export const REVOCATION_REASON_MAX_LENGTH = 500;

/**
 * The filters of the console's paged lists as the query string carries them (each optional; "" means none). The page
 * (`?page=`, from 1) comes on top of them.
 */
export const teamFilterSchema = z.object({ event: z.optional(z.string()), search: z.optional(z.string()) });
export const participantFilterSchema = z.object({
  search: z.optional(z.string()),
  /** "true" or "false" (anything else is a field error). */
  verified: z.optional(z.string()),
  complete: z.optional(z.string()),
});
export const auditFilterSchema = z.object({
  /** One of AUDIT_ACTIONS. */
  action: z.optional(z.string()),
  /** Part of the e-mail of who made the change. */
  actor: z.optional(z.string()),
});
export const certificateFilterSchema = z.object({ event: z.optional(z.string()), search: z.optional(z.string()) });

/**
 * `GET admin/outbox/`: the mail queue, one row a message. A message waiting for another try after a passing failure
 * (the SMTP server down, a 4xx) is "retrying"; a permanent refusal (5xx) is "failed"; both carry the reason.
 */
export const MAIL_STATES = ["queued", "retrying", "sent", "failed"] as const;
export type MailState = (typeof MAIL_STATES)[number];
export const MAIL_STATE_WORDS: Record<MailState, string> = {
  queued: "Queued",
  retrying: "Retrying",
  sent: "Sent",
  failed: "Failed",
};
/**
 * Every kind of mail the server queues, the one list: server/src/services/mailRender.ts writes each (its switch over
 * them does not typecheck with one missing) and the console shows each in words.
 */
export const MAIL_KINDS = [
  "team.joined",
  "team.removed",
  "team.deleted",
  "results.published",
  "results.corrected",
  "reminder.starts",
  "reminder.closes",
  "finder.request",
  "finder.accepted",
  "announcement",
  "announcement.test",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The mail the server sends, in words. */
export const MAIL_KIND_WORDS: Record<MailKind, string> = {
  "team.joined": "A member joined the team",
  "team.removed": "Removed from a team",
  "team.deleted": "Team deleted",
  "results.published": "Results published",
  "results.corrected": "Results corrected",
  "reminder.starts": "Event starts in 24 h",
  "reminder.closes": "Registration closes in 24 h",
  "finder.request": "A teammate request arrived",
  "finder.accepted": "A team formed through the finder",
  announcement: "Announcement",
  "announcement.test": "Announcement (test)",
};
export const mailFilterSchema = z.object({
  /** Part of the recipient's address, any case (1 or 2 characters: its start). */
  search: z.optional(z.string()),
  /** One of MAIL_STATES ("" for all). */
  status: z.optional(z.enum(["", ...MAIL_STATES])),
});
/** No body, token or link of the message: a webhook's address is its secret, so only its host is shown. */
export const adminMailSchema = z.object({
  id: z.int(),
  kind: z.string(),
  recipient: z.string(),
  status: z.enum(MAIL_STATES),
  attempts: z.int(),
  /** Why the last try failed, while the message is retrying or failed. */
  last_error: z.nullable(z.string()),
  created_at: timestamp(),
  /** When the next try is due, while the message is queued or retrying. */
  next_attempt_at: z.nullable(timestamp()),
});

/**
 * A column of a console list's table: the row's field and its heading; `time` shows an ISO time in the viewer's zone
 * (the zone named in the heading), `words` shows a code in words (the code itself when unknown), `prose` wraps a long
 * text anywhere (an error message) so the table keeps its width.
 */
export interface ConsoleColumn {
  key: string;
  label: string;
  time?: boolean;
  prose?: boolean;
  words?: Readonly<Record<string, string>>;
}

/** A filter of a plain console list picked from a few values (a select beside the search box; "" is all). */
export interface ConsoleChoice {
  key: string;
  label: string;
  options: Readonly<Record<string, string>>;
}

/** A console list: where it is served, what filters it takes, what a row is; `view` and `columns` for a plain view. */
export interface ConsoleList {
  path: string;
  filters: z.ZodMiniObject;
  row: z.ZodMiniObject;
  /**
   * The console view (`/admin/<view>`, named in src/config/adminViews.ts) that shows the list as a table of `columns`
   * with a search box when the filters take `search` (src/features/admin/views/ListView.tsx). Lists with their own
   * view leave both out.
   */
  view?: string;
  columns?: readonly ConsoleColumn[];
  choices?: readonly ConsoleChoice[];
}

/**
 * The console's paged lists, each declared once: its path, its filters and its row. The server answers each with
 * `listRoute` (server/src/http/listRoute.ts; a plain list's query in server/src/repos/consoleLists.ts), the
 * app asks with `listQuery` or `consoleList` (src/features/admin/adminApi.ts); both check against these schemas.
 */
export const CONSOLE_LISTS = {
  adminTeams: { ...CONSOLE_LIST_PLACES.adminTeams, filters: teamFilterSchema, row: adminTeamSchema },
  adminParticipants: {
    ...CONSOLE_LIST_PLACES.adminParticipants,
    filters: participantFilterSchema,
    row: adminParticipantSchema,
  },
  audit: { ...CONSOLE_LIST_PLACES.audit, filters: auditFilterSchema, row: auditEntrySchema },
  adminCertificates: {
    ...CONSOLE_LIST_PLACES.adminCertificates,
    filters: certificateFilterSchema,
    row: adminCertificateSchema,
  },
  adminFinderReports: {
    ...CONSOLE_LIST_PLACES.adminFinderReports,
    filters: finderReportFilterSchema,
    row: adminFinderReportSchema,
  },
  adminMail: {
    ...CONSOLE_LIST_PLACES.adminMail,
    filters: mailFilterSchema,
    row: adminMailSchema,
    columns: [
      { key: "created_at", label: "Queued", time: true },
      { key: "kind", label: "Kind", words: MAIL_KIND_WORDS },
      { key: "recipient", label: "To" },
      { key: "status", label: "Status", words: MAIL_STATE_WORDS },
      { key: "attempts", label: "Tries" },
      { key: "last_error", label: "Reason", prose: true },
      { key: "next_attempt_at", label: "Next try", time: true },
    ],
    choices: [{ key: "status", label: "Status", options: MAIL_STATE_WORDS }],
  },
} as const satisfies { [K in ConsoleListName]: ConsoleList };

/** The lists as plain entries (typed loosely, for code over all of them). */
export const consoleListEntries: Record<ConsoleListName, ConsoleList> = CONSOLE_LISTS;

/** The lists shown by the plain list view (those declaring a `view`): their queries need no route of their own. */
export type PlainListName = {
  [K in ConsoleListName]: (typeof CONSOLE_LISTS)[K] extends { view: string } ? K : never;
}[ConsoleListName];
/** A list's filters as the app keeps them: the query parameters and the page. */
export type ConsoleFilter<K extends ConsoleListName> = z.infer<(typeof CONSOLE_LISTS)[K]["filters"]> & { page: number };
export type ConsoleRow<K extends ConsoleListName> = z.infer<(typeof CONSOLE_LISTS)[K]["row"]>;

export type AdminEvent = z.infer<typeof adminEventSchema>;
export type AdminEventPatch = z.infer<typeof adminEventPatchSchema>;
export type AdminSummary = z.infer<typeof adminSummarySchema>;
export type AdminTeam = z.infer<typeof adminTeamSchema>;
export type AdminParticipant = z.infer<typeof adminParticipantSchema>;
export type AdminAmbassador = z.infer<typeof adminAmbassadorSchema>;
export type AmbassadorCreate = z.input<typeof ambassadorCreateSchema>;
export type AmbassadorPatch = z.input<typeof ambassadorPatchSchema>;
export type Organiser = z.infer<typeof organiserSchema>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type ResultsUpdate = z.input<typeof resultsUpdateSchema>;
export type AdminResults = z.infer<typeof adminResultsSchema>;
export type PublishResponse = z.infer<typeof publishResponseSchema>;
export type ResultsPreview = z.infer<typeof resultsPreviewSchema>;
export type AdminCertificate = z.infer<typeof adminCertificateSchema>;
