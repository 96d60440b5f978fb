import { lazy, Suspense, useEffect, useState } from "react";
import type { RouteMeta } from "../../config/routeMeta";
import { isFocusShortcut } from "../../features/terminal/focusShortcut";
import { terminalHidden, terminalShown } from "../../features/terminal/terminalSlice";
import { withMessages } from "../../i18n/catalogues";
import { useHydrated } from "../../lib/useHydrated";
import { useAppDispatch } from "../hooks";
import { loadWithAppTheme } from "../loadWithAppTheme";

// Its words (the `terminal` catalogue, English's in the same chunk) come with its code, in the language shown.
const Terminal = lazy(() =>
  withMessages(
    loadWithAppTheme(() => import(/* webpackChunkName: "terminal" */ "../../features/terminal/Terminal")),
    ["terminal"],
  ),
);

/**
 * Mounts the terminal where the route has one; the terminal itself decides when to slide into view.
 * The focus shortcut is listened for here, so it works even while the terminal's code is still loading.
 */
export default function TerminalSlot({ meta, present }: { meta: RouteMeta; present: boolean }) {
  const dispatch = useAppDispatch();
  const [focusRequest, setFocusRequest] = useState(0);
  // A pre-rendered page holds no trace of the terminal (its code comes later): it mounts once the page is adopted.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!present) {
      dispatch(terminalHidden());
      return;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isFocusShortcut(event)) return;
      event.preventDefault();
      dispatch(terminalShown());
      setFocusRequest((count) => count + 1);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [dispatch, present]);

  if (!present || !hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Terminal animate={meta.animateTerminal} focusRequest={focusRequest} />
    </Suspense>
  );
}
