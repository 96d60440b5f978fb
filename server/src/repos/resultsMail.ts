import type { Queryable } from "../db/types";
import { receivesSql } from "./outbox";

/**
 * The cursor of a done publication's results mails, locked until the transaction ends: the last holder (user id)
 * mailed and whether every holder is; null when the publication is not done (or does not exist).
 */
export async function lockMailCursor(
  tx: Queryable,
  publicationId: number,
): Promise<{ mails_after: number; mails_queued: boolean } | null> {
  const { rows } = await tx.query<{ mails_after: number; mails_queued: boolean }>(
    "SELECT mails_after, mails_queued FROM publications WHERE id = $1 AND done_at IS NOT NULL FOR UPDATE",
    [publicationId],
  );
  return rows[0] ?? null;
}

/** The next `limit` holders of the publication's certificates after user `after`: how many, and the last one's id. */
export async function nextHolders(
  tx: Queryable,
  publicationId: number,
  after: number,
  limit: number,
): Promise<{ last: number | null; users: number }> {
  const { rows } = await tx.query<{ last: number | null; users: number }>(
    `SELECT max(user_id)::int AS last, count(*)::int AS users FROM (
       SELECT DISTINCT user_id FROM certificates WHERE publication_id = $1 AND user_id > $2 ORDER BY user_id LIMIT $3
     ) batch`,
    [publicationId, after, limit],
  );
  return rows[0];
}

/**
 * Queues one "results published" mail to each holder in (after, last] of a certificate in force of the publication,
 * with the links of their certificates (results mail has no preference); returns how many were queued.
 */
export async function queueResultsPublished(
  tx: Queryable,
  publicationId: number,
  after: number,
  last: number,
): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'results.published', u.email, u.id, jsonb_build_object('event', e.name, 'slug', e.slug,
       'certificates', jsonb_agg(jsonb_build_object('id', c.id, 'kind', c.kind, 'rank', c.rank) ORDER BY c.kind DESC))
     FROM certificates c JOIN users u ON u.id = c.user_id JOIN events e ON e.id = c.event_id
     WHERE c.publication_id = $1 AND c.user_id > $2 AND c.user_id <= $3 AND c.revoked_at IS NULL
       AND ${receivesSql(null)}
     GROUP BY u.id, u.email, e.name, e.slug`,
    [publicationId, after, last],
  );
  return rowCount;
}

/** Moves the cursor of the publication's results mails to `after`; `done` once every holder is mailed. */
export async function saveMailCursor(tx: Queryable, publicationId: number, after: number, done: boolean) {
  await tx.query("UPDATE publications SET mails_after = $2, mails_queued = $3 WHERE id = $1", [
    publicationId,
    after,
    done,
  ]);
}

/** One holder's part of a correction: the certificates they gained and lost, as the mail lists them. */
export interface HolderChanges {
  user_id: number;
  gained: object[];
  lost: object[];
}

/** Queues one "results corrected" mail to each of these holders (results mail has no preference); how many. */
export async function queueResultsCorrected(
  tx: Queryable,
  eventId: number,
  reason: string,
  changes: HolderChanges[],
): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT 'results.corrected', u.email, u.id, jsonb_build_object('event', e.name, 'slug', e.slug,
       'reason', $3::text, 'gained', c.gained, 'lost', c.lost)
     FROM jsonb_to_recordset($2::jsonb) AS c(user_id integer, gained jsonb, lost jsonb)
       JOIN users u ON u.id = c.user_id JOIN events e ON e.id = $1
     WHERE ${receivesSql(null)}`,
    [eventId, JSON.stringify(changes), reason],
  );
  return rowCount;
}
