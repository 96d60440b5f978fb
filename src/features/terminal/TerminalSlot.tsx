import { lazy, Suspense, useEffect } from "react";
import { useAppDispatch } from "../../app/hooks";
import type { RouteMeta } from "../../app/routeMeta";
import { terminalHidden, terminalShown } from "./terminalSlice";

const Terminal = lazy(() => import(/* webpackChunkName: "terminal" */ "./Terminal"));

/** Mounts the terminal where the route has one; it is shown straight away unless the route animates it in. */
export default function TerminalSlot({ meta, present }: { meta: RouteMeta; present: boolean }) {
  const dispatch = useAppDispatch();

  useEffect(() => {
    dispatch(present ? terminalShown() : terminalHidden());
  }, [dispatch, present, meta]);

  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <Terminal />
    </Suspense>
  );
}
