import { createSlice, type Dispatch, type PayloadAction } from "@reduxjs/toolkit";
import { languageOfPath } from "../../config/paths";
import { showMessagesIn } from "../../i18n/catalogues";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../i18n/languages";
import { readItem, STORAGE_KEYS } from "../../lib/storage";

export interface LanguageState {
  /** The language the app shows; its messages have arrived before it is set (chooseLanguage). */
  language: Language;
}

/**
 * The language a visit starts in: an address under `/hi` is Hindi's (its 404 page's too) whatever this device chose;
 * any other starts in the language chosen on this device (stored under `language`), else English. A public page then
 * moves to its address in that language (src/app/layout/useLanguageAddress.ts).
 */
export function loadLanguageState(pathname = "/"): LanguageState {
  const addressed = languageOfPath(pathname);
  if (addressed !== DEFAULT_LANGUAGE) return { language: addressed };
  const saved = readItem(STORAGE_KEYS.language);
  return { language: isLanguage(saved) ? saved : DEFAULT_LANGUAGE };
}

/** Whether a language was ever chosen on this device (the header's switch, the terminal, the offer's button). */
export const languageWasChosen = (): boolean => isLanguage(readItem(STORAGE_KEYS.language));

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

/**
 * Changes the language at once, without a reload: its messages for every area on show are fetched first, so no screen
 * shows a key or the other language meanwhile. Rejects (and changes nothing) when they cannot be fetched. Used by the
 * header's switch, the terminal's `language` command and the offer of the browser's language.
 */
export const chooseLanguage = (language: Language) => async (dispatch: Dispatch) => {
  await showMessagesIn(language);
  dispatch(languageChanged(language));
};
