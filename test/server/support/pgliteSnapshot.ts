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

/**
 * A snapshot's bytes as a Blob whose `arrayBuffer()` (how PGlite reads a data folder's copy) hands over a copy of them
 * at once. Node's own Blob gives its bytes back in small pieces, put together again: 0.5 to 0.8 s for the 42 MB
 * copy, at every database a test makes (about a third of making one). Everything else reads it as any Blob.
 */
class SnapshotBlob extends Blob {
  constructor(private readonly content: Uint8Array<ArrayBuffer>) {
    super([content], { type: "application/x-tar" });
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const copy = new Uint8Array(this.content.byteLength);
    copy.set(this.content);
    return Promise.resolve(copy.buffer);
  }
}

/** The file read once per test file (each database gets its own copy of the bytes). */
let snapshotBytes: { file: string; bytes: Uint8Array<ArrayBuffer> } | undefined;

/** The run's migrated snapshot for an in-memory database, or undefined (none made: a new database then). */
export function migratedSnapshot(): Blob | undefined {
  const file = process.env[SNAPSHOT_FILE];
  if (!file) return undefined;
  if (snapshotBytes?.file !== file) snapshotBytes = { file, bytes: new Uint8Array(readFileSync(file)) };
  return new SnapshotBlob(snapshotBytes.bytes);
}
