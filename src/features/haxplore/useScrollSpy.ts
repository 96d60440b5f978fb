import { useCallback, useEffect, useRef, useState } from "react";

/** docs/SPEC.md section 9: the scroll-spy's defaults. */
export const SCROLL_SPY = { offset: 0, durationMs: 500, steps: 30 } as const;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

const prefersReducedMotion = () =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

const maxScroll = () => Math.max(0, document.documentElement.scrollHeight - window.innerHeight);

/**
 * Which of the sections (by element id, in page order) the reader is in, and a smooth scroll to one of them.
 * A section is current once its top has reached `offset` from the top of the viewport; at the very bottom of the
 * page the last one is. After a jump, the chosen section stays current until the reader scrolls on.
 */
export function useScrollSpy(ids: readonly string[], { offset, durationMs, steps } = SCROLL_SPY) {
  const [activeId, setActiveId] = useState(ids[0]);
  const timer = useRef<number | undefined>(undefined);
  const pinned = useRef<{ id: string; y: number } | null>(null);

  useEffect(() => {
    const update = () => {
      if (pinned.current) {
        if (Math.abs(window.scrollY - pinned.current.y) < 2) return;
        pinned.current = null;
      }
      let current = ids[0];
      for (const id of ids) {
        const top = document.getElementById(id)?.getBoundingClientRect().top;
        if (top !== undefined && top <= offset + 1) current = id;
      }
      if (window.scrollY > 0 && window.scrollY >= maxScroll() - 2) current = ids[ids.length - 1];
      setActiveId(current);
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, [ids, offset]);

  useEffect(() => () => window.clearInterval(timer.current), []);

  const scrollToSection = useCallback(
    (id: string) => {
      const element = document.getElementById(id);
      if (!element) return;
      window.clearInterval(timer.current);
      const start = window.scrollY;
      const target = Math.min(maxScroll(), Math.max(0, element.getBoundingClientRect().top + start - offset));
      const arrive = () => {
        window.scrollTo(0, target);
        pinned.current = { id, y: window.scrollY };
        setActiveId(id);
        element.focus({ preventScroll: true });
      };
      if (prefersReducedMotion() || steps <= 1) {
        arrive();
        return;
      }
      let step = 0;
      timer.current = window.setInterval(() => {
        step += 1;
        if (step >= steps) {
          window.clearInterval(timer.current);
          arrive();
          return;
        }
        window.scrollTo(0, start + (target - start) * easeInOut(step / steps));
      }, durationMs / steps);
    },
    [offset, durationMs, steps],
  );

  return { activeId, scrollToSection };
}
