import type { ConsoleRow, PlainListName } from "../../../contract/admin";
import type { Queryable } from "../db/types";
import { order, pageSlice } from "./pageSlice";

/**
 * What a plain list's query receives: its filters as sent, the page's window, and `pattern`, the `search` filter as
 * an ILIKE pattern (null without one).
 */
export interface ListWindow {
  limit: number;
  offset: number;
  pattern: string | null;
}

export type ListQuery<K extends PlainListName> = (
  db: Queryable,
  filters: Record<string, string | undefined>,
  window: ListWindow,
) => Promise<[number, Array<ConsoleRow<K>>]>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The outbox as organisers read it: a queued row that failed before is "retrying"; the reason only while it matters;
 * the next attempt only while one is due. A webhook's address is its secret (the key is in its path): only its host is
 * shown (never a user or password in it), and searches look at e-mail addresses only. Bodies, data and Message-IDs
 * stay out.
 */
const MAIL_STATE_SQL = `CASE WHEN status = 'queued' AND last_error IS NOT NULL THEN 'retrying' ELSE status END`;
/** Only the filters given become conditions, so each search has its own plan (the trigram index, migration 16). */
function mailWhere(pattern: string | null, status: string | null): { where: string; params: string[] } {
  const params: string[] = [];
  const conditions: string[] = [];
  if (pattern !== null) {
    params.push(pattern);
    conditions.push(`channel = 'email' AND recipient ILIKE $${params.length}`);
  }
  if (status !== null) {
    params.push(status);
    conditions.push(`${MAIL_STATE_SQL} = $${params.length}`);
  }
  return { where: conditions.length ? `WHERE ${conditions.join(" AND ")}` : "", params };
}

type MailRow = {
  id: string;
  kind: string;
  recipient: string;
  state: ConsoleRow<"adminMail">["status"];
  attempts: number;
  last_error: string | null;
  created_at: Date | string;
  next_attempt_at: Date | string;
};

/**
 * The query of each plain console list (contract/admin.ts CONSOLE_LISTS entries with a `view`): how many rows the
 * filters select in all, and the page's rows in the list's order. server/src/routes/admin/lists.ts serves each at its
 * path; TypeScript asks for an entry here when the contract declares a new plain list.
 */
export const LIST_QUERIES: { [K in PlainListName]: ListQuery<K> } = {
  adminMail: async (db, filters, { limit, offset, pattern }) => {
    const { where, params } = mailWhere(pattern, filters.status || null);
    const { rows: counted } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM mail_outbox ${where}`,
      params,
    );
    const count = counted[0].n;
    // Newest first by id (ids grow with time); a page past the middle is read from the oldest end.
    const slice = pageSlice(count, limit, offset);
    const { rows } = await db.query<MailRow>(
      `SELECT id, kind, ${MAIL_STATE_SQL} AS state, attempts, last_error, created_at, next_attempt_at,
         CASE WHEN channel = 'webhook' THEN 'webhook ' || coalesce(substring(recipient from '^[a-z]+://(?:[^/?#]*@)?([^/?#@]+)'), '')
           ELSE recipient END AS recipient
       FROM mail_outbox ${where} ORDER BY id ${order(slice, "DESC")}
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, slice.limit, slice.offset],
    );
    if (slice.reversed) rows.reverse();
    return [
      count,
      rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        recipient: row.recipient,
        status: row.state,
        attempts: Number(row.attempts),
        last_error: row.state === "retrying" || row.state === "failed" ? row.last_error : null,
        created_at: new Date(row.created_at).toISOString(),
        next_attempt_at: row.state === "queued" || row.state === "retrying" ? iso(row.next_attempt_at) : null,
      })),
    ];
  },
};
