import type { AuditAction, AuditEntry } from "../../../contract/admin";
import type { Queryable } from "../db/types";

/** Who made a change: a user of the console, or the organiser command (id 0). */
export interface Actor {
  id: number;
  email: string;
}

export const COMMAND_LINE: Actor = { id: 0, email: "command line" };

/**
 * Records a change. Call it with the transaction that makes the change, so a failed change leaves no entry. The
 * table refuses UPDATE and DELETE (rules in the migration): the log is append-only.
 */
export async function recordAudit(
  tx: Queryable,
  actor: Actor,
  action: AuditAction,
  target: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  await tx.query("INSERT INTO audit_log (actor_id, actor_email, action, target, details) VALUES ($1, $2, $3, $4, $5)", [
    actor.id,
    actor.email,
    action,
    target,
    JSON.stringify(details),
  ]);
}

interface AuditRow extends Record<string, unknown> {
  id: string | number;
  at: Date | string;
  actor_id: number;
  actor_email: string;
  action: string;
  target: string;
  details: Record<string, unknown> | string;
}

export interface AuditFilter {
  /** One action, exactly. */
  action: string | null;
  /** An ILIKE pattern on the e-mail of who made the change. */
  actorPattern: string | null;
}

const AUDIT_WHERE = "WHERE ($1::text IS NULL OR action = $1) AND ($2::text IS NULL OR actor_email ILIKE $2)";

/** One page of the log, newest first, and how many entries match. */
export async function auditPage(
  db: Queryable,
  { action, actorPattern }: AuditFilter,
  limit: number,
  offset: number,
): Promise<[number, AuditEntry[]]> {
  const { rows: counted } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log ${AUDIT_WHERE}`, [
    action,
    actorPattern,
  ]);
  const { rows } = await db.query<AuditRow>(
    `SELECT * FROM audit_log ${AUDIT_WHERE} ORDER BY id DESC LIMIT $3 OFFSET $4`,
    [action, actorPattern, limit, offset],
  );
  return [
    counted[0].n,
    rows.map((row) => ({
      id: Number(row.id),
      at: new Date(row.at).toISOString(),
      actor: { id: row.actor_id, email: row.actor_email },
      action: row.action,
      target: row.target,
      details: typeof row.details === "string" ? (JSON.parse(row.details) as Record<string, unknown>) : row.details,
    })),
  ];
}
