import { useMatches } from "react-router-dom";
import { ROUTE_META, type RouteHandle, type RouteMeta } from "../../config/routeMeta";

/** The meta of the deepest matched route, with that route's params. */
export function useRouteMeta(): { meta: RouteMeta; params: Record<string, string | undefined> } {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index].handle as RouteHandle | undefined;
    if (handle?.meta) return { meta: handle.meta, params: matches[index].params };
  }
  return { meta: ROUTE_META.notFound, params: {} };
}
