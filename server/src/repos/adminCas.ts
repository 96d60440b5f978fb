import type { AdminAmbassador, AmbassadorPatch } from "../../../contract/admin";
import type { Queryable } from "../db/types";

const COLUMNS = "caid, name, institute_name, points, comment, last_updated";

type Row = AdminAmbassador & { last_updated: Date | string } & Record<string, unknown>;
const shape = (row: Row): AdminAmbassador => ({ ...row, last_updated: new Date(row.last_updated).toISOString() });

/** Every ambassador, best first (as `cas/` orders them). */
export async function allAmbassadors(db: Queryable): Promise<AdminAmbassador[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM campus_ambassadors ORDER BY points DESC, id`);
  return rows.map(shape);
}

export async function findAmbassador(db: Queryable, caid: string, lock = false): Promise<AdminAmbassador | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${COLUMNS} FROM campus_ambassadors WHERE caid = $1${lock ? " FOR UPDATE" : ""}`,
    [caid],
  );
  return rows[0] ? shape(rows[0]) : null;
}

/** Adds an ambassador; null when the CAID is taken. */
export async function insertAmbassador(
  tx: Queryable,
  values: Omit<AdminAmbassador, "last_updated">,
): Promise<AdminAmbassador | null> {
  const { rows } = await tx.query<Row>(
    `INSERT INTO campus_ambassadors (caid, name, institute_name, points, comment) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (caid) DO NOTHING RETURNING ${COLUMNS}`,
    [values.caid, values.name, values.institute_name, values.points, values.comment],
  );
  return rows[0] ? shape(rows[0]) : null;
}

export async function updateAmbassador(tx: Queryable, caid: string, patch: AmbassadorPatch): Promise<AdminAmbassador> {
  const { rows } = await tx.query<Row>(
    `UPDATE campus_ambassadors SET name = coalesce($2, name), institute_name = coalesce($3, institute_name),
       points = coalesce($4, points), comment = coalesce($5, comment), last_updated = now()
     WHERE caid = $1 RETURNING ${COLUMNS}`,
    [caid, patch.name ?? null, patch.institute_name ?? null, patch.points ?? null, patch.comment ?? null],
  );
  return shape(rows[0]);
}

export async function deleteAmbassador(tx: Queryable, caid: string): Promise<void> {
  await tx.query("DELETE FROM campus_ambassadors WHERE caid = $1", [caid]);
}
