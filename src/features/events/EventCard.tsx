import { participationOf } from "../../content/events";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import { SiteLink } from "../../ui/SiteLink";
import * as ui from "../../ui/ui.module.css";
import EventIcon from "./EventIcon";
import * as styles from "./events.module.css";
import type { FestivalEvent } from "./eventsSlice";
import RegistrationStatus from "./RegistrationStatus";
import type { LiveStatusProblem } from "./useFestivalEvents";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
  statusProblem: LiveStatusProblem | null;
}

/**
 * One event in the list. The title is the link, and it stretches over the whole card, so the card is one large
 * target while screen readers hear a short link name.
 */
export default function EventCard({ event, isLoggedIn, statusProblem }: Props) {
  const t = useT();
  const local = useLocalPath();
  return (
    <article className={styles.card}>
      <div className={styles.cardBody}>
        <div className={styles.cardHead}>
          <div className={styles.iconBox}>
            <EventIcon name={event.icon} size={28} />
          </div>
          <div>
            <h2 className={styles.cardTitle}>
              <SiteLink to={local(event.link)} className={styles.cardLink}>
                {event.title}
              </SiteLink>
            </h2>
            <p className={`${ui.small} ${ui.muted} ${styles.subject}`}>{event.subject}</p>
          </div>
        </div>
        <p className={styles.summary}>{event.summary}</p>
        <p className={`${ui.small} ${styles.strong}`}>{participationOf(event, t)}</p>
      </div>
      {/* The row is kept empty until the server answers, so the cards do not grow under the reader (CLS). */}
      <div className={styles.cardStatus}>
        <RegistrationStatus event={event} isLoggedIn={isLoggedIn} problem={statusProblem} />
      </div>
    </article>
  );
}
