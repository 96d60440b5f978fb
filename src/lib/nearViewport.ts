import { type RefObject, startTransition, useEffect, useState } from "react";

/**
 * Runs `task(true)` once `element` comes within `margin` of the viewport (below it or above it), then stops watching;
 * `task(false)` at once where the browser cannot tell (no IntersectionObserver, no element). Returns what stops the
 * watch first.
 * What a page keeps for this (a section's heavy code, ahead-of-time downloads) is not fetched on a first visit that
 * never scrolls near it: a phone's first screen loads only what it shows.
 */
export function whenNear(element: Element | null, task: (seen: boolean) => void, margin = "50%"): () => void {
  if (!element || typeof IntersectionObserver !== "function") {
    task(false);
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      task(true);
    },
    { rootMargin: `${margin} 0px ${margin} 0px` },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Sets a "shown" state as a transition once the part was seen coming or the reader scrolled: what it shows renders in
 * the background, yielding to the browser every few milliseconds. Set plainly from an observer's callback or a scroll,
 * the part's whole render would be one task, however long it takes on a phone. Where the browser cannot tell, it is
 * shown with the page, as before.
 */
const showInBackground = (show: (shown: true) => void) => (seen: boolean) => {
  if (seen) startTransition(() => show(true));
  else show(true);
};

/** Whether the element referred to has come near the viewport (`whenNear`); once true it stays true. */
export function useNearViewport(ref: RefObject<Element | null>, margin = "50%"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => (near ? undefined : whenNear(ref.current, showInBackground(setNear), margin)), [near, ref, margin]);
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
    // A key shows it at once: Tab's move to the next control comes right after the key's listeners.
    const showNow = () => setShown(true);
    const show = showInBackground(setShown);
    const stopWatching = whenNear(ref.current, show, margin);
    const scrolled = () => show(true);
    window.addEventListener("scroll", scrolled, { passive: true });
    window.addEventListener("keydown", showNow);
    return () => {
      stopWatching();
      window.removeEventListener("scroll", scrolled);
      window.removeEventListener("keydown", showNow);
    };
  }, [shown, ready, ref, margin]);
  return shown;
}
