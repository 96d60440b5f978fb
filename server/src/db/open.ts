import { mkdirSync } from "node:fs";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import type { Db } from "./types";

export interface DbOptions {
  /** A PostgreSQL server; without it the embedded database is used. */
  databaseUrl?: string;
  /** The embedded database's folder; undefined keeps it in memory. */
  dataDir?: string;
  /** PostgreSQL only: a schema of its own (tests). */
  schema?: string;
}

export async function openDb({ databaseUrl, dataDir, schema }: DbOptions): Promise<Db> {
  if (databaseUrl) return openPostgres(databaseUrl, schema);
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}
