import type { ContentLanguage, Localized } from "../../../../contract/languages";

/** A text with a version per language, one changed: an emptied optional language is left out (English is shown instead). */
export const withLanguage = (text: Localized<string>, language: ContentLanguage, value: string): Localized<string> => {
  const next: Record<string, string> = { ...text, [language]: value };
  if (language !== "en" && value === "") delete next[language];
  return next as Localized<string>;
};
