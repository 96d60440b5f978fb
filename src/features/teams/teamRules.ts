import { MESSAGES } from "../../../contract/messages";
import {
  ACCESS_CODE_MIN_LENGTH,
  hasWebAddress,
  TEAM_NAME_MAX_LENGTH,
  TEAM_NAME_MIN_LENGTH,
} from "../../../contract/rules";
import type { Team } from "../../../contract/teams";
import type { EventContent } from "../../content/eventTypes";
import { countOf } from "../../lib/plural";
import type { ServerEvent } from "../events/eventsApi";

/** The largest team the event takes: the server's figure when it has answered, else the static one (docs/SPEC.md 9). */
export function teamSizeOf(event: EventContent, server?: ServerEvent): number {
  return server?.max_members ?? event.maxTeamSize;
}

export const isTeamEvent = (event: EventContent, server?: ServerEvent) => teamSizeOf(event, server) > 1;

/** Why a team name would be refused, before asking the server; null when it looks fine. */
export function teamNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return "Give your team a name.";
  if (trimmed.length < TEAM_NAME_MIN_LENGTH) return `A team name needs at least ${TEAM_NAME_MIN_LENGTH} characters.`;
  if (trimmed.length > TEAM_NAME_MAX_LENGTH) return `A team name has at most ${TEAM_NAME_MAX_LENGTH} characters.`;
  if (hasWebAddress(trimmed)) return MESSAGES.nameWithAddress;
  return null;
}

/** Why an access code cannot be right, before asking the server; null when it looks fine. */
export function accessCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed.length === 0) return "Enter the access code your teammate shared.";
  if (trimmed.length < ACCESS_CODE_MIN_LENGTH)
    return `An access code has at least ${ACCESS_CODE_MIN_LENGTH} characters.`;
  return null;
}

/** How many more members the team can take. */
export const openPlaces = (team: Team, maxMembers: number) => Math.max(0, maxMembers - team.members.length);

/** The team's state in docs/glossary.md's words: "Team full", or how many free places it has ("1 free place"). */
export function teamStateText(team: Team, maxMembers: number): string {
  const places = openPlaces(team, maxMembers);
  return places === 0 ? "Team full" : countOf(places, "free place");
}
