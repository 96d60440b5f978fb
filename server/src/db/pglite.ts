import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { Mutex } from "./mutex";
import { preparedQueries } from "./pglitePrepared";
import {
  type BatchedQuery,
  type Db,
  type Queryable,
  type QueryOptions,
  type QueryResult,
  type Row,
  YIELD_MAX_MS,
} from "./types";

/**
 * What one export batch may hold the connection for. PGlite runs in this thread, so a batch also holds the event
 * loop: batches shrink (down to MIN_BATCH rows) when one takes longer, and grow back (up to the size asked) when quick.
 */
const BATCH_TARGET_MS = 60;
const MIN_BATCH = 100;

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
 * `dataDir` undefined keeps everything in memory, starting from `snapshot` (a dumped data folder) when given.
 */
export async function openPglite(dataDir?: string, snapshot?: Blob): Promise<Db> {
  // pg_trgm backs the console's substring searches (migration 8).
  const pglite = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(snapshot && !dataDir ? { loadDataDir: snapshot } : {}),
  });
  const mutex = new Mutex();
  const direct = wrap(pglite);
  return {
    kind: "pglite",
    query: (sql, params, options) => mutex.run(() => direct.query(sql, params, options)),
    transaction: (work) => mutex.run(() => pglite.transaction((tx) => work(wrap(tx)))),
    yieldTurn: () => mutex.idle(YIELD_MAX_MS),
    poolState: () => {
      const { held, waiting } = mutex.state();
      return { total: 1, idle: held ? 0 : 1, waiting };
    },
    async *batches<T extends Row>(query: BatchedQuery, size: number) {
      let after: unknown[] | null = null;
      const most = Math.max(1, Math.floor(size));
      let limit = most;
      for (;;) {
        const n = query.params.length;
        const condition =
          after === null
            ? "true"
            : `(${query.key.join(", ")}) > (${query.key.map((_, index) => `$${n + index + 1}`).join(", ")})`;
        let took = 0;
        const { rows } = await mutex.run(async () => {
          const started = performance.now();
          const result = await direct.query<T>(`${query.sql(condition)} LIMIT ${limit}`, [
            ...query.params,
            ...(after ?? []),
          ]);
          took = performance.now() - started;
          return result;
        });
        if (rows.length === 0) return;
        yield rows;
        if (rows.length < limit) return;
        after = query.keyOf(rows[rows.length - 1]);
        if (took > BATCH_TARGET_MS) limit = Math.max(MIN_BATCH, Math.floor(limit / 2));
        else if (took < BATCH_TARGET_MS / 2) limit = Math.min(most, limit * 2);
        // Let the requests queued meanwhile (a participant's events/, all its statements) run before the next batch.
        await mutex.idle(YIELD_MAX_MS);
      }
    },
    exec: (sql) =>
      mutex.run(async () => {
        await pglite.exec(sql);
      }),
    close: () => mutex.run(() => pglite.close()),
  };
}
