import type { FastifyInstance } from "fastify";
import { consoleListEntries, type ConsoleListName, type ConsoleRow } from "../../../../contract/admin";
import type { AppContext } from "../../context";
import type { Queryable } from "../../db/types";
import { listRoute } from "../../http/listRoute";
import { searchPattern } from "../../http/paging";
import { LIST_QUERIES, type ListWindow } from "../../repos/consoleLists";

/** A plain list's query, typed loosely for the loop over all of them (each answer is checked against its row schema). */
type AnyListQuery = (
  db: Queryable,
  filters: Record<string, string | undefined>,
  window: ListWindow,
) => Promise<[number, Array<ConsoleRow<ConsoleListName>>]>;

/** Every plain console list of the contract at its path, read by its query in server/src/repos/consoleLists.ts. */
export async function adminListRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context;
  const queries = Object.entries(LIST_QUERIES) as Array<[ConsoleListName, AnyListQuery]>;
  for (const [name, read] of queries) {
    const summary = `The console's ${consoleListEntries[name].path} list, searched and filtered, 50 a page`;
    listRoute(app, context, name, summary, (filters, window) => {
      const raw = filters as Record<string, string | undefined>;
      const search = raw.search?.trim();
      return read(db, raw, { ...window, pattern: search ? searchPattern(search) : null });
    });
  }
}
