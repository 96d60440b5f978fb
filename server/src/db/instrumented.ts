import type { Db, Queryable } from "./types";

/** Told of every statement that failed, once per error. */
export type StatementErrorListener = (error: unknown) => void;

/**
 * The same database, telling `onError` about each statement that fails (a query, a script, a batch, a commit), once
 * per error: for the operators' metrics. Nothing else changes; the error is thrown on as before.
 */
export function instrumentDb(db: Db, onError: StatementErrorListener): Db {
  const told = new WeakSet<object>();
  const tell = (error: unknown) => {
    if (typeof error === "object" && error !== null) {
      if (told.has(error)) return;
      told.add(error);
    }
    onError(error);
  };
  const watched = <T>(work: Promise<T>) =>
    work.catch((error: unknown) => {
      tell(error);
      throw error;
    });
  const wrap = (target: Queryable): Queryable => ({
    query: (sql, params, options) => watched(target.query(sql, params, options)),
    exec: (sql) => watched(target.exec(sql)),
  });
  return {
    ...wrap(db),
    kind: db.kind,
    // A domain error thrown by the work is not a statement's: only errors that came from a statement (or the commit) count.
    transaction: (work) =>
      db
        .transaction((tx) => work(wrap(tx)))
        .catch((error: unknown) => {
          if (isDatabaseError(error)) tell(error);
          throw error;
        }),
    async *batches(query, size) {
      try {
        yield* db.batches(query, size);
      } catch (error) {
        tell(error);
        throw error;
      }
    },
    yieldTurn: () => db.yieldTurn(),
    poolState: () => db.poolState(),
    close: () => db.close(),
  };
}

/** An error with a SQLSTATE (five characters), as PostgreSQL and PGlite give them. */
export function isDatabaseError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && /^[0-9A-Z]{5}$/.test(code);
}

/** The SQLSTATE's class (its first two characters: 23 a constraint, 57 cancelled, 08 the connection), or "none". */
export function sqlstateClass(error: unknown): string {
  return isDatabaseError(error) ? String((error as { code: string }).code).slice(0, 2) : "none";
}
