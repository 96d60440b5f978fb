import { loadLanguageState } from "../../src/features/language/languageSlice";
import { loadFirstMessages, showMessagesIn } from "../../src/i18n/catalogues";
import { STORAGE_KEYS, writeItem } from "../../src/lib/storage";
import { renderApp } from "./renderWithProviders";

/**
 * Renders the app at `route` as src/main.tsx starts a visit there: in the address's language (or the one chosen on the
 * device), that language's first messages loaded before the first render.
 */
export async function visitInLanguage(route: string) {
  const language = loadLanguageState(route);
  await loadFirstMessages(language.language);
  return renderApp({ route, preloadedState: { language } });
}

/** Between tests: the messages back in English, `<html lang>` too, and no language kept on the device. */
export async function backToEnglish(): Promise<void> {
  await showMessagesIn("en");
  document.documentElement.lang = "en";
  writeItem(STORAGE_KEYS.language, null);
}
