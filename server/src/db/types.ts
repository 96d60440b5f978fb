/** A row as the database returns it. */
export type Row = Record<string, unknown>;

export interface QueryResult<T extends Row = Row> {
  rows: T[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared (parsed and planned once per connection, under a name made from its text): for the
   * statements of the busiest calls. Its result columns must not depend on the schema (name them: no `*`). On PGlite,
   * inside a transaction it runs as a plain statement.
   */
  prepare?: boolean;
}

/** What both adapters offer: the same SQL (PostgreSQL dialect, $1 parameters) runs on PGlite and on PostgreSQL. */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs several statements separated by semicolons, without parameters (migrations: server/src/db/migrations.ts). */
  exec(sql: string): Promise<void>;
}

/**
 * A long read taken in batches (exports). `sql(after)` is the query with `after` as one more condition of its WHERE
 * and an ORDER BY on `key`; PostgreSQL reads it through a cursor (DECLARE/FETCH in one transaction, `after` = true),
 * PGlite by keyset (`after` = the key after the last row's), each batch a statement of its own, so other callers take
 * turns on its single connection between batches.
 */
export interface BatchedQuery {
  sql: (after: string) => string;
  params: unknown[];
  /** The ORDER BY expressions, unique together, in order. */
  key: string[];
  /** The key's values in a row. */
  keyOf: (row: Row) => unknown[];
}

export interface Db extends Queryable {
  /** The rows of `query`, `size` at a time: the next batch is read when the consumer asks for it. */
  batches<T extends Row>(query: BatchedQuery, size: number): AsyncGenerator<T[]>;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Long work (a publication's batches) calls this between its short transactions. PGlite (one connection): resolves
   * once no request waits for the connection (each request's statements all run first), within YIELD_MAX_MS. PostgreSQL:
   * after a turn of the event loop.
   */
  yieldTurn(): Promise<void>;
  readonly kind: "pglite" | "postgres";
  /**
   * The connections right now, for the operators' metrics: PostgreSQL's pool (open, idle, requests waiting for one);
   * PGlite's one connection (idle or not, and the statements queued for it).
   */
  poolState(): { total: number; idle: number; waiting: number };
}

/** The longest long work waits between its parts for PGlite's connection to go idle. */
export const YIELD_MAX_MS = 100;

/** PostgreSQL's error code for a unique violation, with the constraint that failed. */
export interface UniqueViolation {
  code: "23505";
  constraint: string;
}

export function isUniqueViolation(error: unknown, constraint?: string): error is UniqueViolation {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint: name } = error as { code?: unknown; constraint?: unknown };
  return code === "23505" && (constraint === undefined || name === constraint);
}
