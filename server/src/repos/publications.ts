import type { Queryable } from "../db/types";

/**
 * Publications of results issued in batches (migration 015): each batch of certificates is a short transaction of its
 * own, its rows tagged with the publication's id and hidden until the publication is done.
 */

/** A publication with no batch for this long is taken as abandoned (its process died): the next attempt clears it. */
const PUBLICATION_LEASE_SECONDS = 30;

/**
 * THE condition that certificate `alias` may be seen (by anyone, for anything): it belongs to no publication, or to one
 * that is done. Every read of certificates uses it, so nobody sees part of a publication.
 */
export const settledSql = (alias: string) =>
  `(${alias}.publication_id IS NULL OR ${alias}.publication_id NOT IN (SELECT id FROM publications WHERE done_at IS NULL))`;

/** The SQL condition that event `eventAlias` has a publication under way (a batch within the lease). */
export const publishingSql = (eventAlias: string) =>
  `EXISTS (SELECT 1 FROM publications p WHERE p.event_id = ${eventAlias}.id AND p.done_at IS NULL
     AND p.heartbeat_at > now() - interval '${PUBLICATION_LEASE_SECONDS} seconds')`;

type PublicationKind = "publish" | "correct";

/**
 * Starts a publication of the event (call with the event row locked): its id, and the ids of abandoned ones of the
 * event, whose rows the caller deletes before issuing; null when another publication of the event is under way.
 */
export async function startPublication(
  tx: Queryable,
  eventId: number,
  kind: PublicationKind,
): Promise<{ id: number; abandoned: number[] } | null> {
  const { rows: pending } = await tx.query<{ id: number; live: boolean }>(
    `SELECT id, heartbeat_at > now() - interval '${PUBLICATION_LEASE_SECONDS} seconds' AS live
     FROM publications WHERE event_id = $1 AND done_at IS NULL`,
    [eventId],
  );
  if (pending.some((row) => row.live)) return null;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO publications (event_id, kind, results_updated_at)
     SELECT $1, $2, (SELECT updated_at FROM event_results WHERE event_id = $1) RETURNING id`,
    [eventId, kind],
  );
  return { id: rows[0].id, abandoned: pending.map((row) => row.id) };
}

/** Marks a publication abandoned at once (a batch failed): the next attempt need not wait for the lease. */
export async function abandonPublication(db: Queryable, id: number): Promise<void> {
  await db.query("UPDATE publications SET heartbeat_at = '-infinity' WHERE id = $1 AND done_at IS NULL", [id]);
}

/** Deletes up to `limit` certificates of an unfinished publication; how many it deleted. */
export async function deletePendingCertificates(db: Queryable, id: number, limit: number): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM certificates WHERE id IN (
       SELECT c.id FROM certificates c JOIN publications p ON p.id = c.publication_id
       WHERE c.publication_id = $1 AND p.done_at IS NULL LIMIT $2)`,
    [id, limit],
  );
  return rowCount;
}

/** Deletes an unfinished publication (its rows deleted before, in batches; any left go with it). */
export async function deletePublication(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM publications WHERE id = $1 AND done_at IS NULL", [id]);
}

/**
 * Records a batch: the certificates it made due and a heartbeat. False when the publication is no longer pending (an
 * attempt that took it for abandoned deleted it): the caller stops.
 */
export async function recordBatch(tx: Queryable, id: number, due: number): Promise<boolean> {
  const { rowCount } = await tx.query(
    "UPDATE publications SET heartbeat_at = now(), due = due + $2 WHERE id = $1 AND done_at IS NULL",
    [id, due],
  );
  return rowCount > 0;
}

/** Whether the event's results were saved again since the publication started (its batches may then be stale). */
export async function resultsChangedSince(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ changed: boolean }>(
    `SELECT p.results_updated_at IS DISTINCT FROM r.updated_at AS changed
     FROM publications p LEFT JOIN event_results r ON r.event_id = p.event_id WHERE p.id = $1`,
    [id],
  );
  return rows[0]?.changed ?? true;
}

/**
 * Makes the publication done (in the final transaction: from its commit on, all its certificates are seen at once):
 * the certificates it made due and those it issued. `mailsQueued` false leaves the results mails to be queued in
 * batches afterwards (queueResultsMails).
 */
export async function finishPublication(
  tx: Queryable,
  id: number,
  mailsQueued: boolean,
): Promise<{ due: number; issued: number }> {
  const { rows } = await tx.query<{ due: number; issued: number }>(
    `UPDATE publications SET done_at = now(), heartbeat_at = now(), mails_queued = $2 WHERE id = $1 AND done_at IS NULL
     RETURNING due, (SELECT count(*)::int FROM certificates WHERE publication_id = $1) AS issued`,
    [id, mailsQueued],
  );
  if (rows.length === 0) throw new Error(`publication ${id} is not pending`);
  return rows[0];
}

/** Done publications whose results mails are not all queued yet (a process stopped while queueing them). */
export async function publicationsWithMailsWaiting(db: Queryable): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    "SELECT id FROM publications WHERE done_at IS NOT NULL AND NOT mails_queued ORDER BY id",
  );
  return rows.map((row) => row.id);
}
