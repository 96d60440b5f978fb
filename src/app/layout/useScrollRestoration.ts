import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router-dom";

const STORAGE_KEY = "scroll-positions";

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Where each history entry was left, so back and forward (and a reload) return there. Read from the tab's storage when
 * first needed, not when the app starts: a page opened anew has nothing to return to, and the storage's first read in
 * a tab is a synchronous trip to the browser (about 10 ms, four times that on a phone) in the start-up's longest task.
 */
let positions: Record<string, number> | undefined;
const savedPositions = () => (positions ??= readPositions());
let lastY = 0;

/**
 * Whether this document was reached by a reload or by back or forward from another site: only then can its first
 * history entry have a position to return to. A page opened anew (a link, a typed address) gets the first entry's
 * usual key ("default") too, which an earlier page of the tab may have left a position under.
 */
function documentRevisited(): boolean {
  const [navigation] = performance.getEntriesByType?.("navigation") ?? [];
  return navigation === undefined || (navigation as PerformanceNavigationTiming).type !== "navigate";
}
/** True until the first render of a page opened anew: it has nothing to return to. */
let openedAnew = !documentRevisited();
/** The entry on screen: its position is saved with the others when the page is left (a reload among them). */
let currentKey: string | undefined;

/**
 * Scrolls to the top on every new page, and back to where the visitor was on back/forward (and across a reload of
 * the same entry). The browser's own restoration is off: it would restore before the page's code has rendered.
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    const previous = window.history.scrollRestoration;
    window.history.scrollRestoration = "manual";
    const onScroll = () => {
      lastY = window.scrollY;
    };
    const save = () => {
      try {
        const all = savedPositions();
        if (currentKey !== undefined) all[currentKey] = lastY;
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
      } catch {
        // Private modes may refuse storage: positions are then kept for this page's life only.
      }
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("pagehide", save);
    return () => {
      window.history.scrollRestoration = previous;
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("pagehide", save);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = action === "POP" && !openedAnew ? savedPositions()[key] : undefined;
    openedAnew = false;
    currentKey = key;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else window.scrollTo(0, 0);
    lastY = window.scrollY;
    return () => {
      savedPositions()[key] = lastY;
    };
  }, [key, hash, action]);
}
