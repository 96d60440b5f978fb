/** docs/SPEC.md section 2: xs up to 575, sm up to 767, md up to 991, lg up to 1367, xl up to 1920, xxl above. */
export const BREAKPOINTS = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1368, xxl: 1921 } as const;

/** Small screens (xs and sm) never show the terminal. */
export const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS.md - 1}px)`;
