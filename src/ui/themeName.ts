export const THEMES = ["light", "dark"] as const;
export type ThemeName = (typeof THEMES)[number];

export const isThemeName = (value: unknown): value is ThemeName => THEMES.includes(value as ThemeName);
