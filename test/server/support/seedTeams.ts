import type { Queryable } from "../../../server/src/db/types";

/** One seeded team: its id, access code and its two members (user ids, e-mails, Codeforces handles). */
export interface SeededTeam {
  id: number;
  code: string;
  name: string;
  members: Array<{ id: number; email: string; handle: string }>;
}

/**
 * `count` two-member teams in an event, seeded in SQL (generate_series: seconds for tens of thousands). Names, e-mails
 * and handles carry `prefix` so seeds of several tests do not meet: member k of team g is `<prefix>-<2g-1+k>`, e-mail
 * `<prefix>.<n>@example.com`, Codeforces handle `<prefix>-cf-<n>`, team code `<PREFIX><g padded to 7>`.
 */
export async function seedTeams(db: Queryable, eventId: number, prefix: string, count: number): Promise<SeededTeam[]> {
  const code = prefix.toUpperCase();
  await db.query(
    `INSERT INTO users (uid, email, name, referral_code)
     SELECT $1 || '-' || g, $1 || '.' || g || '@example.com', 'Member ' || $1 || ' ' || g, $2 || 'R' || g
     FROM generate_series(1, $3 * 2) g`,
    [prefix, code, count],
  );
  await db.query(
    `INSERT INTO handles (user_id, codeforces) SELECT id, replace(uid, $1 || '-', $1 || '-cf-') FROM users
     WHERE uid LIKE $1 || '-%'`,
    [prefix],
  );
  await db.query(
    `INSERT INTO teams (event_id, name, access_code, creator_id)
     SELECT $1, 'Team ' || $2 || ' ' || g, $3 || lpad(g::text, 7, '0'), u.id
     FROM generate_series(1, $4) g JOIN users u ON u.uid = $2 || '-' || (2 * g - 1)`,
    [eventId, prefix, code, count],
  );
  await db.query(
    `INSERT INTO team_members (team_id, event_id, user_id)
     SELECT t.id, t.event_id, u.id FROM generate_series(1, $3) g
     JOIN teams t ON t.access_code = $2 || lpad(g::text, 7, '0')
     JOIN users u ON u.uid IN ($1 || '-' || (2 * g - 1), $1 || '-' || (2 * g))`,
    [prefix, code, count],
  );
  const { rows } = await db.query<{ id: number; access_code: string; name: string; user_id: number; uid: string }>(
    `SELECT t.id, t.access_code, t.name, u.id AS user_id, u.uid FROM teams t
     JOIN team_members m ON m.team_id = t.id JOIN users u ON u.id = m.user_id
     WHERE t.access_code LIKE $1 || '%' ORDER BY t.access_code, u.id`,
    [code],
  );
  const teams = new Map<number, SeededTeam>();
  for (const row of rows) {
    const team = teams.get(row.id) ?? { id: row.id, code: row.access_code, name: row.name, members: [] };
    const n = row.uid.slice(prefix.length + 1);
    team.members.push({ id: row.user_id, email: `${prefix}.${n}@example.com`, handle: `${prefix}-cf-${n}` });
    teams.set(row.id, team);
  }
  return [...teams.values()];
}
