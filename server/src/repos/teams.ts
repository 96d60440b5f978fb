import { teamDetailList, type Team, type TeamDetails } from "../../../contract/teams";
import type { Queryable } from "../db/types";
import { registrationOpenSql } from "./schedule";

/** The columns of TEAM_DETAILS (contract/teamDetails.ts); a key that is not a plain lower-case name stops the server. */
const DETAIL_COLUMNS = teamDetailList.map(({ key }) => {
  if (!/^[a-z][a-z0-9_]*$/.test(key)) throw new Error(`TEAM_DETAILS: "${key}" is not a column name`);
  return key;
});

/** The team details of `t` as SQL select items (`t.motto AS motto, ...`, with a leading comma; empty when none). */
export const teamDetailItems = (alias = "t") => DETAIL_COLUMNS.map((key) => `, ${alias}.${key} AS ${key}`).join("");

/**
 * True when the member `u` of the team `t` and the caller formed `t` through an accepted finder request (one sent it,
 * the other owned the listing); the caller's own row is never such a pair. Probes finder_requests_team.
 */
const finderPairSql = (caller: string) => `u.id <> ${caller} AND EXISTS (
    SELECT 1 FROM finder_requests fr JOIN finder_listings fl ON fl.id = fr.listing_id
    WHERE fr.team_id = t.id AND fr.status = 'accepted'
      AND ((fr.sender_id = ${caller} AND fl.user_id = u.id) OR (fr.sender_id = u.id AND fl.user_id = ${caller})))`;

/**
 * The team `t` (of the event `e`) as the API shows it to the user whose id is the parameter `caller` (e.g. `$1`),
 * as one JSON value: the one definition of a team's body, for `teams/...` answers and for `events/`. Members in the
 * order they joined; a member without a name shows as "Participant"; active once it has its event's minimum size.
 * A member carries `email` only for the one caller they formed this team with through the teammate finder (an
 * accepted request between the two, either way, that put them in this team): "once in one team, the two see each
 * other's e-mail" (issue 39), and nobody else's (docs/API.md, "E-mails after a team is formed").
 */
export const teamJson = (caller: string) => `json_build_object(
    'id', t.id,
    'name', t.name,
    'event', t.event_id,
    'is_active', (SELECT count(*) FROM team_members c WHERE c.team_id = t.id) >= e.min_members,
    'access_code', t.access_code,
    'members', coalesce(
      (SELECT json_agg(
         CASE WHEN ${finderPairSql(caller)}
           THEN json_build_object('id', u.id, 'name', coalesce(nullif(u.name, ''), 'Participant'), 'email', u.email)
           ELSE json_build_object('id', u.id, 'name', coalesce(nullif(u.name, ''), 'Participant')) END
         ORDER BY m.joined_at, u.id)
       FROM team_members m JOIN users u ON u.id = m.user_id WHERE m.team_id = t.id),
      '[]'),
    'creator', t.creator_id = ${caller}${DETAIL_COLUMNS.map((key) => `, '${key}', t.${key}`).join("")})`;

/** The teams with these ids as the API shows them to `callerId`, in the order asked. */
export async function teamBodies(db: Queryable, teamIds: number[], callerId: number): Promise<Team[]> {
  if (teamIds.length === 0) return [];
  const { rows } = await db.query<{ id: number; body: Team }>(
    `SELECT t.id, ${teamJson("$2::int")} AS body FROM teams t JOIN events e ON e.id = t.event_id
     WHERE t.id = ANY($1::int[])`,
    [teamIds, callerId],
  );
  const byId = new Map(rows.map((row) => [row.id, row.body]));
  return teamIds.flatMap((id) => byId.get(id) ?? []);
}

export async function teamBody(db: Queryable, teamId: number, callerId: number): Promise<Team> {
  const [team] = await teamBodies(db, [teamId], callerId);
  return team;
}

/** A team with what joining and leaving it need to know of its event. */
export interface LockedTeam {
  id: number;
  event_id: number;
  creator_id: number;
  max_members: number;
  is_registration_on: boolean;
}

const TEAM_WITH_EVENT = `SELECT t.id, t.event_id, t.creator_id, e.max_members,
    ${registrationOpenSql("e")} AS is_registration_on
  FROM teams t JOIN events e ON e.id = t.event_id`;

/** The team with this id; with `lock`, locked until the transaction ends. */
export async function teamById(db: Queryable, id: number, { lock }: { lock: boolean }): Promise<LockedTeam | null> {
  const { rows } = await db.query<LockedTeam & Record<string, unknown>>(
    `${TEAM_WITH_EVENT} WHERE t.id = $1${lock ? " FOR UPDATE OF t" : ""}`,
    [id],
  );
  return rows[0] ?? null;
}

/** The names of the team with this access code and of its event; null when no team has it. */
export async function teamNamesByCode(
  db: Queryable,
  code: string,
): Promise<{ team_name: string; event_name: string } | null> {
  const { rows } = await db.query<{ team_name: string; event_name: string }>(
    "SELECT t.name AS team_name, e.name AS event_name FROM teams t JOIN events e ON e.id = t.event_id WHERE t.access_code = $1",
    [code],
  );
  return rows[0] ?? null;
}

/** The team with this access code, locked until the transaction ends. */
export async function lockTeamByCode(tx: Queryable, code: string): Promise<LockedTeam | null> {
  const { rows } = await tx.query<LockedTeam & Record<string, unknown>>(
    `${TEAM_WITH_EVENT} WHERE t.access_code = $1 FOR UPDATE OF t`,
    [code],
  );
  return rows[0] ?? null;
}

export async function isMember(db: Queryable, teamId: number, userId: number): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM team_members WHERE team_id = $1 AND user_id = $2", [
    teamId,
    userId,
  ]);
  return rowCount > 0;
}

export async function inTeamForEvent(db: Queryable, userId: number, eventId: number): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM team_members WHERE user_id = $1 AND event_id = $2", [
    userId,
    eventId,
  ]);
  return rowCount > 0;
}

export async function memberCount(db: Queryable, teamId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM team_members WHERE team_id = $1", [
    teamId,
  ]);
  return rows[0].n;
}

export interface NewTeam {
  eventId: number;
  name: string;
  accessCode: string;
  creatorId: number;
  /** An individual event's one-member team: its name takes no part in the per-event uniqueness. */
  individual: boolean;
  details: TeamDetails;
}

export async function insertTeam(db: Queryable, team: NewTeam): Promise<number> {
  const values = [team.eventId, team.name, team.accessCode, team.creatorId, team.individual];
  const details = DETAIL_COLUMNS.map((key) => team.details[key as keyof TeamDetails]);
  const columns = ["event_id", "name", "access_code", "creator_id", "is_individual", ...DETAIL_COLUMNS];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO teams (${columns.join(", ")})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(", ")}) RETURNING id`,
    [...values, ...details],
  );
  return rows[0].id;
}

export async function addMember(db: Queryable, teamId: number, eventId: number, userId: number): Promise<void> {
  await db.query("INSERT INTO team_members (team_id, event_id, user_id) VALUES ($1, $2, $3)", [
    teamId,
    eventId,
    userId,
  ]);
}

/** Whether the user was a member (and is no longer). */
export async function removeMember(db: Queryable, teamId: number, userId: number): Promise<boolean> {
  const { rowCount } = await db.query("DELETE FROM team_members WHERE team_id = $1 AND user_id = $2", [teamId, userId]);
  return rowCount > 0;
}

/** Deletes the team and, with it, its memberships. */
export async function deleteTeam(db: Queryable, teamId: number): Promise<void> {
  await db.query("DELETE FROM teams WHERE id = $1", [teamId]);
}
