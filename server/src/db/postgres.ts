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
  };
}

// Counts and ids come back as numbers, as they do from PGlite.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** A PostgreSQL server through a connection pool; `schema` (tests) puts every table in its own schema. */
export async function openPostgres(connectionString: string, schema?: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const direct = wrap(pool);
  return {
    kind: "postgres",
    query: (sql, params, options) => direct.query(sql, params, options),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work(wrap(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
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
