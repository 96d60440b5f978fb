import { useCallback, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { documentTitle } from "../../config/routeMeta";
import { selectEvents } from "../../features/events/eventsSlice";
import { trackPageView } from "../../lib/analytics";
import { useAppSelector } from "../hooks";
import { useRouteMeta } from "./useRouteMeta";

/** After every navigation: the route's title, and a page view for analytics. */
export function useNavigationEffects(): void {
  const { meta, params } = useRouteMeta();
  const { pathname } = useLocation();
  // Every event the store knows, an added one too, once the server's list or its texts have answered.
  const events = useAppSelector(selectEvents);
  const eventTitle = useCallback((name: string) => events.find((event) => event.name === name)?.title, [events]);
  const title = documentTitle(meta, params, eventTitle);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
