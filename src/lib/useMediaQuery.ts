import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether a CSS media query matches now; re-renders when that changes. Adopting a pre-rendered page (hydration) reads
 * the same live value: the copy was rendered in this browser's place, and a difference only makes React render anew.
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
  return useSyncExternalStore(subscribe, matches, matches);
}
