import { Link as RouterLink } from "react-router-dom";
import { EVENTS, participationOf, subjectOf } from "../../content/events";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import { eventGlyph } from "../../ui/eventGlyphs";
import { ArrowForwardIcon } from "../../ui/icons";
import LineIcon from "../../ui/LineIcon";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./home.module.css";

/** All seven events in one compact list, each a link to its page. */
export default function EventsAtAGlance() {
  const t = useT();
  const local = useLocalPath();
  return (
    <ul className={`${ui.plainList} ${styles.events}`}>
      {EVENTS.map((event) => (
        <li key={event.name}>
          <RouterLink to={local(event.link)} className={styles.eventLink}>
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
          </RouterLink>
        </li>
      ))}
    </ul>
  );
}
