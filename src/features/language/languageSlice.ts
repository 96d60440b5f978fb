import { createSlice, type PayloadAction } from "@reduxjs/toolkit";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages";
import { readItem, STORAGE_KEYS } from "../../lib/storage";

export interface LanguageState {
  /** The language the app shows; its messages have arrived before it is set (chooseLanguage). */
  language: Language;
}

/** The language chosen on this device (stored under `language`), else English. */
export function loadLanguageState(): LanguageState {
  const saved = readItem(STORAGE_KEYS.language);
  return { language: isLanguage(saved) ? saved : DEFAULT_LANGUAGE };
}

export const languageSlice = createSlice({
  name: "language",
  initialState: { language: DEFAULT_LANGUAGE } as LanguageState,
  reducers: {
    languageChanged: (state, action: PayloadAction<Language>) => {
      state.language = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
});

export const { languageChanged } = languageSlice.actions;
export const { selectLanguage } = languageSlice.selectors;
