import { useMemo } from "react";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { type FinderText, finderText } from "./finderText";

/** The finder's words in the language shown (finderText); a change of language renders the component again. */
export function useFinderText(): FinderText {
  const t = useT();
  const language = useLanguage();
  return useMemo(() => finderText(t, language), [t, language]);
}
