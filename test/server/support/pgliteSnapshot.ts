import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { migrate } from "../../../server/src/db/migrations";
import { openDb } from "../../../server/src/db/open";
import { seedContent } from "../../../server/src/db/seed";

/** Where the run's snapshot is: set by the global set-up, read by every test process it starts. */
const SNAPSHOT_FILE = "CODEFEST_PGLITE_SNAPSHOT";

/**
 * Making a PGlite database takes seconds (a new cluster, then every migration); loading a copy of a data folder takes a
 * fraction of that. The global set-ups (server tests, browser tests) make one migrated database holding the events,
 * dump it to a file and name it in the environment; each in-memory database of the run then starts from it (the
 * harness still migrates and seeds it, as the server does at every start: both find nothing to do). Returns the
 * clean-up.
 */
export async function makeMigratedSnapshot(): Promise<() => void> {
  const folder = mkdtempSync(path.join(tmpdir(), "codefest-pglite-snapshot-"));
  const dataDir = path.join(folder, "data");
  const db = await openDb({ dataDir });
  await migrate(db);
  await seedContent(db);
  await db.close();
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  rmSync(dataDir, { recursive: true, force: true });
  process.env[SNAPSHOT_FILE] = file;
  return () => {
    delete process.env[SNAPSHOT_FILE];
    rmSync(folder, { recursive: true, force: true });
  };
}

/** The run's migrated snapshot for an in-memory database, or undefined (none made: a new database then). */
export function migratedSnapshot(): Blob | undefined {
  const file = process.env[SNAPSHOT_FILE];
  return file ? new Blob([readFileSync(file)]) : undefined;
}
