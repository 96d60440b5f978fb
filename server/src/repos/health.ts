import type { Queryable } from "../db/types";

/** Asks the database the smallest question there is; resolves once it answered, rejects when it cannot. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query("SELECT 1");
}
