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

/** Where each history entry was left, so back and forward (and a reload) return there. */
const positions = readPositions();
let lastY = 0;

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
        window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
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
    const saved = positions[key];
    if (action === "POP" && saved !== undefined) window.scrollTo(0, saved);
    else if (hash && document.getElementById(decodeURIComponent(hash.slice(1)))) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else window.scrollTo(0, 0);
    lastY = window.scrollY;
    return () => {
      positions[key] = lastY;
    };
  }, [key, hash, action]);
}
