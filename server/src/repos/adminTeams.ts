import type { AdminTeam } from "../../../contract/admin";
import type { BatchedQuery, Queryable } from "../db/types";
import { order, pageSlice } from "./pageSlice";
import { teamDetailItems } from "./teams";

export interface TeamFilter {
  eventId: number | null;
  /** An ILIKE pattern on the team's name, a member's name or e-mail. */
  pattern: string | null;
}

/**
 * The filter as SQL conditions on `t` (teams), its values appended to `params`. The search unions what the trigram
 * indexes find (team names; members' names and e-mails) instead of an OR across tables, which no index serves.
 */
function teamConditions({ eventId, pattern }: TeamFilter, params: unknown[]): string {
  const conditions: string[] = [];
  if (eventId !== null) {
    params.push(eventId);
    conditions.push(`t.event_id = $${params.length}`);
  }
  if (pattern !== null) {
    params.push(pattern);
    const p = `$${params.length}`;
    conditions.push(`t.id IN (SELECT id FROM teams WHERE name ILIKE ${p}
      UNION SELECT m.team_id FROM team_members m JOIN users u ON u.id = m.user_id WHERE u.name ILIKE ${p} OR u.email ILIKE ${p})`);
  }
  return conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
}

/** How many teams the filter selects: without a search, from the counts the triggers keep (migration 8). */
async function teamCount(db: Queryable, filter: TeamFilter): Promise<number> {
  if (filter.pattern === null) {
    const { rows } = await db.query<{ n: number }>(
      "SELECT coalesce(sum(teams), 0)::int AS n FROM event_counts WHERE $1::int IS NULL OR event_id = $1",
      [filter.eventId],
    );
    return rows[0].n;
  }
  const params: unknown[] = [];
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM teams t ${teamConditions(filter, params)}`,
    params,
  );
  return rows[0].n;
}

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
  const filter = { eventId, pattern };
  const params: unknown[] = [];
  const where = teamConditions(filter, params);
  const count = await teamCount(db, filter);
  const slice = pageSlice(count, limit, offset);
  // A deferred join: the page's ids from the index alone (read from the nearer end), then their details.
  const { rows } = await db.query<TeamRow>(
    `WITH page AS (SELECT t.id FROM teams t ${where} ORDER BY t.id ${order(slice, "ASC")}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2})
     SELECT t.id, t.name, e.slug AS event, t.access_code, t.created_at,
       (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) >= e.min_members AS is_active${teamDetailItems()}
     FROM page JOIN teams t ON t.id = page.id JOIN events e ON e.id = t.event_id ORDER BY t.id`,
    [...params, slice.limit, slice.offset],
  );
  const members = await membersOf(
    db,
    rows.map((row) => row.id),
  );
  return [
    count,
    rows.map((row) => ({
      ...row,
      created_at: new Date(row.created_at).toISOString(),
      members: members
        .filter((member) => member.team_id === row.id)
        .map(({ id, name, email, institute_name }) => ({ id, name, email, institute_name })),
    })),
  ];
}

/**
 * The teams export, one row per member in the columns of TEAM_EXPORT_COLUMNS (the team's details last), read in batches (a cursor on
 * PostgreSQL, keyset on PGlite) in the order of team_members' primary key.
 */
export function teamExportQuery(eventId: number | null): BatchedQuery {
  return {
    sql: (after) =>
      `SELECT m.team_id, t.name AS team_name, e.slug AS event, e.name AS event_name, t.access_code, m.user_id,
         u.name, u.email, u.institute_name, u.phone, u.is_verified, m.joined_at${teamDetailItems()}
       FROM team_members m JOIN teams t ON t.id = m.team_id JOIN events e ON e.id = m.event_id
       JOIN users u ON u.id = m.user_id
       WHERE ($1::int IS NULL OR m.event_id = $1) AND ${after} ORDER BY m.team_id, m.user_id`,
    params: [eventId],
    key: ["m.team_id", "m.user_id"],
    keyOf: (row) => [row.team_id, row.user_id],
  };
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
