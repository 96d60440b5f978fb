import { randomUUID } from "node:crypto";
import { migrate } from "../../../server/src/db/migrations";
import { openDb } from "../../../server/src/db/open";
import { seedContent } from "../../../server/src/db/seed";
import type { Db } from "../../../server/src/db/types";
import { migratedSnapshot } from "./pgliteSnapshot";

/**
 * A migrated database holding the festival's events, for tests that call services and repositories without the API:
 * a throw-away schema on `DATABASE_URL`'s server (dropped by `close`), or PGlite in memory without it.
 */
export async function openMigratedDb(): Promise<{ db: Db; close: () => Promise<void> }> {
  const schema = process.env.DATABASE_URL ? `test_${randomUUID().replace(/-/g, "")}` : undefined;
  const databaseUrl = process.env.DATABASE_URL;
  const db = await openDb({ databaseUrl, schema, snapshot: databaseUrl ? undefined : migratedSnapshot() });
  await migrate(db);
  await seedContent(db);
  return {
    db,
    async close() {
      if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    },
  };
}
