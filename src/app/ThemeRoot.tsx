import { type ReactNode, useEffect, useLayoutEffect } from "react";
import { DARK_SCHEME_QUERY, selectTheme, systemThemeChanged } from "../features/theme/themeSlice";
import { takeOverPrerenderedCopy } from "../lib/prerenderedCopy";
import { useAppDispatch, useAppSelector } from "./hooks";

/**
 * The app root: the theme is a data-theme attribute on the document (the colours in styles/global.css follow it;
 * the pages built with MUI get its theme through AppThemeProvider). index.html sets it before the first paint.
 * Until the user chooses, it follows the system's light or dark preference, also when that changes.
 */
export default function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const query = window.matchMedia?.(DARK_SCHEME_QUERY);
    if (!query) return;
    const follow = () => dispatch(systemThemeChanged(query.matches ? "dark" : "light"));
    query.addEventListener("change", follow);
    return () => query.removeEventListener("change", follow);
  }, [dispatch]);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  useEffect(takeOverPrerenderedCopy, []);
  return children;
}
