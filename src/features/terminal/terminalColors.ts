import type { ThemeName } from "../../ui/themeName";

/** The terminal's own colours; every text colour keeps at least 4.5:1 against its background. */
export const TERMINAL_COLORS = {
  light: {
    background: "#f2f4f8",
    border: "#aeb6c4",
    text: "#1b1f27",
    muted: "#4a5263",
    prompt: "#1a44b8",
    error: "#a3231b",
    link: "#1a44b8",
  },
  dark: {
    background: "#0b0f18",
    border: "#3a4560",
    text: "#e6e9ef",
    muted: "#aab3c5",
    prompt: "#8ab4ff",
    error: "#ff9a90",
    link: "#8ab4ff",
  },
} as const satisfies Record<ThemeName, Record<string, string>>;

export type TerminalColors = (typeof TERMINAL_COLORS)[ThemeName];

export const TERMINAL_FONT = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

export const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
