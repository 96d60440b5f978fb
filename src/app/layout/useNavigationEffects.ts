import { useCallback, useEffect } from "react";
import { useLocation } from "react-router-dom";
import { documentTitle } from "../../config/routeMeta";
import { selectFestival } from "../../content/selectFestival";
import { selectEvents } from "../../features/events/eventsSlice";
import { trackPageView } from "../../lib/analytics";
import { useAppSelector } from "../hooks";
import { useRouteMeta } from "./useRouteMeta";

/** After every navigation: the route's title (with the festival's published title), and a page view for analytics. */
export function useNavigationEffects(): void {
  const { meta, params } = useRouteMeta();
  const { pathname } = useLocation();
  // Every event the store knows, an added one too, once the server's list or its texts have answered.
  const events = useAppSelector(selectEvents);
  const eventTitle = useCallback((name: string) => events.find((event) => event.name === name)?.title, [events]);
  // The published festival's title once `festival/` has answered, the build's before (and against a server without it).
  const festivalTitle = useAppSelector(selectFestival).title;
  const title = documentTitle(meta, params, eventTitle, festivalTitle);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
