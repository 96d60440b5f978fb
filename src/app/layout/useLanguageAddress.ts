import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { isPublicPage, languageOfPath, pathIn } from "../../config/paths";
import { selectLanguage } from "../../features/language/languageSlice";
import { useAppSelector } from "../hooks";

/**
 * A public page's address follows the language shown (docs/decisions.md, "Hindi addresses"): choosing Hindi on
 * `/events` moves to `/hi/events` in place (the history entry replaced, nothing reloaded), English on `/hi/events`
 * back to `/events`, and a link to the other language's address while this one is shown lands on this one's. The
 * language a visit starts in is its address's (src/main.tsx), so a `/hi/...` link opens in Hindi. Signed-in pages
 * keep their one address.
 */
export function useLanguageAddress(): void {
  const language = useAppSelector(selectLanguage);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!isPublicPage(pathname) || languageOfPath(pathname) === language) return;
    void navigate(pathIn(language, pathname) + search + hash, { replace: true });
  }, [language, pathname, search, hash, navigate]);
}
