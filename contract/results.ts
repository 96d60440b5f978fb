import * as z from "zod/mini";
import { CERTIFICATE_KINDS } from "./certificates";
import { text, timestamp } from "./fields";
import { HANDLE_FIELDS } from "./rules";

/** One place of a published ranking; teams that tie share a rank. */
export const rankingRowSchema = z.object({
  rank: z.int(),
  team_name: z.string(),
  members: z.array(z.string()),
});

/**
 * `GET results/{slug}/` (public, 404 until published). `corrected_at`: when an amendment was last published (null,
 * or absent from servers without amendments, when the results were never corrected).
 */
export const publicResultsSchema = z.object({
  event: z.string(),
  published_at: timestamp(),
  corrected_at: z.optional(z.nullable(timestamp())),
  ranking: z.array(rankingRowSchema),
});

export type RankingRow = z.infer<typeof rankingRowSchema>;
export type PublicResults = z.infer<typeof publicResultsSchema>;

/** The largest body `PUT` and `preview/` of `admin/events/{id}/results/` accept (10 MiB); other routes keep theirs. */
export const RESULTS_BODY_LIMIT = 10 * 1024 * 1024;

/** The highest rank an uploaded file may give (a 50,000-row leaderboard ranks that far). */
export const RESULTS_MAX_RANK = 1_000_000;

/** What identifies a participant in a leaderboard keyed by member: the e-mail, or a handle of `profile/handles/`. */
export const LEADERBOARD_KEYS = ["email", ...HANDLE_FIELDS] as const;
export type LeaderboardKey = (typeof LEADERBOARD_KEYS)[number];

/**
 * The query of a CSV upload (`PUT` or `preview/` of `admin/events/{id}/results/`). Without `key`, rows are
 * `team,rank`. With `key`, the file is a leaderboard keyed by member: `key_column` names the header of the column that
 * holds the e-mail or handle, `rank_column` the header of the rank column (both matched ignoring case and spaces).
 */
export const resultsUploadQuerySchema = z.object({
  key: z.optional(z.enum(LEADERBOARD_KEYS)),
  key_column: z.optional(text(200)),
  rank_column: z.optional(text(200)),
});
export type ResultsUploadQuery = z.infer<typeof resultsUploadQuerySchema>;

/** Why a leaderboard row was not used. */
export const UNUSED_ROW_REASONS = [
  "no_key",
  "no_participant",
  "ambiguous",
  "not_in_team",
  "bad_rank",
  "duplicate_team",
] as const;
export type UnusedRowReason = (typeof UNUSED_ROW_REASONS)[number];

/** One participant who gives a key that several participants give, and their team in the event (null: none). */
export const keyClaimantSchema = z.object({
  user: z.int(),
  name: z.string(),
  team: z.nullable(z.int()),
  team_name: z.nullable(z.string()),
});

export type KeyClaimant = z.infer<typeof keyClaimantSchema>;

/**
 * A leaderboard row that was not used: its line in the file (the header is line 1), the key as written, why; for an
 * `ambiguous` key, every participant who gives it (so an organiser can place the right team by hand).
 */
export const unusedRowSchema = z.object({
  line: z.int(),
  value: z.string(),
  reason: z.enum(UNUSED_ROW_REASONS),
  message: z.string(),
  claimants: z.optional(z.array(keyClaimantSchema)),
});

/** How a used leaderboard row found its participant: by a verified e-mail, or by a handle of `profile/handles/`. */
export const LEADERBOARD_MATCHES = ["verified_email", "handle"] as const;
export type LeaderboardMatch = (typeof LEADERBOARD_MATCHES)[number];

/**
 * A leaderboard row that was used: its line, the key as written, the team it placed and how it matched; `as_of` is
 * the time the handle was read as of (the event's registration close), null for an e-mail or a handle as it stands.
 */
export const usedRowSchema = z.object({
  line: z.int(),
  value: z.string(),
  team: z.int(),
  team_name: z.string(),
  match: z.enum(LEADERBOARD_MATCHES),
  as_of: z.nullable(timestamp()),
  message: z.string(),
});

/**
 * How a leaderboard's rows were matched. `handles_as_of`: the time a handle key was matched as of (the event's
 * registration close once it has passed; null: the handles as they stand, and always for e-mail). `used_rows` lists
 * at most LEADERBOARD_ROWS_LISTED of the `used` rows, `unused` at most as many of the `unused_count` rows.
 */
export const leaderboardReportSchema = z.object({
  rows: z.int(),
  used: z.int(),
  unused_count: z.int(),
  handles_as_of: z.nullable(timestamp()),
  used_rows: z.array(usedRowSchema),
  unused: z.array(unusedRowSchema),
});
export const LEADERBOARD_ROWS_LISTED = 1000;

/** One certificate an amendment would issue or revoke. */
export const certificateChangeSchema = z.object({
  name: z.string(),
  team_name: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  rank: z.nullable(z.int()),
});

/**
 * What publishing an amendment would do to certificates: `gained` would be issued, `lost` revoked (each list at most
 * CERTIFICATE_CHANGES_LISTED rows; the counts are complete).
 */
export const certificateDiffSchema = z.object({
  gained_count: z.int(),
  lost_count: z.int(),
  gained: z.array(certificateChangeSchema),
  lost: z.array(certificateChangeSchema),
});
export const CERTIFICATE_CHANGES_LISTED = 500;

export type UnusedRow = z.infer<typeof unusedRowSchema>;
export type UsedRow = z.infer<typeof usedRowSchema>;
export type LeaderboardReport = z.infer<typeof leaderboardReportSchema>;
export type CertificateChange = z.infer<typeof certificateChangeSchema>;
export type CertificateDiff = z.infer<typeof certificateDiffSchema>;
