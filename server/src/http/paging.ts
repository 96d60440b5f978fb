import type { FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { PAGE_SIZE } from "../../../contract/rules";
import { detail } from "./errors";

/** `?page=` as a query schema field: a page number from 1. */
export const pageQuery = { page: z.optional(z.string()) };

/** The page asked for; anything but a whole number from 1 is a 404, as Django REST Framework answers. */
export function pageNumber(raw: string | undefined): number {
  if (raw === undefined || raw === "") return 1;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1) throw detail(404, "Invalid page.");
  return Number(raw);
}

export const pageWindow = (page: number, size = PAGE_SIZE) => ({ limit: size, offset: (page - 1) * size });

/**
 * `{count, next, previous, results}` with `next`/`previous` as paths relative to the API's base (`admin/teams/?page=2`),
 * keeping the request's other query parameters. A page past the last (other than the first) is a 404. Pages hold
 * `size` rows (the console's PAGE_SIZE unless a list says otherwise).
 */
export function pageOf<T>(request: FastifyRequest, page: number, count: number, results: T[], size = PAGE_SIZE) {
  const last = Math.max(1, Math.ceil(count / size));
  if (page > last) throw detail(404, "Invalid page.");
  const url = new URL(request.url, "http://localhost");
  const path = url.pathname.replace(/^\/api\//, "");
  const link = (target: number) => {
    const params = new URLSearchParams(url.search);
    if (target === 1) params.delete("page");
    else params.set("page", String(target));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return {
    count,
    next: page < last ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  };
}

/** A search term as an ILIKE pattern matching it anywhere, its own `%`, `_` and `\` taken literally. */
export const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The console's searches (admin teams, participants, certificates): a term of 3 characters or more matches anywhere
 * (the trigram indexes find it); 1 or 2 characters match the start of a name, e-mail or team name only, which the same
 * indexes serve, where "anywhere" would read every row (docs/API.md, docs/scale.md).
 */
export const searchPattern = (term: string) =>
  [...term].length < 3 ? `${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : containsPattern(term);
