import { type ReactNode, useLayoutEffect } from "react";
import { selectLanguage } from "../features/language/languageSlice";
import { LanguageContext } from "../i18n/LanguageContext";
import { useAppSelector } from "./hooks";

/**
 * The app root for language: the store's language given to every message (useT, <Message>) and written on
 * `<html lang>`, so assistive technology reads the words in it. Its messages have arrived before it is set
 * (src/main.tsx before the first render, chooseLanguage on a change).
 */
export default function LanguageRoot({ children }: { children: ReactNode }) {
  const language = useAppSelector(selectLanguage);
  useLayoutEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}
