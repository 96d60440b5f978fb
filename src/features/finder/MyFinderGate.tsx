import type { ReactNode } from "react";
import { useFinderAccess } from "./finderAccessApi";

/**
 * What shows only to a participant the finder has: `children` once `finder/` answered with the caller's finder and the
 * caller is not blocked from it; nothing before, nothing from a server without the finder.
 */
export default function MyFinderGate({ children }: { children: ReactNode }) {
  return useFinderAccess() ? children : null;
}
