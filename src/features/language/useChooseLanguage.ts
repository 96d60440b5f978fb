import { useCallback } from "react";
import { useAppDispatch } from "../../app/hooks";
import { LANGUAGE_NAMES, type Language } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { showErrorToast } from "../../lib/toast";
import { chooseLanguage } from "./languageSlice";

/**
 * Chooses a language at once (chooseLanguage); when its messages cannot be downloaded (offline), an error toast says
 * so in the language still shown, and nothing changes.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const dispatch = useAppDispatch();
  const t = useT();
  return useCallback(
    (language) =>
      dispatch(chooseLanguage(language)).catch(() =>
        showErrorToast(t("language.failed", { name: LANGUAGE_NAMES[language] })),
      ),
    [dispatch, t],
  );
}
