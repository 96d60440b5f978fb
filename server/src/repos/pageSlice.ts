/**
 * How to read one page of an ordered list cheaply when its total is known: OFFSET skips index entries one by one, so a
 * page past the middle is read from the other end (the order reversed, then turned back), which makes the last page
 * as cheap as the first. `direction` is "ASC" or "DESC" for the list's own order, flipped when reading from the end.
 */
export interface PageSlice {
  reversed: boolean;
  limit: number;
  offset: number;
}

export function pageSlice(count: number, limit: number, offset: number): PageSlice {
  if (offset <= count / 2 || offset >= count) return { reversed: false, limit, offset };
  const rows = Math.min(limit, count - offset);
  return { reversed: true, limit: rows, offset: count - offset - rows };
}

/** `ASC` for the list's order, `DESC` when the slice reads it from the end (and the other way round). */
export const order = (slice: PageSlice, direction: "ASC" | "DESC") =>
  slice.reversed === (direction === "ASC") ? "DESC" : "ASC";
