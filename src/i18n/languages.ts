/**
 * The languages the product speaks (issue 42), English first: each has a catalogue in every area of `messages/`
 * (`<area>/<language>.json`, the same keys as English's).
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spoken until a visitor chooses another; the one a message falls back to. */
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);
