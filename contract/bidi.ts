/*
 * Bidirectional text in names and other text shown inside text. Plain functions, no zod: the pages that only show
 * names (the dashboard's team cards, the console's lists) import them without the schemas (contract/fields.ts, which
 * re-exports them, builds its string fields on them).
 */

/**
 * The bidirectional embedding, override and isolate controls (U+202A-U+202E, U+2066-U+2069): in a name they would
 * reorder the text shown around it. Joiners (ZWJ, ZWNJ) and marks (LRM, RLM) stay: scripts need them.
 */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text without bidirectional embedding, override and isolate controls. */
export const stripBidiControls = (value: string): string => value.replace(BIDI_CONTROLS, "");

/** Text shown inside other text, isolated (FSI ... PDI): a right-to-left name cannot reorder what surrounds it. */
export const isolate = (value: string): string => `\u2068${stripBidiControls(value)}\u2069`;
