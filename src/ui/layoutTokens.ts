/** The lg breakpoint (992 px) is too narrow a page on wide screens: from there on, pages grow to this width. */
export const CONTAINER_MAX_WIDTH = 1200;

/** A list without bullets, indent or margins, for lists laid out by their own styles (grids, rows of links). */
export const LIST_RESET = { listStyle: "none", padding: 0, margin: 0 } as const;
