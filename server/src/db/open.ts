import { mkdirSync } from "node:fs";
import { openPglite } from "./pglite";
import { openPostgres, type PostgresOptions } from "./postgres";
import type { Db } from "./types";

export interface DbOptions extends PostgresOptions {
  /** A PostgreSQL server; without it the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder; undefined keeps it in memory. */
  dataDir?: string;
  /**
   * In memory only: start from this copy of a data folder (PGlite's `dumpDataDir()`) instead of making a new cluster,
   * which takes seconds. The tests start from a migrated copy made once per run.
   */
  snapshot?: Blob;
}

export async function openDb({ databaseUrl, dataDir, snapshot, ...postgres }: DbOptions): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl, postgres);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir, snapshot);
}
