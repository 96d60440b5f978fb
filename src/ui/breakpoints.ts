/**
 * The breakpoints of the design tokens (tokens.ts), in a file of their own: the first page's script uses them, and
 * the rest of the tokens would only make it bigger.
 */

/** docs/SPEC.md section 2: xs up to 575, sm up to 767, md up to 991, lg up to 1367, xl up to 1920, xxl above. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1368, xxl: 1921 } as const;

/** Small screens (xs and sm) never show the terminal. */
export const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS.md - 1}px)`;

/**
 * The media queries style sheets use, by name: `@media (--from-sm)` in CSS is `MEDIA.fromSm` (config/designTokens.ts).
 * Scripts use BREAKPOINTS or SMALL_SCREEN_QUERY: the first page's script then carries no query it does not use.
 */
export const MEDIA = {
  fromSm: `(min-width: ${BREAKPOINTS.sm}px)`,
  fromMd: `(min-width: ${BREAKPOINTS.md}px)`,
  fromLg: `(min-width: ${BREAKPOINTS.lg}px)`,
  belowMd: SMALL_SCREEN_QUERY,
} as const;
