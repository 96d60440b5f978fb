import {
  ACCESS_CODE_MIN_LENGTH,
  hasWebAddress,
  TEAM_NAME_MAX_LENGTH,
  TEAM_NAME_MIN_LENGTH,
} from "../../../contract/rules";
import { TEAM_DETAILS, type TeamDetail } from "../../../contract/teamDetails";
import type { Team } from "../../../contract/teams";
import type { EventContent } from "../../content/eventTypes";
import type { Translate } from "../../i18n/useT";
import type { ServerEvent } from "../events/eventsApi";

/**
 * The team's own details (contract/teamDetails.ts), typed loosely as contract/teams.ts has them, without importing its
 * schemas: the events view's cards and forms evaluate no zod (the finder's link brings it, in a task of its own).
 */
export const teamDetailList: readonly TeamDetail[] = TEAM_DETAILS;

/** The largest team the event takes: the server's figure when it has answered, else the static one (docs/SPEC.md 9). */
export function teamSizeOf(event: EventContent, server?: ServerEvent): number {
  return server?.max_members ?? event.maxTeamSize;
}

export const isTeamEvent = (event: EventContent, server?: ServerEvent) => teamSizeOf(event, server) > 1;

/**
 * Why a team name would be refused, before asking the server, in the language of `t`; null when it looks fine. In
 * English the web address's message is the API's (contract/messages.ts, `nameWithAddress`).
 */
export function teamNameProblem(name: string, t: Translate): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return t("dashboard.teams.rules.nameMissing");
  if (trimmed.length < TEAM_NAME_MIN_LENGTH) return t("dashboard.teams.rules.nameShort", { min: TEAM_NAME_MIN_LENGTH });
  if (trimmed.length > TEAM_NAME_MAX_LENGTH) return t("dashboard.teams.rules.nameLong", { max: TEAM_NAME_MAX_LENGTH });
  if (hasWebAddress(trimmed)) return t("dashboard.teams.rules.nameWithAddress");
  return null;
}

/** Why an access code cannot be right, before asking the server, in the language of `t`; null when it looks fine. */
export function accessCodeProblem(code: string, t: Translate): string | null {
  const trimmed = code.trim();
  if (trimmed.length === 0) return t("dashboard.teams.rules.codeMissing");
  if (trimmed.length < ACCESS_CODE_MIN_LENGTH)
    return t("dashboard.teams.rules.codeShort", { min: ACCESS_CODE_MIN_LENGTH });
  return null;
}

/** How many more members the team can take. */
export const openPlaces = (team: Team, maxMembers: number) => Math.max(0, maxMembers - team.members.length);

/** The team's state in docs/glossary.md's words: "Team full", or how many free places it has ("1 free place"). */
export function teamStateText(team: Team, maxMembers: number, t: Translate): string {
  const places = openPlaces(team, maxMembers);
  return places === 0 ? t("dashboard.teams.state.full") : t("dashboard.teams.state.freePlaces", { places });
}
