import type { BatchedQuery, Db, Row } from "../db/types";

/** A cell of an export, as the database returns it. */
type Cell = string | number | boolean | Date | null;

/**
 * Rows read per batch of an export: a FETCH from the cursor on PostgreSQL; on PGlite a keyset statement that holds the
 * single connection, so smaller there (a participant's call waits for one batch at most).
 */
const exportBatchRows = (db: Db) => (db.kind === "pglite" ? 250 : 1000);

/** An export's rows as lists of cells in the query's column order, each batch read when the consumer asks for it. */
export async function* exportRows(db: Db, query: BatchedQuery): AsyncGenerator<Cell[][]> {
  for await (const rows of db.batches<Row>(query, exportBatchRows(db))) {
    yield rows.map((row) => Object.values(row) as Cell[]);
  }
}
