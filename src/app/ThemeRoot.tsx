import { type ReactNode, useEffect, useLayoutEffect } from "react";
import { selectTheme } from "../features/theme/themeSlice";
import { takeOverPrerenderedCopy } from "../lib/prerenderedCopy";
import { useAppSelector } from "./hooks";

/**
 * The app root: the theme is a data-theme attribute on the document (the colours in styles/global.css follow it;
 * the pages built with MUI get its theme through AppThemeProvider). index.html sets it before the first paint.
 */
export default function ThemeRoot({ children }: { children: ReactNode }) {
  const mode = useAppSelector(selectTheme);
  useLayoutEffect(() => {
    document.documentElement.dataset.theme = mode;
  }, [mode]);
  useEffect(takeOverPrerenderedCopy, []);
  return children;
}
