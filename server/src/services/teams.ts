import { MESSAGES } from "../../../contract/messages";
import { soloTeamName } from "../../../contract/rules";
import type { Team, TeamDetails } from "../../../contract/teams";
import type { Db, Queryable } from "../db/types";
import { isUniqueViolation } from "../db/types";
import { randomCode, retryOnCodeCollision } from "../lib/codes";
import { findEvent } from "../repos/events";
import { resultsPublished } from "../repos/results";
import { renewAccessCode } from "../repos/teamCodes";
import {
  addMember,
  deleteTeam,
  inTeamForEvent,
  insertTeam,
  isMember,
  lockTeamByCode,
  memberCount,
  removeMember,
  teamBody,
  teamById,
  type LockedTeam,
} from "../repos/teams";
import { lockUsers, type UserRow } from "../repos/users";
import { ForbiddenError, InvalidInputError, NotFoundError, RefusedError } from "./errors";
import { mailTeamDeleted, mailTeamJoined, mailTeamRemoved } from "./teamMail";
import { parseId } from "./validate";

/** Maps the database's answers to a race (the constraint that stopped it) to the API's messages. */
export function raceError(error: unknown): unknown {
  if (isUniqueViolation(error, "team_members_user_event")) return new RefusedError(MESSAGES.alreadyInTeam);
  if (isUniqueViolation(error, "teams_event_name")) return InvalidInputError.field("team_name", MESSAGES.teamNameTaken);
  return error;
}

/** Team calls: a complete profile and a verified e-mail, else 403. */
export function requireTeamReady(user: UserRow): void {
  if (!user.is_profile_complete || !user.is_verified) throw new ForbiddenError(MESSAGES.profileIncomplete);
}

/** Once an event's results are published its teams are final for participants (organisers change them in the console). */
async function requireTeamsOpen(tx: Queryable, eventId: number): Promise<void> {
  if (await resultsPublished(tx, eventId)) throw new RefusedError(MESSAGES.teamsFinal);
}

/** The team at `teams/{teamId}/` if the caller is one of its members, else 404; with `lock`, locked for `db`'s transaction. */
async function ownTeam(db: Queryable, rawId: string, userId: number, lock: boolean): Promise<LockedTeam> {
  const id = parseId(rawId);
  const team = id === null ? null : await teamById(db, id, { lock });
  if (!team || !(await isMember(db, team.id, userId))) throw new NotFoundError();
  return team;
}

const lockOwnTeam = (tx: Queryable, rawId: string, userId: number) => ownTeam(tx, rawId, userId, true);

/**
 * Before a creator's call reads its body: 404 unless the caller is a member, 403 unless they created the team (the
 * call checks again under the team's lock).
 */
export async function requireCreator(db: Queryable, rawTeamId: string, user: UserRow, refusal: string): Promise<void> {
  requireTeamReady(user);
  const team = await ownTeam(db, rawTeamId, user.id, false);
  if (team.creator_id !== user.id) throw new ForbiddenError(refusal);
}

/**
 * Inside a transaction: a new team `user` leads in the event, under every team rule (results not published,
 * registration open, one team per person and event, a name unless the event is for individuals); its id.
 * `details` are the TEAM_DETAILS given at creation (null when none).
 */
export async function startTeam(
  tx: Queryable,
  user: UserRow,
  eventId: number,
  teamName: string | undefined,
  details: TeamDetails,
): Promise<number> {
  const event = await findEvent(tx, eventId);
  if (!event) throw InvalidInputError.field("event", `Invalid pk "${eventId}" - object does not exist.`);
  await requireTeamsOpen(tx, eventId);
  if (!event.is_registration_on) throw new RefusedError(MESSAGES.registrationClosed);
  if (await inTeamForEvent(tx, user.id, eventId)) throw new RefusedError(MESSAGES.alreadyInTeam);
  // An individual event's registration is a one-member team; its name need not be chosen.
  const individual = event.max_members === 1;
  const name = teamName ?? (individual ? soloTeamName(user.name, user.id) : null);
  if (name === null) throw InvalidInputError.field("team_name", MESSAGES.required);
  const teamId = await insertTeam(tx, {
    eventId,
    name,
    accessCode: randomCode(),
    creatorId: user.id,
    individual,
    details,
  });
  await addMember(tx, teamId, eventId, user.id);
  return teamId;
}

/**
 * Inside a transaction: `userId` joins `team` (locked by the caller) under every team rule (results not published,
 * registration open, one team per person and event, the team's size); with `mail`, its creator is told.
 */
export async function joinLockedTeam(tx: Queryable, team: LockedTeam, userId: number, mail: boolean): Promise<void> {
  await requireTeamsOpen(tx, team.event_id);
  if (!team.is_registration_on) throw new RefusedError(MESSAGES.registrationClosed);
  if (await inTeamForEvent(tx, userId, team.event_id)) throw new RefusedError(MESSAGES.alreadyInTeam);
  if ((await memberCount(tx, team.id)) >= team.max_members) throw new RefusedError(MESSAGES.teamFull);
  await addMember(tx, team.id, team.event_id, userId);
  await mailTeamJoined(tx, mail, team.id, userId);
}

/**
 * Inside a transaction: `userId` leaves `team` (locked by the caller, a member) under the team rules: its creator
 * leaving deletes it (with `mail`, the other members are told), anyone else just leaves.
 */
export async function leaveLockedTeam(tx: Queryable, team: LockedTeam, userId: number, mail: boolean): Promise<void> {
  await requireTeamsOpen(tx, team.event_id);
  if (team.creator_id === userId) {
    await mailTeamDeleted(tx, mail, team.id);
    await deleteTeam(tx, team.id);
  } else await removeMember(tx, team.id, userId);
}

/** A new team the user leads; `details` are the TEAM_DETAILS given at creation (null when none). */
export async function createTeam(
  db: Db,
  user: UserRow,
  eventId: number,
  teamName: string | undefined,
  details: TeamDetails,
): Promise<Team> {
  const create = () =>
    db.transaction(async (tx) => {
      await lockUsers(tx, [user.id]);
      return teamBody(tx, await startTeam(tx, user, eventId, teamName, details), user.id);
    });
  try {
    return await retryOnCodeCollision("teams_access_code", create);
  } catch (error) {
    throw raceError(error);
  }
}

/**
 * The team joined, or null when no team has this code. Like every call that puts a person in a team (creating one,
 * an acceptance in the finder), it locks the person's user row first, before any team: two such calls for one person
 * take turns, and the later finds the person teamed (400) instead of both inserting a membership and deadlocking on
 * the event's counts (issue 39).
 */
export async function joinTeam(db: Db, user: UserRow, code: string, mail = false): Promise<Team | null> {
  try {
    return await db.transaction(async (tx) => {
      await lockUsers(tx, [user.id]);
      const team = await lockTeamByCode(tx, code);
      if (!team) return null;
      await joinLockedTeam(tx, team, user.id, mail);
      return teamBody(tx, team.id, user.id);
    });
  } catch (error) {
    throw raceError(error);
  }
}

/** The creator removes another member; the team gets a new code, since the removed member knows the old one. */
export async function removeTeamMember(
  db: Db,
  user: UserRow,
  rawTeamId: string,
  member: number,
  mail = false,
): Promise<Team> {
  return retryOnCodeCollision("teams_access_code", () =>
    db.transaction(async (tx) => {
      const team = await lockOwnTeam(tx, rawTeamId, user.id);
      if (team.creator_id !== user.id) throw new ForbiddenError(MESSAGES.onlyCreatorRemoves);
      await requireTeamsOpen(tx, team.event_id);
      if (member === user.id) throw InvalidInputError.field("member", MESSAGES.creatorCannotRemoveSelf);
      if (!(await removeMember(tx, team.id, member))) throw InvalidInputError.field("member", MESSAGES.notAMember);
      await mailTeamRemoved(tx, mail, team.id, member);
      await renewAccessCode(tx, team.id);
      return teamBody(tx, team.id, user.id);
    }),
  );
}

/** The creator leaving ends the team; anyone else just leaves it. */
export async function leaveTeam(db: Db, user: UserRow, rawTeamId: string, mail = false): Promise<void> {
  await db.transaction(async (tx) => leaveLockedTeam(tx, await lockOwnTeam(tx, rawTeamId, user.id), user.id, mail));
}

/** The creator gives the team a new access code (the old one stops working). */
export async function renewTeamCode(db: Db, user: UserRow, rawTeamId: string): Promise<Team> {
  return retryOnCodeCollision("teams_access_code", () =>
    db.transaction(async (tx) => {
      const team = await lockOwnTeam(tx, rawTeamId, user.id);
      if (team.creator_id !== user.id) throw new ForbiddenError(MESSAGES.onlyCreatorRenewsCode);
      await renewAccessCode(tx, team.id);
      return teamBody(tx, team.id, user.id);
    }),
  );
}
