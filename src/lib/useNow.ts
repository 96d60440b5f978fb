import { useCallback, useSyncExternalStore } from "react";

/**
 * The current time, to `everyMs` (renewed as often), from the browser's clock; null while React adopts a pre-rendered
 * page, so that the copy and the first render are the same and the relative times appear once the app has taken over.
 */
export function useNow(everyMs = 1000): number | null {
  const subscribe = useCallback(
    (onTick: () => void) => {
      const timer = setInterval(onTick, everyMs);
      return () => clearInterval(timer);
    },
    [everyMs],
  );
  return useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / everyMs) * everyMs,
    () => null,
  );
}
