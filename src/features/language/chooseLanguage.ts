import type { Dispatch } from "@reduxjs/toolkit";
import { showMessagesIn } from "../../i18n/catalogues";
import type { Language } from "../../i18n/languages";
import { languageChanged } from "./languageSlice";

/**
 * Changes the language at once, without a reload: its messages for every area on show are fetched first, so no screen
 * shows a key or the other language meanwhile. Rejects (and changes nothing) when they cannot be fetched.
 */
export const chooseLanguage = (language: Language) => async (dispatch: Dispatch) => {
  await showMessagesIn(language);
  dispatch(languageChanged(language));
};
