import { loadMessages, type MessageKey } from "../i18n/catalogues";
import { DEFAULT_LANGUAGE, isLanguage } from "../i18n/languages";
import { type TextValues, translate } from "../i18n/translate";

/** A key of the `api` catalogue: the API layer's own words (src/i18n/messages/api). */
export type ApiWordKey = Extract<MessageKey, `api.${string}`>;

/** What the API layer says of a call without a usable answer, before it is put into a language. */
export interface ApiWords {
  key: ApiWordKey;
  values?: TextValues;
}

/**
 * The words in `language` (the one the app shows; English when it is none): the language's `api` catalogue is fetched
 * once the start-up is idle (src/main.tsx), or here at the first failure if sooner (it comes with the toasts' words,
 * src/i18n/laterCatalogues.ts), so no first visit's scripts and no page's code carry it. When it could not be fetched
 * at all (offline since before the start-up was idle, when the toaster cannot come either), `fallback`: the browser's
 * own words for the failure.
 */
export async function apiWordsIn(language: unknown, words: ApiWords, fallback: string = words.key): Promise<string> {
  const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  try {
    await loadMessages(shown, ["api"]);
  } catch {
    return fallback;
  }
  return translate(shown, words.key, words.values);
}
