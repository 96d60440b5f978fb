import type { ThemeName } from "./themeName";

/**
 * The design tokens: the one source of the site's colours, type, breakpoints and sizes. The MUI theme is built from
 * them (muiTheme.ts) and the build writes them into the first page's CSS (config/designTokens.ts): every palette
 * entry becomes a custom property `--cf-<name>` for each theme, and `@media (--from-md)` in a style sheet becomes
 * the query of MEDIA.fromMd. The breakpoints live in breakpoints.ts: the first page's script needs them, not the rest.
 */

/**
 * One theme's colours, for MUI's palette and the CSS alike. Text, divider, hover, primaryDark, onPrimary and the alert
 * colours are the values MUI would derive from the others: its components looked this way before they came from here.
 */
export interface Palette {
  bg: string;
  paper: string;
  text: string;
  textMuted: string;
  divider: string;
  hover: string;
  primary: string;
  primaryDark: string;
  onPrimary: string;
  secondary: string;
  /** The open-registration chip's colour: MUI's own success colour, which its chips on other pages use. */
  success: string;
  /** The border of an outlined chip without a colour of its own. */
  chipOutline: string;
  warningBg: string;
  warningText: string;
  errorBg: string;
  errorText: string;
}

export const PALETTES: Record<ThemeName, Palette> = {
  light: {
    bg: "#f7f8fb",
    paper: "#ffffff",
    text: "rgba(0, 0, 0, 0.87)",
    textMuted: "rgba(0, 0, 0, 0.6)",
    divider: "rgba(0, 0, 0, 0.12)",
    hover: "rgba(0, 0, 0, 0.04)",
    primary: "#1f4fd1",
    primaryDark: "rgb(21, 55, 146)",
    onPrimary: "#fff",
    secondary: "#8a5a00",
    success: "#2e7d32",
    chipOutline: "#bdbdbd",
    warningBg: "rgb(255, 244, 229)",
    warningText: "rgb(102, 60, 0)",
    errorBg: "rgb(253, 237, 237)",
    errorText: "rgb(95, 33, 32)",
  },
  dark: {
    bg: "#0f1420",
    paper: "#161d2e",
    text: "#fff",
    textMuted: "rgba(255, 255, 255, 0.7)",
    divider: "rgba(255, 255, 255, 0.12)",
    hover: "rgba(255, 255, 255, 0.08)",
    primary: "#8ab4ff",
    primaryDark: "rgb(96, 125, 178)",
    onPrimary: "rgba(0, 0, 0, 0.87)",
    secondary: "#f5c451",
    success: "#66bb6a",
    chipOutline: "#616161",
    warningBg: "rgb(25, 18, 7)",
    warningText: "rgb(255, 226, 183)",
    errorBg: "rgb(22, 11, 11)",
    errorText: "rgb(244, 199, 199)",
  },
};

/**
 * The device's own fonts, none downloaded, so no text ever changes font after it is shown (CLS 0; docs/decisions.md
 * "Devanagari without a web font"). Latin first; Devanagari (Hindi) falls through them to the first font that has it:
 * Noto Sans Devanagari (Android, ChromeOS, most Linux), Nirmala UI (Windows 8 on), Kohinoor Devanagari (iOS, macOS 10.11
 * on), Devanagari Sangam MN (older macOS), Mangal (older Windows).
 */
export const FONT_FAMILY =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans Devanagari", "Nirmala UI", ' +
  '"Kohinoor Devanagari", "Devanagari Sangam MN", Mangal, sans-serif';

export { BREAKPOINTS, MEDIA } from "./breakpoints";

// In a module of their own, so the pages' layout helpers (pageColumn, CardList) bring these two values, not the palettes.
export { CONTAINER_MAX_WIDTH, LIST_RESET } from "./layoutTokens";

/** MUI's spacing unit in pixels: `theme.spacing(2)` and `calc(var(--cf-spacing) * 2)` are both 16 px. */
export const SPACING = 8;

export const BORDER_RADIUS = 10;
