import { join, sep } from "node:path";
import Postgrator from "postgrator";
import type { Db, Queryable } from "./types";

/**
 * The schema is the numbered SQL files of server/migrations (`NNN.do.<name>.sql`), applied in order by postgrator and
 * recorded in schema_migrations, the table releases before the files already kept (version, name, applied_at), with
 * postgrator's md5 and run_at beside them. A released file never changes (its checksum is checked at every start):
 * add the next number instead (docs/architecture.md, "Adding a migration").
 */
export const MIGRATIONS_DIR = join(__dirname, "..", "..", "migrations");

/** The advisory lock every API process takes on PostgreSQL while it migrates ("code" in ASCII). */
export const MIGRATION_LOCK = 0x636f6465;

export const newerSchemaMessage = (found: number, known: number) =>
  `The database's schema is at version ${found}, newer than this build knows (${known}): it was migrated by a newer ` +
  "release. Refusing to start; run the newer release, or restore a backup taken before that upgrade.";

export const failedMigrationMessage = (file: string, at: number, reason: string) =>
  `Migration ${file} failed: ${reason}. Nothing of this start's migrations was kept: the database stays at schema ` +
  `version ${at}. Refusing to start; fix the migration (or the data it tripped on) and start again.`;

/**
 * The version table, as releases before the SQL files made it, with the two columns postgrator adds (nullable: steps
 * recorded before have no checksum, so postgrator does not check them). Made before postgrator looks, so a database
 * migrated by those releases is simply at its version (14) and a fresh one gets the same table; idempotent.
 */
const VERSION_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now()
  );
  ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS md5 text, ADD COLUMN IF NOT EXISTS run_at timestamptz;
`;

function runner(tx: Queryable, dir: string) {
  return new Postgrator({
    // glob wants forward slashes, also on Windows.
    migrationPattern: `${dir.split(sep).join("/")}/*.do.*.sql`,
    driver: "pg",
    schemaTable: "schema_migrations",
    // Checksums of the files' text with LF line ends, whatever a checkout did to them.
    newline: "LF",
    execQuery: (sql) => tx.query(sql),
    execSqlScript: (sql) => tx.exec(sql),
  });
}

/**
 * Applies every file (up to version `upTo`) newer than the database's version, and returns the versions applied.
 * The whole run is one transaction: a file that fails rolls back every step of this run with it, and the error says
 * which file and at which version the database stays. On PostgreSQL the transaction first takes an advisory lock, so
 * processes that start together migrate one after the other (the later ones wait, then find nothing to do); the
 * embedded database has one owner process. A schema newer than the last file is refused with a clear message.
 * `dir` is for tests.
 */
export async function migrate(db: Db, upTo = Infinity, dir = MIGRATIONS_DIR): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (db.kind === "postgres") await tx.query("SELECT pg_advisory_xact_lock($1)", [MIGRATION_LOCK]);
    await tx.exec(VERSION_TABLE);
    const postgrator = runner(tx, dir);
    const known = await postgrator.getMaxVersion();
    const found = await postgrator.getDatabaseVersion();
    if (found > known) throw new Error(newerSchemaMessage(found, known));
    let current = "";
    postgrator.on("migration-started", (step) => {
      current = `${String(step.version).padStart(3, "0")}.do.${step.name}.sql`;
    });
    try {
      const applied = await postgrator.migrate(upTo === Infinity ? "max" : String(upTo));
      return applied.map((step) => step.version);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Before any file ran (a checksum that no longer matches, two files with one number): said as it is.
      if (!current) throw new Error(`${reason}. Refusing to start.`, { cause: error });
      throw new Error(failedMigrationMessage(current, found, reason), { cause: error });
    }
  });
}
