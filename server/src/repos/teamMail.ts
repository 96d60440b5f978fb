import type { Queryable } from "../db/types";
import { receivesSql } from "./outbox";

/** Only the team's and event's names go in a team mail (and the member's name): never the access code. */
const TEAM_DATA = `jsonb_build_object('team', t.name, 'event', e.name)`;

/** Queues "a member joined" to the team's creator, unless the creator is that member. */
export async function queueTeamJoined(tx: Queryable, teamId: number, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'team.joined', u.email, u.id,
       ${TEAM_DATA} || jsonb_build_object('member', coalesce(nullif(trim(j.name), ''), 'A participant'))
     FROM teams t JOIN events e ON e.id = t.event_id JOIN users u ON u.id = t.creator_id JOIN users j ON j.id = $2
     WHERE t.id = $1 AND t.creator_id <> $2 AND ${receivesSql("team")}`,
    [teamId, memberId],
  );
}

/** Queues "you were removed" to the member. */
export async function queueTeamRemoved(tx: Queryable, teamId: number, memberId: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'team.removed', u.email, u.id, ${TEAM_DATA}
     FROM teams t JOIN events e ON e.id = t.event_id JOIN users u ON u.id = $2
     WHERE t.id = $1 AND ${receivesSql("team")}`,
    [teamId, memberId],
  );
}

/** Queues "your team was deleted" to every member but the creator (call it before the deletion). */
export async function queueTeamDeleted(tx: Queryable, teamId: number): Promise<void> {
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'team.deleted', u.email, u.id, ${TEAM_DATA}
     FROM teams t JOIN events e ON e.id = t.event_id JOIN team_members m ON m.team_id = t.id
       JOIN users u ON u.id = m.user_id
     WHERE t.id = $1 AND m.user_id <> t.creator_id AND ${receivesSql("team")}`,
    [teamId],
  );
}
