import type { FastifyInstance } from "fastify";
import * as z from "zod/mini";
import { CONSOLE_LISTS, type ConsoleListName, type ConsoleRow } from "../../../contract/admin";
import { pageOf as pageSchemaOf } from "../../../contract/paging";
import type { AppContext } from "../context";
import { pageNumber, pageOf, pageQuery, pageWindow } from "./paging";
import { route } from "./route";

/** A list's filters as the route has parsed them (contract/admin.ts CONSOLE_LISTS). */
type Filters<K extends ConsoleListName> = z.infer<(typeof CONSOLE_LISTS)[K]["filters"]>;

/** One page of a list: how many rows the filters select in all, and the page's rows. */
export type ListReader<K extends ConsoleListName> = (
  filters: Filters<K>,
  window: { limit: number; offset: number },
) => Promise<[number, Array<ConsoleRow<K>>]>;

/**
 * `GET <path>?<filters>&page=` of a console list declared in CONSOLE_LISTS, for organisers: the filters and the page
 * read from the query string, 50 rows a page as `{count, next, previous, results}`, the answer checked against the
 * list's row schema. `read` turns the filters into the page's rows (and may refuse a filter with a field error).
 */
export function listRoute<K extends ConsoleListName>(
  app: FastifyInstance,
  context: AppContext,
  name: K,
  summary: string,
  read: ListReader<K>,
) {
  const list = CONSOLE_LISTS[name];
  route(app, context, {
    method: "GET",
    url: `/${list.path}`,
    auth: "organiser",
    query: z.extend(list.filters, pageQuery),
    response: { 200: pageSchemaOf(list.row) },
    summary,
    tag: "admin",
    handler: async ({ query, request }) => {
      const page = pageNumber(query.page);
      const { page: _page, ...filters } = query;
      const [count, rows] = await read(filters as Filters<K>, pageWindow(page));
      return pageOf(request, page, count, rows);
    },
  });
}
