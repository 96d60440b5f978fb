import type { AdminCertificate } from "../../../contract/admin";
import type { CertificateKind } from "../../../contract/certificates";
import { SEED_FESTIVAL } from "../../../contract/festival";
import type { CertificateChange, CertificateDiff } from "../../../contract/results";
import { MERIT_RANKS } from "../../../contract/rules";
import type { Queryable } from "../db/types";
import { order, pageSlice } from "./pageSlice";
import { settledSql } from "./publications";

export interface CertificateRow {
  id: string;
  holder_name: string;
  kind: CertificateKind;
  rank: number | null;
  event_slug: string;
  /** The event's name and the festival's title when it was issued: a certificate keeps them. */
  event_name: string;
  edition: string;
  issued_at: Date | string;
  revoked_at: Date | string | null;
  revoked_reason: string | null;
  status_index: number;
}

// Certificates issued before the festival's title was data (migration 19) carry none: they were issued under the
// specification's, which is the seed's.
const SELECT = `SELECT c.id, c.holder_name, c.kind, c.rank, e.slug AS event_slug,
    coalesce(c.event_name, e.name) AS event_name, coalesce(c.edition, $1) AS edition, c.issued_at,
    c.revoked_at, c.revoked_reason, c.status_index
  FROM certificates c JOIN events e ON e.id = c.event_id WHERE ${settledSql("c")}`;

/** The holder's certificates, revoked ones too (shown as revoked, with the reason): in force first, then by event. */
export async function certificatesOf(db: Queryable, userId: number): Promise<CertificateRow[]> {
  const { rows } = await db.query<CertificateRow & Record<string, unknown>>(
    `${SELECT} AND c.user_id = $2 ORDER BY (c.revoked_at IS NOT NULL), e.id, c.kind DESC, c.issued_at DESC`,
    [SEED_FESTIVAL.title, userId],
  );
  return rows;
}

export async function findCertificate(db: Queryable, id: string): Promise<CertificateRow | null> {
  const { rows } = await db.query<CertificateRow & Record<string, unknown>>(`${SELECT} AND c.id = $2`, [
    SEED_FESTIVAL.title,
    id,
  ]);
  return rows[0] ?? null;
}

/** The signed credential stored on the certificate's first fetch; null before it (or for an unknown id). */
export async function storedCredential(db: Queryable, id: string): Promise<object | null> {
  const { rows } = await db.query<{ credential: object | null }>(
    `SELECT credential FROM certificates c WHERE c.id = $1 AND ${settledSql("c")}`,
    [id],
  );
  return rows[0]?.credential ?? null;
}

/** Keeps a freshly signed credential; when two first fetches race, the one stored first wins and both answer it. */
export async function keepCredential(db: Queryable, id: string, credential: object): Promise<object> {
  const { rows } = await db.query<{ credential: object }>(
    `UPDATE certificates c SET credential = coalesce(credential, $2::jsonb) WHERE c.id = $1 AND ${settledSql("c")}
     RETURNING credential`,
    [id, JSON.stringify(credential)],
  );
  return rows[0]?.credential ?? credential;
}

/**
 * Replaces a kept credential with its new version, unless another request replaced it first; answers the credential
 * kept then (so two requests that raced answer the same version).
 */
export async function replaceCredential(db: Queryable, id: string, previous: object, next: object): Promise<object> {
  const { rows } = await db.query<{ credential: object }>(
    `UPDATE certificates c SET credential = CASE WHEN credential = $2::jsonb THEN $3::jsonb ELSE credential END
     WHERE c.id = $1 AND ${settledSql("c")}
     RETURNING credential`,
    [id, JSON.stringify(previous), JSON.stringify(next)],
  );
  return rows[0]?.credential ?? next;
}

/** The status indexes of revoked certificates within [from, to). */
export async function revokedIndexes(db: Queryable, from: number, to: number): Promise<number[]> {
  const { rows } = await db.query<{ status_index: number }>(
    `SELECT status_index FROM certificates c
     WHERE status_index >= $1::bigint AND status_index < $2::bigint AND revoked_at IS NOT NULL AND ${settledSql("c")}
     ORDER BY status_index`,
    [from, to],
  );
  return rows.map((row) => row.status_index);
}

/** Whether any certificate holds an index within [from, to) (a status list exists only once used). */
export async function statusRangeUsed(db: Queryable, from: number, to: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM certificates c WHERE status_index >= $1::bigint AND status_index < $2::bigint AND ${settledSql("c")} LIMIT 1`,
    [from, to],
  );
  return rows.length > 0;
}

/** A new certificate id made by the database: a random UUID's 16 bytes (122 random bits) as base64url, 22 characters. */
const NEW_ID = "translate(rtrim(encode(uuid_send(gen_random_uuid()), 'base64'), '='), '+/', '-_')";

/**
 * The certificates a ranking makes due, as SQL over `entries` (rows team_id, rank): participation to every member of
 * every listed team, merit (with the rank) to members of teams ranked 1 to MERIT_RANKS. `$1` is the event.
 */
const dueSql = (entries: string) => `due AS (
    SELECT m.user_id, 'participation'::text AS kind, NULL::int AS rank, e.team_id
    FROM ${entries} JOIN team_members m ON m.team_id = e.team_id AND m.event_id = $1
    UNION ALL
    SELECT m.user_id, 'merit'::text, e.rank, e.team_id
    FROM ${entries} JOIN team_members m ON m.team_id = e.team_id AND m.event_id = $1
    WHERE e.rank <= ${MERIT_RANKS}
  )`;

const SAVED_ENTRIES = "(SELECT team_id, rank FROM result_entries WHERE event_id = $1) e";

/** Where a publication reads its ranking: the results in force (or the draft), or the amendment waiting. */
type EntrySource = "saved" | "amendment";

const ENTRY_TABLES: Record<EntrySource, string> = {
  saved: "result_entries",
  amendment: "result_amendment_entries",
};

/** The ids of the next `limit` teams of the ranking after team `after`, in id order: the last one, null when none. */
export async function nextTeamSlice(
  db: Queryable,
  eventId: number,
  source: EntrySource,
  after: number,
  limit: number,
): Promise<number | null> {
  const { rows } = await db.query<{ last: number | null }>(
    `SELECT max(team_id)::int AS last FROM (SELECT team_id FROM ${ENTRY_TABLES[source]}
       WHERE event_id = $1 AND team_id > $2 ORDER BY team_id LIMIT $3) slice`,
    [eventId, after, limit],
  );
  return rows[0]?.last ?? null;
}

/** Which part of a ranking to issue for, and the publication that the new certificates belong to. */
interface IssueScope {
  publicationId: number;
  source: EntrySource;
  /** Teams with ids in (after, upTo] only (a batch); all teams when absent. */
  teams?: { after: number; upTo: number };
  /** Only the teams ranked for a merit certificate (an amendment's final step, after its revocations). */
  meritOnly?: boolean;
}

/**
 * Issues the certificates of a ranking (or of a part of it), each with the holder's name now, in one statement (INSERT
 * ... SELECT: no row leaves the database), tagged with the publication: nobody sees them before it is done. What
 * exists already is kept (the partial unique index on user, event and kind over certificates in force or revoked by an
 * organiser), so a second call issues only what is missing, a certificate an organiser revoked is not issued again,
 * and one an amendment revoked may be. `issued` counts what this call issued, `due` what the part made due.
 */
export async function issueForResults(
  tx: Queryable,
  eventId: number,
  scope: IssueScope,
): Promise<{ issued: number; due: number }> {
  const params: unknown[] = [eventId, scope.publicationId];
  const conditions = ["event_id = $1"];
  if (scope.teams) {
    params.push(scope.teams.after, scope.teams.upTo);
    conditions.push("team_id > $3", "team_id <= $4");
  }
  if (scope.meritOnly) conditions.push(`rank <= ${MERIT_RANKS}`);
  const entries = `(SELECT team_id, rank FROM ${ENTRY_TABLES[scope.source]} WHERE ${conditions.join(" AND ")}) e`;
  const { rows } = await tx.query<{ due: number; issued: number }>(
    `WITH ${dueSql(entries)},
     issued AS (
       INSERT INTO certificates (id, user_id, event_id, kind, rank, holder_name, publication_id, event_name, edition)
       SELECT ${NEW_ID}, d.user_id, $1, d.kind, d.rank, coalesce(nullif(trim(u.name), ''), 'Participant'), $2,
         (SELECT name FROM events WHERE id = $1), (SELECT content->>'title' FROM festival)
       FROM due d JOIN users u ON u.id = d.user_id
       ON CONFLICT (user_id, event_id, kind) WHERE from_results AND NOT revoked_by_correction DO NOTHING
       RETURNING 1
     )
     SELECT (SELECT count(*)::int FROM due) AS due, (SELECT count(*)::int FROM issued) AS issued`,
    params,
  );
  return { issued: rows[0]?.issued ?? 0, due: rows[0]?.due ?? 0 };
}

/** The certificates a publication issued, with their holders (for an amendment's mail and listeners). */
export async function issuedBy(db: Queryable, publicationId: number): Promise<CertificateHolder[]> {
  const { rows } = await db.query<CertificateHolder & Record<string, unknown>>(
    "SELECT id, user_id, kind, rank FROM certificates WHERE publication_id = $1 ORDER BY user_id, kind",
    [publicationId],
  );
  return rows;
}

/** One certificate that changed hands in a correction: its id, its holder (a user id), kind and rank. */
export interface CertificateHolder {
  id: string;
  user_id: number;
  kind: CertificateKind;
  rank: number | null;
}

/**
 * Revokes, with `reason`, the event's certificates in force that the results in force no longer make due (a team
 * removed, a merit rank changed or lost), marking them revoked by a correction so a later amendment may issue them
 * again. Row locks on this event's certificates only. Returns what it revoked.
 */
export async function revokeNoLongerDue(tx: Queryable, eventId: number, reason: string): Promise<CertificateHolder[]> {
  const { rows } = await tx.query<CertificateHolder & Record<string, unknown>>(
    `WITH ${dueSql(SAVED_ENTRIES)}
     UPDATE certificates c SET revoked_at = now(), revoked_reason = $2, revoked_by_correction = true
     WHERE c.event_id = $1 AND c.from_results AND c.revoked_at IS NULL AND ${settledSql("c")}
       AND NOT EXISTS (SELECT 1 FROM due d WHERE d.user_id = c.user_id AND d.kind = c.kind
                       AND d.rank IS NOT DISTINCT FROM c.rank)
     RETURNING c.id, c.user_id, c.kind, c.rank`,
    [eventId, reason],
  );
  return rows;
}

/**
 * What publishing `entries` as an amendment would do to the event's certificates: those it would issue (due and not
 * held in force with the same kind and rank, and not revoked by an organiser) and those it would revoke (held in
 * force, no longer due). Counts are complete; each list has at most `listed` rows, by name.
 */
export async function certificateDiff(
  db: Queryable,
  eventId: number,
  entries: Array<{ team: number; rank: number | null }>,
  listed: number,
): Promise<CertificateDiff> {
  const { rows } = await db.query<CertificateChange & { change: "gained" | "lost"; total: number }>(
    `WITH ${dueSql("unnest($2::int[], $3::int[]) AS e (team_id, rank)")},
     held AS (SELECT c.user_id, c.kind, c.rank, c.holder_name FROM certificates c
              WHERE c.event_id = $1 AND c.from_results AND c.revoked_at IS NULL AND ${settledSql("c")}),
     gained AS (
       SELECT coalesce(nullif(trim(u.name), ''), 'Participant') AS name, t.name AS team_name, d.kind, d.rank
       FROM due d JOIN users u ON u.id = d.user_id JOIN teams t ON t.id = d.team_id
       WHERE NOT EXISTS (SELECT 1 FROM held h WHERE h.user_id = d.user_id AND h.kind = d.kind
                         AND h.rank IS NOT DISTINCT FROM d.rank)
         AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.event_id = $1 AND c.user_id = d.user_id
                         AND c.kind = d.kind AND c.from_results AND c.revoked_at IS NOT NULL
                         AND NOT c.revoked_by_correction AND ${settledSql("c")})
     ),
     lost AS (
       SELECT h.holder_name AS name, coalesce(t.name, '') AS team_name, h.kind, h.rank
       FROM held h LEFT JOIN team_members m ON m.user_id = h.user_id AND m.event_id = $1
       LEFT JOIN teams t ON t.id = m.team_id
       WHERE NOT EXISTS (SELECT 1 FROM due d WHERE d.user_id = h.user_id AND d.kind = h.kind
                         AND d.rank IS NOT DISTINCT FROM h.rank)
     )
     (SELECT 'gained' AS change, (SELECT count(*)::int FROM gained) AS total, g.* FROM gained g
      ORDER BY g.name, g.kind LIMIT $4)
     UNION ALL
     (SELECT 'lost', (SELECT count(*)::int FROM lost), l.* FROM lost l ORDER BY l.name, l.kind LIMIT $4)`,
    [eventId, entries.map((entry) => entry.team), entries.map((entry) => entry.rank), listed],
  );
  const of = (change: "gained" | "lost") =>
    rows
      .filter((row) => row.change === change)
      .map(({ name, team_name, kind, rank }) => ({ name, team_name, kind, rank }));
  const total = (change: "gained" | "lost") => rows.find((row) => row.change === change)?.total ?? 0;
  return { gained_count: total("gained"), lost_count: total("lost"), gained: of("gained"), lost: of("lost") };
}

/** Revokes a certificate in force; false when it is revoked already. The row stays for verification. */
export async function revokeCertificate(tx: Queryable, id: string, reason: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    `UPDATE certificates c SET revoked_at = now(), revoked_reason = $2
     WHERE c.id = $1 AND c.revoked_at IS NULL AND ${settledSql("c")}`,
    [id, reason],
  );
  return rowCount > 0;
}

/** Whether a certificate with this id can be seen (it exists, and its publication is done). */
export async function certificateSettled(db: Queryable, id: string): Promise<boolean> {
  const { rowCount } = await db.query(`SELECT 1 FROM certificates c WHERE c.id = $1 AND ${settledSql("c")}`, [id]);
  return rowCount > 0;
}

export interface CertificateFilter {
  eventId: number | null;
  /** An ILIKE pattern on the holder's name (at issue or now) or e-mail. */
  pattern: string | null;
}

/** The filter as SQL conditions on `c` (certificates); the search as a union the trigram indexes serve. */
function certificateConditions({ eventId, pattern }: CertificateFilter, search: string, params: unknown[]): string[] {
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
  return conditions;
}

export async function certificatePage(
  db: Queryable,
  filter: CertificateFilter,
  search: string,
  limit: number,
  offset: number,
): Promise<[number, AdminCertificate[]]> {
  const params: unknown[] = [];
  const conditions = certificateConditions(filter, search, params);
  const where = `WHERE ${[settledSql("c"), ...conditions].join(" AND ")}`;
  const n = params.length;
  // Counted as every matching row less those of a publication under way (usually none): each count then reads an
  // index alone, where counting with settledSql reads every row's publication_id from the table.
  const matching = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT ((SELECT count(*) FROM certificates c ${matching}) -
       (SELECT count(*) FROM publications p JOIN certificates c ON c.publication_id = p.id
        ${matching ? `${matching} AND` : "WHERE"} p.done_at IS NULL))::int AS n`,
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
