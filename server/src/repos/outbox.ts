import type { MailKind } from "../../../contract/admin";
import type { MailStatus, NotificationCategory } from "../../../contract/announcements";
import type { Queryable } from "../db/types";

/**
 * The mail queue (docs/mail.md): one row per message, written by the transaction of the change that causes it, so a
 * rolled-back change queues nothing and a committed one is never lost. Workers claim due rows with FOR UPDATE SKIP
 * LOCKED and a lease; the same SQL runs on PGlite and PostgreSQL.
 */

/** How long a claimed row stays with its worker: a killed worker's rows are claimed again after this. */
export const LEASE_SECONDS = 60;
/** Retry delays double from 1 s up to this, so a backlog goes out within about a minute of the server being back. */
export const MAX_BACKOFF_SECONDS = 60;
/** A message still failing to go after this long is given up (status failed, the last error kept). */
export const GIVE_UP_AFTER = "3 days";

/** Which users' column says they want a category; mail outside the categories (results, account) always goes. */
const PREFERENCE: Record<NotificationCategory, string> = {
  announcements: "u.notify_announcements",
  reminders: "u.notify_reminders",
  team: "u.notify_team",
  finder: "u.notify_finder",
};

/** The SQL condition that the user `u` receives mail of `category` (verified address, preference on). */
export function receivesSql(category: NotificationCategory | null): string {
  return `u.is_verified AND u.email <> ''${category ? ` AND ${PREFERENCE[category]}` : ""}`;
}

/** Queues one mail of `kind` to each of `userIds` who receives its category; returns how many were queued. */
export async function queueMail(
  tx: Queryable,
  kind: MailKind,
  category: NotificationCategory | null,
  userIds: number[],
  data: object,
): Promise<number> {
  if (userIds.length === 0) return 0;
  const { rowCount } = await tx.query(
    `INSERT INTO mail_outbox (kind, recipient, user_id, data)
     SELECT $1, u.email, u.id, $3::jsonb FROM users u WHERE u.id = ANY($2::int[]) AND ${receivesSql(category)}`,
    [kind, userIds, JSON.stringify(data)],
  );
  return rowCount;
}

export interface ClaimedMessage {
  id: number;
  message_id: string;
  channel: "email" | "webhook";
  kind: string;
  recipient: string;
  user_id: number | null;
  user_name: string | null;
  /** The recipient's language (users.language; issue 42): absent or null for English. */
  user_language?: string | null;
  data: Record<string, unknown>;
  attempts: number;
  announcement: {
    title: string;
    body: string;
    event_name: string | null;
    event_slug: string | null;
    corrected_at: string | null;
    /** The organisers' versions in other languages (announcements.translations). */
    translations?: Record<string, { title: string; body: string } | null>;
  } | null;
}

/**
 * Claims up to `limit` due messages for this worker (a lease of LEASE_SECONDS), counting an attempt for each. The choice
 * is a MATERIALIZED CTE, run once: as a subquery (`WHERE id IN (SELECT ... LIMIT ... SKIP LOCKED)`) a nested-loop plan
 * runs it again for each row of the outer scan, and each run skips the rows the statement has already claimed, so one
 * claim could take every due message.
 */
export async function claimDue(db: Queryable, limit: number): Promise<ClaimedMessage[]> {
  const { rows: claimed } = await db.query<{ id: string }>(
    `WITH picked AS MATERIALIZED (
       SELECT id FROM mail_outbox
       WHERE status = 'queued' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until <= now())
       ORDER BY next_attempt_at, id LIMIT $1 FOR UPDATE SKIP LOCKED)
     UPDATE mail_outbox o SET locked_until = now() + interval '${LEASE_SECONDS} seconds', attempts = o.attempts + 1
     FROM picked WHERE o.id = picked.id
     RETURNING o.id`,
    [limit],
  );
  if (claimed.length === 0) return [];
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT o.id::int AS id, o.message_id, o.channel, o.kind, o.recipient, o.user_id, u.name AS user_name, u.language AS user_language, o.data,
       o.attempts, a.id AS announcement_id, a.title, a.body, a.translations, a.corrected_at, e.name AS event_name, e.slug AS event_slug
     FROM mail_outbox o LEFT JOIN users u ON u.id = o.user_id
       LEFT JOIN announcements a ON a.id = o.announcement_id LEFT JOIN events e ON e.id = a.event_id
     WHERE o.id = ANY($1::bigint[]) ORDER BY o.next_attempt_at, o.id`,
    [claimed.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id as number,
    message_id: row.message_id as string,
    channel: row.channel as "email" | "webhook",
    kind: row.kind as string,
    recipient: row.recipient as string,
    user_id: (row.user_id as number | null) ?? null,
    user_name: (row.user_name as string | null) ?? null,
    user_language: (row.user_language as string | null) ?? null,
    data: (row.data as Record<string, unknown>) ?? {},
    attempts: row.attempts as number,
    announcement:
      row.announcement_id === null
        ? null
        : {
            title: row.title as string,
            body: row.body as string,
            event_name: (row.event_name as string | null) ?? null,
            event_slug: (row.event_slug as string | null) ?? null,
            corrected_at: row.corrected_at === null ? null : new Date(row.corrected_at as string).toISOString(),
            translations: (row.translations as Record<string, { title: string; body: string } | null>) ?? {},
          },
  }));
}

export async function markSent(db: Queryable, id: number): Promise<void> {
  await db.query(
    "UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, last_error = NULL WHERE id = $1",
    [id],
  );
}

/** A permanent refusal (5xx, a 4xx from a webhook, a message that cannot be written): failed, the reason kept. */
export async function markFailed(db: Queryable, id: number, reason: string): Promise<void> {
  await db.query("UPDATE mail_outbox SET status = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1", [
    id,
    reason.slice(0, 1000),
  ]);
}

/**
 * A passing problem (server down, 4xx): tried again after a doubling delay, up to MAX_BACKOFF_SECONDS; a message older
 * than GIVE_UP_AFTER is failed instead. Returns true when it was given up.
 */
export async function markRetry(db: Queryable, id: number, reason: string): Promise<boolean> {
  const { rows } = await db.query<{ status: string }>(
    `UPDATE mail_outbox SET locked_until = NULL, last_error = $2,
       next_attempt_at = now() + least(${MAX_BACKOFF_SECONDS}, power(2, greatest(attempts - 1, 0))) * interval '1 second',
       status = CASE WHEN created_at < now() - interval '${GIVE_UP_AFTER}' THEN 'failed' ELSE 'queued' END
     WHERE id = $1 RETURNING status`,
    [id, reason.slice(0, 1000)],
  );
  return rows[0]?.status === "failed";
}

/** Gives back claimed rows that were not tried (the server went away mid-batch): no attempt counted. */
export async function release(db: Queryable, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.query(
    "UPDATE mail_outbox SET locked_until = NULL, attempts = greatest(attempts - 1, 0) WHERE id = ANY($1::bigint[])",
    [ids],
  );
}

/** Once the server answers again, what waits for a retry is due at once (the backlog need not wait out its delay). */
export async function retryWaitingNow(db: Queryable): Promise<void> {
  await db.query(
    "UPDATE mail_outbox SET next_attempt_at = now() WHERE status = 'queued' AND next_attempt_at > now() AND attempts > 0",
  );
}

/** The queue's part of `GET admin/mail/`. */
export type QueueState = Pick<MailStatus, "queued" | "failed" | "oldest_queued_at" | "recent_failures">;

export async function queueState(db: Queryable): Promise<QueueState> {
  const { rows } = await db.query<{ queued: number; failed: number; oldest: Date | string | null }>(
    `SELECT count(*) FILTER (WHERE status = 'queued')::int AS queued, count(*) FILTER (WHERE status = 'failed')::int AS failed,
       min(created_at) FILTER (WHERE status = 'queued') AS oldest FROM mail_outbox`,
  );
  const { rows: failures } = await db.query<{
    id: number;
    kind: string;
    recipient: string;
    error: string | null;
    at: Date | string;
  }>(
    // A webhook's address is its secret (Discord and Slack put the key in the path): only its host is shown.
    `SELECT id::int AS id, kind,
       CASE WHEN channel = 'webhook' THEN 'webhook ' || coalesce(substring(recipient from '^[a-z]+://(?:[^/?#]*@)?([^/?#@]+)'), '')
         ELSE recipient END
         AS recipient,
       last_error AS error, coalesce(sent_at, next_attempt_at) AS at
     FROM mail_outbox WHERE status = 'failed' ORDER BY id DESC LIMIT 20`,
  );
  const iso = (value: Date | string) => new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z");
  return {
    queued: rows[0].queued,
    failed: rows[0].failed,
    oldest_queued_at: rows[0].oldest === null ? null : iso(rows[0].oldest),
    recent_failures: failures.map((row) => ({ ...row, error: row.error ?? "", at: iso(row.at) })),
  };
}

/** The queue's backlog for the operators' metrics: messages queued, and the age in seconds of the oldest one. */
export async function queueBacklog(db: Queryable): Promise<{ queued: number; oldestSeconds: number | null }> {
  const { rows } = await db.query<{ queued: number; oldest: number | null }>(
    `SELECT count(*)::int AS queued, extract(epoch FROM now() - min(created_at))::float8 AS oldest
     FROM mail_outbox WHERE status = 'queued'`,
  );
  return { queued: rows[0].queued, oldestSeconds: rows[0].oldest === null ? null : Math.max(0, rows[0].oldest) };
}
