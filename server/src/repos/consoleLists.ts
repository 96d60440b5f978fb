import type { ConsoleRow, PlainListName } from "../../../contract/admin";
import type { Queryable } from "../db/types";

/**
 * What a plain list's query receives: its filters as sent, the page's window, and `pattern`, the `search` filter as
 * an ILIKE pattern (null without one).
 */
export interface ListWindow {
  limit: number;
  offset: number;
  pattern: string | null;
}

export type ListQuery<K extends PlainListName> = (
  db: Queryable,
  filters: Record<string, string | undefined>,
  window: ListWindow,
) => Promise<[number, Array<ConsoleRow<K>>]>;

/**
 * The query of each plain console list (contract/admin.ts CONSOLE_LISTS entries with a `view`): how many rows the
 * filters select in all, and the page's rows in the list's order. server/src/routes/admin/lists.ts serves each at its
 * path; TypeScript asks for an entry here when the contract declares a new plain list.
 */
export const LIST_QUERIES: { [K in PlainListName]: ListQuery<K> } = {};
