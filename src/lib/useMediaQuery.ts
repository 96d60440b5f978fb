import { useCallback, useSyncExternalStore } from "react";

/** What a page rendered without a screen (src/prerender.tsx) and its adoption by the app (hydration) assume. */
const noMatch = () => false;

/**
 * Whether a CSS media query matches now; re-renders when that changes. The pre-rendered pages were rendered for no
 * screen in particular: while the app adopts one (hydration) no query matches, as when it was rendered, and the app
 * renders again with the live value right after.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const matches = () => window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, noMatch);
}
