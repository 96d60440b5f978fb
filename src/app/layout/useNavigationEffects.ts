import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { trackPageView } from "../../lib/analytics";
import { documentTitle } from "../routeMeta";
import { useRouteMeta } from "./useRouteMeta";

/** After every navigation: the route's title, and a page view for analytics. */
export function useNavigationEffects(): void {
  const { meta, params } = useRouteMeta();
  const { pathname } = useLocation();
  const title = documentTitle(meta, params);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
