import { type RefObject, useEffect, useState } from "react";

/**
 * Runs `task` once `element` comes within `margin` of the viewport (below it or above it), then stops watching; at
 * once where the browser cannot tell (no IntersectionObserver, no element). Returns what stops the watch first.
 * What a page keeps for this (a section's heavy code, ahead-of-time downloads) is not fetched on a first visit that
 * never scrolls near it: a phone's first screen loads only what it shows.
 */
export function whenNear(element: Element | null, task: () => void, margin = "50%"): () => void {
  if (!element || typeof IntersectionObserver !== "function") {
    task();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task();
    },
    { rootMargin: `${margin} 0px ${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** Whether the element referred to has come near the viewport (`whenNear`); once true it stays true. */
export function useNearViewport(ref: RefObject<Element | null>, margin = "50%"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => (near ? undefined : whenNear(ref.current, () => setNear(true), margin)), [near, ref, margin]);
  return near;
}

/**
 * Whether a part below the first screen should be shown: once it comes within `margin` of the viewport, or as soon as
 * the reader scrolls or presses a key (on the way to it: Tab then reaches its controls in order). Watches only once
 * `ready` (the parts above it laid out, so it is not near merely because they have not come yet).
 */
export function useShownOnApproach(ref: RefObject<Element | null>, margin: string, ready = true): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown || !ready) return undefined;
    const show = () => setShown(true);
    const stopWatching = whenNear(ref.current, show, margin);
    window.addEventListener("scroll", show, { passive: true });
    window.addEventListener("keydown", show);
    return () => {
      stopWatching();
      window.removeEventListener("scroll", show);
      window.removeEventListener("keydown", show);
    };
  }, [shown, ready, ref, margin]);
  return shown;
}
