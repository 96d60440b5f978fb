import type { AdminCertificate } from "../../../contract/admin";
import type { CertificateKind } from "../../../contract/certificates";
import { MERIT_RANKS } from "../../../contract/rules";
import type { Queryable } from "../db/types";
import { newCertificateId } from "../services/certificates";
import { order, pageSlice } from "./pageSlice";

export interface CertificateRow {
  id: string;
  holder_name: string;
  kind: CertificateKind;
  rank: number | null;
  event_slug: string;
  event_name: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
}

const SELECT = `SELECT c.id, c.holder_name, c.kind, c.rank, e.slug AS event_slug, e.name AS event_name, c.issued_at,
    c.revoked_at, c.revoked_reason
  FROM certificates c JOIN events e ON e.id = c.event_id`;

/** The holder's certificates in force (revoked ones are no longer theirs to show). */
export async function certificatesOf(db: Queryable, userId: number): Promise<CertificateRow[]> {
  const { rows } = await db.query<CertificateRow & Record<string, unknown>>(
    `${SELECT} WHERE c.user_id = $1 AND c.revoked_at IS NULL ORDER BY e.id, c.kind DESC`,
    [userId],
  );
  return rows;
}

export async function findCertificate(db: Queryable, id: string): Promise<CertificateRow | null> {
  const { rows } = await db.query<CertificateRow & Record<string, unknown>>(`${SELECT} WHERE c.id = $1`, [id]);
  return rows[0] ?? null;
}

/**
 * Issues the certificates of a published result: participation to every member of every listed team, merit (with the
 * rank) to members of teams ranked 1 to MERIT_RANKS, each with the holder's name now. What exists already is kept
 * (the partial unique index on user, event and kind), so a second call issues only what is missing.
 */
export async function issueForResults(tx: Queryable, eventId: number): Promise<{ issued: number; due: number }> {
  const { rows } = await tx.query<{ user_id: number; rank: number | null; name: string }>(
    `SELECT m.user_id, r.rank, coalesce(nullif(trim(u.name), ''), 'Participant') AS name
     FROM result_entries r JOIN team_members m ON m.team_id = r.team_id JOIN users u ON u.id = m.user_id
     WHERE r.event_id = $1 ORDER BY m.user_id`,
    [eventId],
  );
  const due = rows.flatMap((row) => [
    { ...row, kind: "participation", rank: null as number | null },
    ...(row.rank !== null && row.rank <= MERIT_RANKS ? [{ ...row, kind: "merit" }] : []),
  ]);
  if (due.length === 0) return { issued: 0, due: 0 };
  const { rowCount } = await tx.query(
    `INSERT INTO certificates (id, user_id, event_id, kind, rank, holder_name)
     SELECT id, user_id, $1, kind, rank, holder_name
     FROM unnest($2::text[], $3::int[], $4::text[], $5::int[], $6::text[]) AS d (id, user_id, kind, rank, holder_name)
     ON CONFLICT (user_id, event_id, kind) WHERE from_results DO NOTHING`,
    [
      eventId,
      due.map(() => newCertificateId()),
      due.map((row) => row.user_id),
      due.map((row) => row.kind),
      due.map((row) => row.rank),
      due.map((row) => row.name),
    ],
  );
  return { issued: rowCount, due: due.length };
}

/** Revokes a certificate in force; false when it is revoked already. The row stays for verification. */
export async function revokeCertificate(tx: Queryable, id: string, reason: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    "UPDATE certificates SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL",
    [id, reason],
  );
  return rowCount > 0;
}

export interface CertificateFilter {
  eventId: number | null;
  /** An ILIKE pattern on the holder's name (at issue or now) or e-mail. */
  pattern: string | null;
}

/** The filter as SQL conditions on `c` (certificates); the search as a union the trigram indexes serve. */
function certificateConditions({ eventId, pattern }: CertificateFilter, search: string, params: unknown[]): string {
  const conditions: string[] = [];
  if (eventId !== null) {
    params.push(eventId);
    conditions.push(`c.event_id = $${params.length}`);
  }
  if (pattern !== null) {
    params.push(pattern, search);
    const [p, exact] = [`$${params.length - 1}`, `$${params.length}`];
    conditions.push(`c.id IN (SELECT id FROM certificates WHERE holder_name ILIKE ${p}
      UNION SELECT h.id FROM certificates h JOIN users u ON u.id = h.user_id WHERE u.name ILIKE ${p} OR u.email ILIKE ${p}
      UNION SELECT ${exact}::text)`);
  }
  return conditions.length ? `WHERE ${conditions.join(" AND ")}` : "";
}

export async function certificatePage(
  db: Queryable,
  filter: CertificateFilter,
  search: string,
  limit: number,
  offset: number,
): Promise<[number, AdminCertificate[]]> {
  const params: unknown[] = [];
  const where = certificateConditions(filter, search, params);
  const n = params.length;
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM certificates c ${where}`,
    params,
  );
  const slice = pageSlice(counted[0].n, limit, offset);
  // A deferred join: the page's ids in index order (newest first, or from the oldest end for pages past the middle),
  // then the details of those 50 only.
  const { rows } = await db.query<
    AdminCertificate & { issued_at: Date | string; revoked_at: Date | string | null } & Record<string, unknown>
  >(
    `WITH page AS (SELECT c.id, c.issued_at FROM certificates c ${where}
       ORDER BY c.issued_at ${order(slice, "DESC")}, c.id ${order(slice, "ASC")} LIMIT $${n + 1} OFFSET $${n + 2})
     SELECT c.id, e.slug AS event, c.kind, c.rank, c.holder_name AS name, u.email, c.issued_at, c.revoked_at,
       c.revoked_reason
     FROM page JOIN certificates c ON c.id = page.id JOIN users u ON u.id = c.user_id JOIN events e ON e.id = c.event_id
     ORDER BY c.issued_at DESC, c.id`,
    [...params, slice.limit, slice.offset],
  );
  return [
    counted[0].n,
    rows.map((row) => ({
      ...row,
      issued_at: new Date(row.issued_at).toISOString(),
      revoked_at: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
    })),
  ];
}
