import type { Db, Queryable } from "../db/types";
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
 * Results published: one mail to each holder of a certificate issued by the publication `publicationId` (a second
 * publication mails only those it issued), with the links of their certificates. Results mail always goes (no
 * preference). Queued after the publication is done, `limit` holders a call, each call one transaction that also
 * advances the publication's cursor: every holder is mailed exactly once, and a stopped process resumes where it was.
 * Returns how many mails it queued and whether all are queued now.
 */
export async function queueResultsMails(
  db: Db,
  publicationId: number,
  limit: number,
): Promise<{ queued: number; done: boolean }> {
  return db.transaction(async (tx) => {
    const { rows: state } = await tx.query<{ mails_after: number; mails_queued: boolean }>(
      "SELECT mails_after, mails_queued FROM publications WHERE id = $1 AND done_at IS NOT NULL FOR UPDATE",
      [publicationId],
    );
    if (state.length === 0 || state[0].mails_queued) return { queued: 0, done: true };
    const after = state[0].mails_after;
    const { rows: users } = await tx.query<{ last: number | null; users: number }>(
      `SELECT max(user_id)::int AS last, count(*)::int AS users FROM (
         SELECT DISTINCT user_id FROM certificates WHERE publication_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3
       ) batch`,
      [publicationId, after, limit],
    );
    const { last, users: count } = users[0];
    let queued = 0;
    if (last !== null) {
      ({ rowCount: queued } = await tx.query(
        `INSERT INTO mail_outbox (kind, recipient, user_id, data)
         SELECT 'results.published', u.email, u.id, jsonb_build_object('event', e.name, 'slug', e.slug,
           'certificates', jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'rank', c.rank) ORDER BY c.kind DESC))
         FROM certificates c JOIN users u ON u.id = c.user_id JOIN events e ON e.id = c.event_id
         WHERE c.publication_id = $1 AND c.user_id > $2 AND c.user_id <= $3 AND c.revoked_at IS NULL
           AND ${receivesSql(null)}
         GROUP BY u.id, u.email, e.name, e.slug`,
        [publicationId, after, last],
      ));
    }
    const done = count < limit;
    await tx.query("UPDATE publications SET mails_after = $2, mails_queued = $3 WHERE id = $1", [
      publicationId,
      last ?? after,
      done,
    ]);
    return { queued, done };
  });
}

/** A certificate as a corrected-results mail lists it. */
interface ChangedCertificate {
  id: string;
  user_id: number;
  kind: string;
  rank: number | null;
}

/**
 * Results corrected (an amendment published): one mail to each holder who gained or lost a certificate, listing the
 * new ones with their links and the revoked ones with the reason. Queued in the correction's transaction, so a
 * rolled-back correction mails nothing. Results mail always goes (no preference).
 */
export async function mailCertificatesCorrected(
  tx: Queryable,
  on: boolean,
  change: { eventId: number; reason: string; gained: ChangedCertificate[]; lost: ChangedCertificate[] },
): Promise<number> {
  if (!on || change.gained.length + change.lost.length === 0) return 0;
  const byUser = new Map<number, { gained: object[]; lost: object[] }>();
  const entry = (userId: number) => {
    const found = byUser.get(userId) ?? { gained: [], lost: [] };
    byUser.set(userId, found);
    return found;
  };
  const brief = ({ id, kind, rank }: ChangedCertificate) => ({ id, kind, rank });
  for (const item of change.gained) entry(item.user_id).gained.push(brief(item));
  for (const item of change.lost) entry(item.user_id).lost.push(brief(item));
  const changes = [...byUser].map(([user_id, lists]) => ({ user_id, ...lists }));
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'results.corrected', u.email, u.id, jsonb_build_object('event', e.name, 'slug', e.slug,
       'reason', $3::text, 'gained', c.gained, 'lost', c.lost)
     FROM jsonb_to_recordset($2::jsonb) AS c(user_id integer, gained jsonb, lost jsonb)
       JOIN users u ON u.id = c.user_id JOIN events e ON e.id = $1
     WHERE ${receivesSql(null)}`,
    [change.eventId, JSON.stringify(changes), change.reason],
  );
  return rowCount;
}
