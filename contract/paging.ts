import * as z from "zod/mini";

/** A page of an admin list: `{count, next, previous, results}`, `next`/`previous` relative paths or null. */
export const pageOf = <T extends z.ZodMiniType>(row: T) =>
  z.object({
    count: z.int(),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(row),
  });

export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}
