/**
 * The languages the product speaks (issue 42), English first: each has a catalogue in every area of `messages/`
 * (`<area>/<language>.json`, the same keys as English's).
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spoken until a visitor chooses another; the one a message falls back to. */
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * Each language's name in itself, as a switch offers it ("हिन्दी" to an English reader): the same in every catalogue,
 * so it is here rather than in one.
 */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The start of each name, where a phone's header has no room for the whole (the name stays the accessible one). */
export const LANGUAGE_SHORT_NAMES: Record<Language, string> = { en: "EN", hi: "हि" };

/**
 * The language a browser prefers among the ones spoken here: the first of `navigator.languages` ("hi-IN", "en-GB",
 * ...) whose primary subtag is one of LANGUAGES; English when none is.
 */
export function preferredLanguage(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const primary = tag.split("-")[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
