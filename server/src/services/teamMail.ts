import type { Db, Queryable } from "../db/types";
import {
  type HolderChanges,
  lockMailCursor,
  nextHolders,
  queueResultsCorrected,
  queueResultsPublished,
  saveMailCursor,
} from "../repos/resultsMail";
import { queueTeamDeleted, queueTeamJoined, queueTeamRemoved } from "../repos/teamMail";

/**
 * Team news by mail, queued in the transaction of the change (call them inside it, before a deletion): nothing is
 * queued when `on` is false (e-mail off). Only the team's and event's names and the member's name go in: never the
 * access code.
 */

/** To the creator: `memberId` joined the team. */
export async function mailTeamJoined(tx: Queryable, on: boolean, teamId: number, memberId: number): Promise<void> {
  if (!on) return;
  await queueTeamJoined(tx, teamId, memberId);
}

/** To the member the creator removed. */
export async function mailTeamRemoved(tx: Queryable, on: boolean, teamId: number, memberId: number): Promise<void> {
  if (!on) return;
  await queueTeamRemoved(tx, teamId, memberId);
}

/** To every member but the creator, before the team is deleted. */
export async function mailTeamDeleted(tx: Queryable, on: boolean, teamId: number): Promise<void> {
  if (!on) return;
  await queueTeamDeleted(tx, teamId);
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
    const cursor = await lockMailCursor(tx, publicationId);
    if (cursor === null || cursor.mails_queued) return { queued: 0, done: true };
    const after = cursor.mails_after;
    const { last, users: count } = await nextHolders(tx, publicationId, after, limit);
    const queued = last === null ? 0 : await queueResultsPublished(tx, publicationId, after, last);
    const done = count < limit;
    await saveMailCursor(tx, publicationId, last ?? after, done);
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
  const changes: HolderChanges[] = [...byUser].map(([user_id, lists]) => ({ user_id, ...lists }));
  return queueResultsCorrected(tx, change.eventId, change.reason, changes);
}
