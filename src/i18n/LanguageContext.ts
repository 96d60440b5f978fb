import { createContext, useContext } from "react";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

/** The language the app shows, given at its root from the store (src/app/LanguageRoot.tsx); English without it. */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export const useLanguage = (): Language => useContext(LanguageContext);
