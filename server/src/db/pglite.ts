import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Mutex } from "./mutex";
import { preparedQueries } from "./pglitePrepared";
import type { Db, Queryable, QueryOptions, QueryResult, Row } from "./types";

function wrap(target: PGlite | Transaction): Queryable {
  // A transaction runs its statements plainly: PGlite offers named statements on the connection only.
  const prepared = "execProtocol" in target ? preparedQueries(target) : null;
  return {
    async query<T extends Row>(
      sql: string,
      params: unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<T>> {
      const result = prepared && options.prepare ? await prepared<T>(sql, params) : await target.query<T>(sql, params);
      return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
    },
  };
}

/**
 * The embedded database. PGlite has a single connection, so every statement and transaction takes turns through
 * one mutex: a transaction sees no other writer, which is what row locks give on a real server.
 * `dataDir` undefined keeps everything in memory.
 */
export async function openPglite(dataDir?: string): Promise<Db> {
  // pg_trgm backs the console's substring searches (migration 8).
  const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  const mutex = new Mutex();
  const direct = wrap(pglite);
  return {
    kind: "pglite",
    query: (sql, params, options) => mutex.run(() => direct.query(sql, params, options)),
    transaction: (work) => mutex.run(() => pglite.transaction((tx) => work(wrap(tx)))),
    exec: (sql) =>
      mutex.run(async () => {
        await pglite.exec(sql);
      }),
    close: () => mutex.run(() => pglite.close()),
  };
}
