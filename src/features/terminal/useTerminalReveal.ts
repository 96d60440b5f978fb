import { useEffect } from "react";
import { useAppStore } from "../../app/hooks";
import { selectTerminalVisible, terminalShown } from "./terminalSlice";

/** Scrolled past half the viewport, or at the bottom of a page too short for that. */
function scrolledFarEnough(): boolean {
  const { scrollY, innerHeight } = window;
  const atBottom = scrollY + innerHeight >= document.documentElement.scrollHeight - 1;
  return scrollY > innerHeight / 2 || atBottom;
}

/**
 * Shows the terminal: at once, or where the route animates it, once the page has been scrolled far enough.
 * A terminal already in view when the user arrives stays in view.
 */
export function useTerminalReveal(animate: boolean): void {
  const store = useAppStore();

  useEffect(() => {
    const show = () => store.dispatch(terminalShown());
    if (!animate) return void show();
    if (selectTerminalVisible(store.getState())) return;
    const check = () => {
      if (!scrolledFarEnough()) return;
      show();
      stop();
    };
    const stop = () => {
      window.removeEventListener("scroll", check);
      window.removeEventListener("resize", check);
    };
    window.addEventListener("scroll", check, { passive: true });
    window.addEventListener("resize", check);
    check();
    return stop;
  }, [animate, store]);
}
