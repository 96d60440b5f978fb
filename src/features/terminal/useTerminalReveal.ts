import { useEffect } from "react";
import { useAppStore } from "../../app/hooks";
import { selectTerminalVisible, terminalShown } from "./terminalSlice";

/** How long a page gets to render its content before we judge that it has nothing to scroll. */
const SETTLE_MS = 1000;

const cannotScroll = () => document.documentElement.scrollHeight <= window.innerHeight;

/** Scrolled past half the viewport, or at the bottom of a page too short for that. */
function scrolledFarEnough(): boolean {
  const { scrollY, innerHeight } = window;
  const atBottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
  return scrollY > innerHeight / 2 || atBottom;
}

/**
 * Shows the terminal: at once, or where the route animates it, once the user has scrolled past half the viewport
 * (or to the bottom of a shorter page); a page with nothing to scroll shows it once its content has settled.
 * A terminal already in view when the user arrives stays in view.
 */
export function useTerminalReveal(animate: boolean): void {
  const store = useAppStore();

  useEffect(() => {
    const show = () => store.dispatch(terminalShown());
    if (!animate) return void show();
    if (selectTerminalVisible(store.getState())) return;
    const reveal = (ready: boolean) => {
      if (!ready) return;
      show();
      stop();
    };
    const onScroll = () => reveal(scrolledFarEnough());
    const onResize = () => reveal(cannotScroll());
    const timer = window.setTimeout(onResize, SETTLE_MS);
    const stop = () => {
      window.clearTimeout(timer);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onResize);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onResize);
    return stop;
  }, [animate, store]);
}
