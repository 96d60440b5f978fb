import { useLocation } from "react-router-dom";
import type { RouteMeta } from "../../config/routeMeta";
import { matchPage } from "../routeTable";

/** The meta of the route the current location renders, with that route's params. */
export function useRouteMeta(): { meta: RouteMeta; params: Record<string, string | undefined> } {
  const { pathname } = useLocation();
  const { route, params } = matchPage(pathname);
  return { meta: route.meta, params };
}
