import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Mutex } from "./mutex";
import { preparedQueries } from "./pglitePrepared";
import type { BatchedQuery, Db, Queryable, QueryOptions, QueryResult, Row } from "./types";

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
    async exec(sql: string) {
      await target.exec(sql);
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
    async *batches<T extends Row>(query: BatchedQuery, size: number) {
      let after: unknown[] | null = null;
      const limit = Math.max(1, Math.floor(size));
      for (;;) {
        const n = query.params.length;
        const condition =
          after === null
            ? "true"
            : `(${query.key.join(", ")}) > (${query.key.map((_, index) => `$${n + index + 1}`).join(", ")})`;
        const { rows } = await mutex.run(() =>
          direct.query<T>(`${query.sql(condition)} LIMIT ${limit}`, [...query.params, ...(after ?? [])]),
        );
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < limit) return;
        after = query.keyOf(rows[rows.length - 1]);
        // Let the requests queued meanwhile (a participant's events/) run before the next batch.
        await new Promise((resolve) => setImmediate(resolve));
      }
    },
    exec: (sql) =>
      mutex.run(async () => {
        await pglite.exec(sql);
      }),
    close: () => mutex.run(() => pglite.close()),
  };
}
