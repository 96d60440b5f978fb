import type { Team } from "../../../contract/teams";
import type { Queryable } from "../db/types";

interface TeamRow {
  id: number;
  name: string;
  event_id: number;
  access_code: string;
  creator_id: number;
  min_members: number;
}

interface MemberRow {
  team_id: number;
  id: number;
  name: string;
}

/** The teams with these ids as the API shows them to `callerId`, in the order asked. */
export async function teamBodies(db: Queryable, teamIds: number[], callerId: number): Promise<Team[]> {
  if (teamIds.length === 0) return [];
  const { rows: teams } = await db.query<TeamRow & Record<string, unknown>>(
    `SELECT t.id, t.name, t.event_id, t.access_code, t.creator_id, e.min_members
     FROM teams t JOIN events e ON e.id = t.event_id WHERE t.id = ANY($1::int[])`,
    [teamIds],
  );
  const { rows: members } = await db.query<MemberRow & Record<string, unknown>>(
    `SELECT m.team_id, u.id, u.name FROM team_members m JOIN users u ON u.id = m.user_id
     WHERE m.team_id = ANY($1::int[]) ORDER BY m.joined_at, u.id`,
    [teamIds],
  );
  const byId = new Map(teams.map((team) => [team.id, team]));
  return teamIds.flatMap((id) => {
    const team = byId.get(id);
    if (!team) return [];
    const list = members
      .filter((member) => member.team_id === id)
      .map((member) => ({ id: member.id, name: member.name || "Participant" }));
    return [
      {
        id: team.id,
        name: team.name,
        event: team.event_id,
        is_active: list.length >= team.min_members,
        access_code: team.access_code,
        members: list,
        creator: team.creator_id === callerId,
      },
    ];
  });
}

export async function teamBody(db: Queryable, teamId: number, callerId: number): Promise<Team> {
  const [team] = await teamBodies(db, [teamId], callerId);
  return team;
}

/** The caller's team for each event they are in, keyed by event id. */
export async function teamsByEvent(db: Queryable, userId: number): Promise<Map<number, Team>> {
  const { rows } = await db.query<{ team_id: number }>("SELECT team_id FROM team_members WHERE user_id = $1", [userId]);
  const teams = await teamBodies(
    db,
    rows.map((row) => row.team_id),
    userId,
  );
  return new Map(teams.map((team) => [team.event, team]));
}
