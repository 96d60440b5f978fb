/**
 * The languages organisers' texts may be written in: English, which every text must have, then the others
 * (issue 42 adds Hindi's pages; its texts can be written already). A language added here is a column of the
 * content editor and a key of every text field (`{ "en": "...", "hi": "..." }`).
 */
export const CONTENT_LANGUAGES = ["en", "hi"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

/** The language every text is written in first; the one shown when a text has no version in the reader's language. */
export const FIRST_LANGUAGE: ContentLanguage = "en";

/** The language's own name, as its readers write it (the editor's tabs). */
export const LANGUAGE_NAMES: Record<ContentLanguage, string> = { en: "English", hi: "हिन्दी" };

/** A text with a version per language: English always, the others when written. */
export type Localized<T> = { en: T } & Partial<Record<Exclude<ContentLanguage, "en">, T>>;

/** The seed's texts are written in English only; `en` makes such a text. */
export const en = <T>(value: T): Localized<T> => ({ en: value });

/** The version in `language`, or the English one when that language has none: never an empty field. */
export const inLanguage = <T>(text: Localized<T>, language: ContentLanguage = FIRST_LANGUAGE): T =>
  text[language] ?? text.en;
