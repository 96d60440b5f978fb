import type { AdminTeam } from "../../../contract/admin";
import type { Queryable } from "../db/types";

export interface TeamFilter {
  eventId: number | null;
  /** An ILIKE pattern on the team's name, a member's name or e-mail. */
  pattern: string | null;
}

const WHERE = `WHERE ($1::int IS NULL OR t.event_id = $1)
  AND ($2::text IS NULL OR t.name ILIKE $2 OR EXISTS (
    SELECT 1 FROM team_members fm JOIN users fu ON fu.id = fm.user_id
    WHERE fm.team_id = t.id AND (fu.name ILIKE $2 OR fu.email ILIKE $2)))`;

interface TeamRow extends Record<string, unknown> {
  id: number;
  name: string;
  event: string;
  access_code: string;
  created_at: Date | string;
  is_active: boolean;
}

interface MemberRow extends Record<string, unknown> {
  team_id: number;
  id: number;
  name: string;
  email: string;
  institute_name: string;
  phone: string;
}

async function membersOf(db: Queryable, teamIds: number[]): Promise<MemberRow[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT m.team_id, u.id, u.name, u.email, u.institute_name, u.phone FROM team_members m
     JOIN users u ON u.id = m.user_id WHERE m.team_id = ANY($1::int[]) ORDER BY m.joined_at, u.id`,
    [teamIds],
  );
  return rows;
}

export async function teamPage(
  db: Queryable,
  { eventId, pattern }: TeamFilter,
  limit: number,
  offset: number,
): Promise<[number, AdminTeam[]]> {
  const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM teams t ${WHERE}`, [
    eventId,
    pattern,
  ]);
  const { rows } = await db.query<TeamRow>(
    `SELECT t.id, t.name, e.slug AS event, t.access_code, t.created_at,
       (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) >= e.min_members AS is_active
     FROM teams t JOIN events e ON e.id = t.event_id ${WHERE} ORDER BY t.id LIMIT $3 OFFSET $4`,
    [eventId, pattern, limit, offset],
  );
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return [
    counted[0].n,
    rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      members: members
        .filter((member) => member.team_id === row.id)
        .map(({ id, name, email, institute_name }) => ({ id, name, email, institute_name })),
    })),
  ];
}

/** One row per member for the CSV export, in the columns of TEAM_EXPORT_COLUMNS. */
export async function teamExportRows(db: Queryable, eventId: number | null): Promise<Array<Array<string | number>>> {
  const { rows } = await db.query<MemberRow & { team_name: string; event: string }>(
    `SELECT t.id AS team_id, t.name AS team_name, e.slug AS event, u.id, u.name, u.email, u.institute_name, u.phone
     FROM teams t JOIN events e ON e.id = t.event_id JOIN team_members m ON m.team_id = t.id
     JOIN users u ON u.id = m.user_id WHERE ($1::int IS NULL OR t.event_id = $1) ORDER BY t.id, m.joined_at, u.id`,
    [eventId],
  );
  return rows.map((row) => [
    row.team_id,
    row.team_name,
    row.event,
    row.id,
    row.name,
    row.email,
    row.institute_name,
    row.phone,
  ]);
}

export interface TeamMembership {
  team_name: string;
  event: string;
  creator_id: number;
  members: Array<{ id: number; name: string; email: string }>;
}

/** The team with its members in the order they joined, locked until the transaction ends; null when there is none. */
export async function lockTeamForOrganiser(tx: Queryable, teamId: number): Promise<TeamMembership | null> {
  const { rows } = await tx.query<{ team_name: string; event: string; creator_id: number }>(
    "SELECT t.name AS team_name, e.slug AS event, t.creator_id FROM teams t JOIN events e ON e.id = t.event_id WHERE t.id = $1 FOR UPDATE OF t",
    [teamId],
  );
  if (rows.length === 0) return null;
  const members = await membersOf(tx, [teamId]);
  return { ...rows[0], members: members.map(({ id, name, email }) => ({ id, name, email })) };
}

/** Makes this member the team's creator (when the creator is removed, the next to have joined leads the team). */
export async function setTeamCreator(tx: Queryable, teamId: number, userId: number): Promise<void> {
  await tx.query("UPDATE teams SET creator_id = $2 WHERE id = $1", [teamId, userId]);
}
