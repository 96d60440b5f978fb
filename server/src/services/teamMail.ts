import type { Queryable } from "../db/types";
import { receivesSql } from "../repos/outbox";

/**
 * Team news by mail, queued in the transaction of the change (call them inside it, before a deletion): nothing is
 * queued when `on` is false (e-mail off). Only the team's and event's names and the member's name go in: never the
 * access code.
 */
const TEAM_DATA = `jsonb_build_object('team', t.name, 'event', e.name)`;

/** To the creator: `memberId` joined the team. */
export async function mailTeamJoined(tx: Queryable, on: boolean, teamId: number, memberId: number): Promise<void> {
  if (!on) return;
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'team.joined', u.email, u.id,
       ${TEAM_DATA} || jsonb_build_object('member', coalesce(nullif(trim(j.name), ''), 'A participant'))
     FROM teams t JOIN events e ON e.id = t.event_id JOIN users u ON u.id = t.creator_id JOIN users j ON j.id = $2
     WHERE t.id = $1 AND t.creator_id <> $2 AND ${receivesSql("team")}`,
    [teamId, memberId],
  );
}

/** To the member the creator removed. */
export async function mailTeamRemoved(tx: Queryable, on: boolean, teamId: number, memberId: number): Promise<void> {
  if (!on) return;
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'team.removed', u.email, u.id, ${TEAM_DATA}
     FROM teams t JOIN events e ON e.id = t.event_id JOIN users u ON u.id = $2
     WHERE t.id = $1 AND ${receivesSql("team")}`,
    [teamId, memberId],
  );
}

/** To every member but the creator, before the team is deleted. */
export async function mailTeamDeleted(tx: Queryable, on: boolean, teamId: number): Promise<void> {
  if (!on) return;
  await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'team.deleted', u.email, u.id, ${TEAM_DATA}
     FROM teams t JOIN events e ON e.id = t.event_id JOIN team_members m ON m.team_id = t.id
       JOIN users u ON u.id = m.user_id
     WHERE t.id = $1 AND m.user_id <> t.creator_id AND ${receivesSql("team")}`,
    [teamId],
  );
}

/**
 * Results published: one mail to each holder of a certificate issued by this transaction (a second publication mails
 * only those it issued), with the links of their certificates. Results mail always goes (no preference).
 */
export async function mailResultsPublished(tx: Queryable, on: boolean, eventId: number): Promise<number> {
  if (!on) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'results.published', u.email, u.id, jsonb_build_object('event', e.name, 'slug', e.slug,
       'certificates', jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'rank', c.rank) ORDER BY c.kind DESC))
     FROM certificates c JOIN users u ON u.id = c.user_id JOIN events e ON e.id = c.event_id
     WHERE c.event_id = $1 AND c.issued_at = now() AND c.revoked_at IS NULL AND ${receivesSql(null)}
     GROUP BY u.id, u.email, e.name, e.slug`,
    [eventId],
  );
  return rowCount;
}
