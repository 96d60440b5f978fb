/** A fontconfig setup in `dir` with Noto Sans's Devanagari installed; the environment to start Chromium with. */
export function withDevanagariFont(dir: string): { FONTCONFIG_FILE: string };
