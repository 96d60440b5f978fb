import { useCallback } from "react";
import type { MessageKey } from "./catalogues";
import { useLanguage } from "./LanguageContext";
import { type TextValues, translate } from "./translate";

/** A message as text in the language shown: what useT gives. */
export type Translate = (key: MessageKey, values?: TextValues) => string;

/**
 * The messages of the shown language as text, for a component: `const t = useT();` then `t("header.login")`,
 * `t("toast.error", { message })`. A change of language renders the component again.
 */
export function useT(): Translate {
  const language = useLanguage();
  return useCallback((key, values) => translate(language, key, values), [language]);
}
