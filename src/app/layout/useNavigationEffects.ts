import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { trackPageView } from "../../lib/analytics";

/**
 * After every navigation: a page view for analytics. The page's title is set beside the page (src/app/DocumentTitle.tsx),
 * whose effect runs first, so the view carries the new page's title.
 */
export function useNavigationEffects(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
