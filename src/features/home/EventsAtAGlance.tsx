import { useAppSelector, useAppStore } from "../../app/hooks";
import { participationOf, subjectOf } from "../../content/events";
import { useLanguage } from "../../i18n/LanguageContext";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import { nextTask } from "../../lib/nextTask";
import { useIdleSubscription } from "../../lib/useIdleSubscription";
import { eventGlyph } from "../../ui/eventGlyphs";
import { ArrowForwardIcon } from "../../ui/icons";
import LineIcon from "../../ui/LineIcon";
import { SiteLink } from "../../ui/SiteLink";
import * as ui from "../../ui/ui.module.css";
import { selectPublicEvents } from "../events/eventsSlice";
import * as styles from "./home.module.css";

/**
 * Asks for the published list once the browser is idle, its code (the API's) loaded then: the first visit to the home
 * page carries none of it, and its bundled list paints first.
 */
function usePublishedList(): void {
  const store = useAppStore();
  useIdleSubscription(async () => {
    // Two tasks, not one long one on a phone (as the festival's read does): RTK Query and the API taken in by the
    // store, then the list's endpoints with their answer's checks (zod's schemas).
    await import(/* webpackChunkName: "festival-api" */ "../../api/api");
    await nextTask();
    const { subscribeToEvents } = await import("../events/eventsApi");
    return subscribeToEvents(store.dispatch);
  });
}

/** Every listed event in one compact list, each a link to its page. */
export default function EventsAtAGlance() {
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  const events = useAppSelector((state) => selectPublicEvents(state, language));
  usePublishedList();
  return (
    <ul className={`${ui.plainList} ${styles.events}`}>
      {events.map((event) => (
        <li key={event.name}>
          <SiteLink to={local(event.link)} className={styles.eventLink}>
            <LineIcon size={32} className={styles.eventIcon}>
              {eventGlyph(event.icon)}
            </LineIcon>
            <span className={styles.eventText}>
              <span className={styles.eventTitle}>{event.title}</span>
              <span className={styles.eventFacts}>
                {subjectOf(event) && <span className={styles.subject}>{`${subjectOf(event)} · `}</span>}
                {participationOf(event, t)}
              </span>
            </span>
            <ArrowForwardIcon className={styles.arrow} />
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
