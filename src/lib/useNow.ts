import { useEffect, useState } from "react";
import { useHydrated } from "./useHydrated";

/**
 * The current time, renewed every `everyMs`; null while React adopts a pre-rendered page, so that the copy and the
 * first render are the same and the relative times appear once the app has taken over.
 */
export function useNow(everyMs = 30_000): number | null {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return hydrated ? now : null;
}
