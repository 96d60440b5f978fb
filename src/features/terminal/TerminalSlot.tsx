import { lazy, Suspense, useEffect } from "react";
import { useAppDispatch } from "../../app/hooks";
import type { RouteMeta } from "../../app/routeMeta";
import { terminalHidden } from "./terminalSlice";

const Terminal = lazy(() => import(/* webpackChunkName: "terminal" */ "./Terminal"));

/** Mounts the terminal where the route has one; the terminal itself decides when to slide into view. */
export default function TerminalSlot({ meta, present }: { meta: RouteMeta; present: boolean }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!present) dispatch(terminalHidden());
  }, [dispatch, present]);

  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <Terminal animate={meta.animateTerminal} />
    </Suspense>
  );
}
