import { useCallback, useRef } from "react";

/**
 * Runs one task at a time: a second call while the first is still running is ignored. The disabled button
 * covers the usual case; this covers the double click that lands before React has re-rendered.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useCallback(async (task: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    try {
      await task();
    } catch {
      // A failed call is already told by the store's listener (an "Oops..." toast with the API's message).
    } finally {
      running.current = false;
    }
  }, []);
}
