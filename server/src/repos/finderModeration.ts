import type { AdminFinderReport } from "../../../contract/finderAdmin";
import type { Queryable } from "../db/types";
import { isoUtcSql } from "./schedule";

/** Reports, the organisers' blocks from the finder (bans) and the finder's counts (migration 20). */

/** Whether an organiser has blocked the user from the finder. */
export async function isBanned(db: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM finder_bans WHERE user_id = $1", [userId]);
  return rowCount > 0;
}

/** Blocks the user from the finder; false when they already were. */
export async function insertBan(tx: Queryable, userId: number, organiserId: number, reason: string): Promise<boolean> {
  const { rowCount } = await tx.query(
    "INSERT INTO finder_bans (user_id, banned_by, reason) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
    [userId, organiserId, reason],
  );
  return rowCount > 0;
}

/** Lifts the user's block; false when there was none. */
export async function deleteBan(tx: Queryable, userId: number): Promise<boolean> {
  const { rowCount } = await tx.query("DELETE FROM finder_bans WHERE user_id = $1", [userId]);
  return rowCount > 0;
}

/** A report by `reporterId` (the same one, open, is not made twice): its id. */
export async function insertReport(
  tx: Queryable,
  report: { reporterId: number; listingId: number; requestId: number | null; reason: string },
): Promise<number> {
  const params = [report.reporterId, report.listingId, report.requestId, report.reason];
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO finder_reports (reporter_id, listing_id, request_id, reason) VALUES ($1, $2, $3, $4)
     ON CONFLICT (reporter_id, listing_id, coalesce(request_id, 0)) WHERE closed_at IS NULL DO NOTHING RETURNING id`,
    params,
  );
  if (rows[0]) return rows[0].id;
  const { rows: open } = await tx.query<{ id: number }>(
    `SELECT id FROM finder_reports WHERE reporter_id = $1 AND listing_id = $2
       AND coalesce(request_id, 0) = coalesce($3::int, 0) AND closed_at IS NULL`,
    params.slice(0, 3),
  );
  return open[0].id;
}

/** An open report, locked: what it is about. */
export async function lockOpenReport(
  tx: Queryable,
  id: number,
): Promise<{ id: number; listing_id: number; request_id: number | null } | null> {
  const { rows } = await tx.query<{ id: number; listing_id: number; request_id: number | null }>(
    "SELECT id, listing_id, request_id FROM finder_reports WHERE id = $1 AND closed_at IS NULL FOR UPDATE",
    [id],
  );
  return rows[0] ?? null;
}

/** Which open reports an organiser's action closes: one report, every one of a listing, or every one about a person. */
export type ReportScope = { reportId: number } | { listingId: number } | { aboutUserId: number };

/** Closes the open reports in `scope` with `outcome`; returns how many. */
export async function closeReports(
  tx: Queryable,
  scope: ReportScope,
  outcome: "hidden" | "banned" | "dismissed",
  organiserId: number,
): Promise<number> {
  const [condition, value] =
    "reportId" in scope
      ? ["f.id = $1", scope.reportId]
      : "listingId" in scope
        ? ["f.listing_id = $1", scope.listingId]
        : [
            `(CASE WHEN f.request_id IS NULL THEN (SELECT l.user_id FROM finder_listings l WHERE l.id = f.listing_id)
               ELSE (SELECT r.sender_id FROM finder_requests r WHERE r.id = f.request_id) END) = $1`,
            scope.aboutUserId,
          ];
  const { rowCount } = await tx.query(
    `UPDATE finder_reports f SET closed_at = now(), closed_by = $2, outcome = $3 WHERE ${condition} AND f.closed_at IS NULL`,
    [value, organiserId, outcome],
  );
  return rowCount;
}

const person = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', coalesce(nullif(trim(${alias}.name), ''), 'Participant'), 'email', ${alias}.email)`;

const REPORT_FROM = `finder_reports f JOIN finder_listings l ON l.id = f.listing_id JOIN events e ON e.id = l.event_id
  LEFT JOIN teams t ON t.id = l.team_id LEFT JOIN finder_requests r ON r.id = f.request_id
  JOIN users rep ON rep.id = f.reporter_id JOIN users o ON o.id = l.user_id LEFT JOIN users s ON s.id = r.sender_id`;

const REPORT_WHERE = "($1::text IS NULL OR ($1 = 'open') = (f.closed_at IS NULL))";

/** A page of reports (open or closed or both), newest first, and how many match. */
export async function reportPage(
  db: Queryable,
  status: "open" | "closed" | null,
  limit: number,
  offset: number,
): Promise<[number, AdminFinderReport[]]> {
  const { rows: counted } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM finder_reports f WHERE ${REPORT_WHERE}`,
    [status],
  );
  const { rows } = await db.query<{ report: AdminFinderReport }>(
    `SELECT json_build_object(
       'id', f.id, 'created_at', ${isoUtcSql("f.created_at")}, 'reason', f.reason, 'reporter', ${person("rep")},
       'event', e.slug,
       'listing', json_build_object('id', l.id, 'note', l.note, 'owner', ${person("o")},
         'team_name', CASE WHEN l.kind = 'team' THEN t.name END, 'hidden', l.hidden_at IS NOT NULL),
       'request', CASE WHEN r.id IS NOT NULL THEN json_build_object('id', r.id, 'message', r.message,
         'sender', ${person("s")}) END,
       'about', CASE WHEN r.id IS NOT NULL THEN ${person("s")} ELSE ${person("o")} END,
       'about_banned', EXISTS (SELECT 1 FROM finder_bans b WHERE b.user_id = coalesce(s.id, o.id)),
       'status', CASE WHEN f.closed_at IS NULL THEN 'open' ELSE 'closed' END,
       'outcome', f.outcome,
       'closed_at', ${isoUtcSql("f.closed_at")}) AS report
     FROM ${REPORT_FROM} WHERE ${REPORT_WHERE} ORDER BY f.id DESC LIMIT $2 OFFSET $3`,
    [status, limit, offset],
  );
  return [counted[0].n, rows.map((row) => row.report)];
}

/** What the audit entry of a hidden listing names: the owner and the event. */
export async function listingForAudit(
  db: Queryable,
  id: number,
): Promise<{ id: number; event: string; owner: { id: number; name: string; email: string }; note: string } | null> {
  const { rows } = await db.query<{
    id: number;
    event: string;
    owner: { id: number; name: string; email: string };
    note: string;
  }>(
    `SELECT l.id, e.slug AS event, ${person("o")} AS owner, l.note
     FROM finder_listings l JOIN events e ON e.id = l.event_id JOIN users o ON o.id = l.user_id WHERE l.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** A person as the audit log names them, or null for no such user. */
export async function personForAudit(
  db: Queryable,
  id: number,
): Promise<{ id: number; name: string; email: string } | null> {
  const { rows } = await db.query<{ person: { id: number; name: string; email: string } }>(
    `SELECT ${person("u")} AS person FROM users u WHERE u.id = $1`,
    [id],
  );
  return rows[0]?.person ?? null;
}
