import * as z from "zod/mini";
import { eventSummarySchema } from "./eventSummary";
import { integer, nameText, text } from "./fields";
import { ACCESS_CODE_MAX_LENGTH, MAX_ID, TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from "./rules";
import { TEAM_DETAILS, type TeamDetail } from "./teamDetails";

/**
 * The team details (TEAM_DETAILS, contract/teamDetails.ts) as plain entries, typed loosely so that code over them
 * compiles while the list is empty.
 */
export const teamDetailList: readonly TeamDetail[] = TEAM_DETAILS;

export type TeamDetailKey = (typeof TEAM_DETAILS)[number]["key"];
/** The details as a team carries them: null when none was given. */
export type TeamDetails = Record<TeamDetailKey, string | null>;

const shapeOf = <S>(schema: () => S) =>
  Object.fromEntries(teamDetailList.map((detail) => [detail.key, schema()])) as Record<TeamDetailKey, S>;

/** Each detail as answered: text, or null when none was given (the server always sends it; fixtures may leave it out). */
export const teamDetailsShape = shapeOf(() => z.optional(z.nullable(z.string())));

/** Each detail as a create body may give it: optional, trimmed, blank meaning none. */
const teamDetailsInputShape = Object.fromEntries(
  teamDetailList.map((detail) => [detail.key, z.optional(text(detail.maxLength, { blank: true }))]),
) as Record<TeamDetailKey, z.ZodMiniOptional<ReturnType<typeof text>>>;

/** The details of a create body (or any object carrying them) as stored: every key, blank or absent as null. */
export const teamDetailsOf = (source: object): TeamDetails =>
  Object.fromEntries(
    teamDetailList.map(({ key }) => {
      const value: unknown = (source as Record<string, unknown>)[key];
      return [key, typeof value === "string" && value.trim() !== "" ? value.trim() : null];
    }),
  ) as TeamDetails;

/**
 * A member as the team's members see them. `email` only to the one member they formed the team with through the
 * teammate finder, so that the two can write to each other; never otherwise (docs/API.md; absent from the original
 * 2020 backend).
 */
export const teamMemberSchema = z.object({ id: z.int(), name: z.string(), email: z.optional(z.string()) });

/** A team as its members see it; `creator` is true when the caller leads the team. */
export const teamSchema = z.object({
  id: z.int(),
  name: z.string(),
  event: z.int(),
  is_active: z.boolean(),
  access_code: z.string(),
  members: z.array(teamMemberSchema),
  creator: z.boolean(),
  ...teamDetailsShape,
});

/**
 * `GET events/`: one row per event; `team` is the caller's team for it, always null without a token.
 * `results_published` is absent from the original 2020 backend: absent means no results to link to.
 */
export const serverEventSchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  is_registration_on: z.boolean(),
  min_members: z.int(),
  max_members: z.int(),
  results_published: z.optional(z.boolean()),
  /** The schedule (ISO 8601 in UTC, null while unknown); absent from the original backend. */
  starts_at: z.optional(z.nullable(z.string())),
  ends_at: z.optional(z.nullable(z.string())),
  registration_closes_at: z.optional(z.nullable(z.string())),
  /** The summary of the event's published texts (null before their first version); absent from the original backend. */
  content: z.optional(z.nullable(eventSummarySchema)),
  /** Hidden by the organisers: listed only to its members, registration closed. */
  hidden: z.optional(z.boolean()),
  team: z.nullable(teamSchema),
});
export const eventListSchema = z.array(serverEventSchema);

export const teamNameSchema = nameText(TEAM_NAME_MAX_LENGTH, { min: TEAM_NAME_MIN_LENGTH });

/** `POST teams/create/`: the team name may be left out for an individual event. */
export const createTeamRequestSchema = z.object({
  event: integer(1, MAX_ID),
  team_name: z.optional(teamNameSchema),
  ...teamDetailsInputShape,
});
export const joinTeamRequestSchema = z.object({ access_code: text(ACCESS_CODE_MAX_LENGTH) });
export const removeMemberRequestSchema = z.object({ member: integer(1, MAX_ID) });

/**
 * `GET teams/lookup/?code=` (no token, throttled per address): what a join link is for, before signing in. Only the
 * team's and the event's names: never its members or its code.
 */
export const teamLookupQuerySchema = z.object({ code: z.optional(z.string()) });
export const teamLookupSchema = z.object({ team_name: z.string(), event_name: z.string() });
export type TeamLookup = z.infer<typeof teamLookupSchema>;

/** Path parameters of `teams/{teamId}/...`. */
export const teamParamsSchema = z.object({ teamId: z.string() });

export type TeamMember = z.infer<typeof teamMemberSchema>;
export type Team = z.infer<typeof teamSchema>;
export type ServerEvent = z.infer<typeof serverEventSchema>;
export type CreateTeamRequest = z.input<typeof createTeamRequestSchema>;
export type JoinTeamRequest = z.input<typeof joinTeamRequestSchema>;
export type RemoveMemberRequest = z.input<typeof removeMemberRequestSchema>;
