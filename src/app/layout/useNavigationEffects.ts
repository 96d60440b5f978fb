import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { documentTitle } from "../../config/routeMeta";
import { trackPageView } from "../../lib/analytics";
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
