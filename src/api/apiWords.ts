import { loadMessages, type MessageKey } from "../i18n/catalogues";
import { DEFAULT_LANGUAGE, isLanguage } from "../i18n/languages";
import english from "../i18n/messages/api/en.json";
import { type TextValues, translate } from "../i18n/translate";

/** A key of the `api` catalogue: the API layer's own words (src/i18n/messages/api). */
export type ApiWordKey = Extract<MessageKey, `api.${string}`>;

/** What the API layer says of a call without a usable answer, before it is put into a language. */
export interface ApiWords {
  key: ApiWordKey;
  values?: TextValues;
}

type Compiled = string | ((values?: TextValues) => unknown);
/** English's catalogue of the area, compiled at build time and carried by the API's own code (never fetched). */
const ENGLISH = english as unknown as Record<ApiWordKey, Compiled>;

/** The English words, as the specification writes them, from the compiled catalogue this module carries. */
export function englishWords({ key, values }: ApiWords): string {
  const message = ENGLISH[key];
  return typeof message === "string" ? message : [message(values)].flat(Infinity).join("");
}

/**
 * The words in `language` (the one the app shows): English at once; another language's `api` catalogue is fetched
 * the first time it is needed, so no first visit carries it, and English is said when it cannot be fetched (offline
 * before the service worker kept it).
 */
export async function apiWordsIn(language: unknown, words: ApiWords): Promise<string> {
  if (isLanguage(language) && language !== DEFAULT_LANGUAGE) {
    try {
      await loadMessages(language, ["api"]);
      return translate(language, words.key, words.values);
    } catch {
      // English below
    }
  }
  return englishWords(words);
}
