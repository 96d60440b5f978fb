import { useEffect } from "react";
import { whenIdle } from "./whenIdle";

/**
 * Once the browser is idle, runs `start` (which loads a read's code and subscribes to it, giving the unsubscribe),
 * and unsubscribes when the component leaves: a first visit's entry carries none of the read's code.
 */
export function useIdleSubscription(start: () => Promise<() => void>): void {
  useEffect(() => {
    let release: (() => void) | undefined;
    let left = false;
    whenIdle(() => {
      void start().then((unsubscribe) => {
        if (left) unsubscribe();
        else release = unsubscribe;
      });
    });
    return () => {
      left = true;
      release?.();
    };
    // Started once per mount: `start` is a new function at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
