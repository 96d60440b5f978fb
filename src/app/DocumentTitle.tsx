import { useCallback, useEffect } from "react";
import { useParams } from "react-router-dom";
import { documentTitle, type RouteMeta } from "../config/routeMeta";
import { selectFestival } from "../content/selectFestival";
import { selectEvents } from "../features/events/eventsSlice";
import { useT } from "../i18n/useT";
import { useAppSelector } from "./hooks";

/**
 * The page's document title, in the language shown (docs/architecture.md, "Languages"). Rendered beside the page, so it
 * commits only with the page's code, which brings the title's message in that language: a Hindi title is never
 * replaced by English, not even while the next page's code arrives. The festival's published title once `festival/`
 * has answered (the build's before), an event's from the store (an added event too).
 */
export default function DocumentTitle({ meta }: { meta: RouteMeta }) {
  const params = useParams();
  const t = useT();
  const events = useAppSelector(selectEvents);
  const eventTitle = useCallback((name: string) => events.find((event) => event.name === name)?.title, [events]);
  const festivalTitle = useAppSelector(selectFestival).title;
  const title = documentTitle(meta, t, params, eventTitle, festivalTitle);

  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
