import { useCallback } from "react";
import { pathIn } from "../config/paths";
import { useLanguage } from "./LanguageContext";

/**
 * Links inside a language's site stay in it: `const local = useLocalPath(); <Link to={local(paths.events)}>` is
 * `/hi/events` on the Hindi pages and `/events` on the English ones; a signed-in page's path is as it is.
 */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path) => pathIn(language, path), [language]);
}
