import pg from "pg";
import { statementName } from "./statementName";
import type { BatchedQuery, Db, Queryable, QueryOptions, QueryResult, Row } from "./types";

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(
      sql: string,
      params: unknown[] = [],
      options: QueryOptions = {},
    ): Promise<QueryResult<T>> {
      // pg keeps a named statement prepared on each connection of the pool that has run it.
      const name = options.prepare ? statementName(sql) : undefined;
      const result = await target.query<T>({ text: sql, values: params, name });
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters pg sends the text as a simple query: several statements run in one round trip.
      await target.query(sql);
    },
  };
}

// Counts and ids come back as numbers, as they do from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  /** Every table in this schema (tests). */
  schema?: string;
  /** Connections this process opens at most (DB_POOL_MAX). */
  poolMax?: number;
  /** How long a request waits for a connection (a new one or a free one of the pool) before it fails (ms). */
  connectTimeoutMs?: number;
  /** The server cancels a statement running longer than this (ms); 0: no limit. */
  statementTimeoutMs?: number;
  /** Told about connections the server ended or lost while they were idle or in use (the pool drops them). */
  onConnectionError?: (error: Error) => void;
}

export const POSTGRES_DEFAULTS = { poolMax: 10, connectTimeoutMs: 3_000, statementTimeoutMs: 30_000 } as const;

/**
 * A PostgreSQL server through a connection pool. A connection the server ends (a restart, a failover,
 * pg_terminate_backend, a pooler's idle timeout) is reported and dropped, never an unhandled 'error' event that ends
 * the process; requests that needed it fail with an error `isDatabaseUnavailable` recognises, and the next ones
 * open new connections.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<Db> {
  const { schema, onConnectionError = defaultReport } = options;
  const poolMax = options.poolMax ?? POSTGRES_DEFAULTS.poolMax;
  const connectTimeoutMs = options.connectTimeoutMs ?? POSTGRES_DEFAULTS.connectTimeoutMs;
  const statementTimeoutMs = options.statementTimeoutMs ?? POSTGRES_DEFAULTS.statementTimeoutMs;
  const pool = new pg.Pool({
    connectionString,
    max: poolMax,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs > 0 ? statementTimeoutMs : undefined,
    keepAlive: true,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle connection that errors (the server ended it) is removed by the pool, which then emits this.
  pool.on("error", (error) => onConnectionError(error));
  if (schema) {
    const admin = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const direct = wrap(pool);
  return {
    kind: "postgres",
    yieldTurn: () => new Promise((resolve) => setImmediate(resolve)),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    query: (sql, params, queryOptions) => direct.query(sql, params, queryOptions),
    async transaction(work) {
      const client = await pool.connect();
      // A connection in use has no listener of the pool's: its 'error' (the server ended it mid-transaction) lands here.
      const onError = (error: Error) => onConnectionError(error);
      client.on("error", onError);
      let broken: Error | undefined;
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        try {
          await client.query("ROLLBACK");
        } catch (rollbackError) {
          // The connection is gone: the transaction was rolled back with it. Throw the first error, drop the connection.
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        }
        throw error;
      } finally {
        client.removeListener("error", onError);
        // A client that errored keeps a listener so a late second error is not unhandled either.
        if (broken) client.on("error", () => undefined);
        client.release(broken);
      }
    },
    async *batches<T extends Row>(query: BatchedQuery, size: number) {
      const client = await pool.connect();
      let failed = false;
      try {
        await client.query("BEGIN READ ONLY");
        await client.query({
          text: `DECLARE export_rows NO SCROLL CURSOR FOR ${query.sql("true")}`,
          values: query.params,
        });
        for (;;) {
          const { rows } = await client.query<T>(`FETCH ${Math.max(1, Math.floor(size))} FROM export_rows`);
          if (rows.length === 0) break;
          yield rows;
          if (rows.length < size) break;
        }
      } catch (error) {
        failed = true;
        throw error;
      } finally {
        // Also when the consumer stops early (a client that went away): the cursor ends with its transaction.
        await client.query(failed ? "ROLLBACK" : "COMMIT").catch(() => undefined);
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

function defaultReport(error: Error) {
  console.error(`database connection lost: ${error.message}`);
}
