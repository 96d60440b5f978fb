import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React adopts a pre-rendered page (hydration), true otherwise: lets a part the copy cannot hold (code
 * that arrives later) wait until the page is adopted, then render at once. Without a copy it is true from the start.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
