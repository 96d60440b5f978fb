import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import EventCard from "./EventCard";
import * as styles from "./events.module.css";
import { useFestivalEvents } from "./useFestivalEvents";

export default function EventsPage() {
  const { events, isLoggedIn, liveStatusProblem } = useFestivalEvents();
  const t = useT();
  return (
    <section aria-labelledby="events-title" className={`${ui.container} ${styles.page}`}>
      <h1 id="events-title" className={`${ui.h1} ${ui.gutter}`}>
        {t("sections.events")}
      </h1>
      <p className={`${styles.intro} ${ui.muted}`}>{t("events.intro")}</p>
      <ul className={styles.cards}>
        {events.map((event) => (
          <li key={event.name}>
            <EventCard event={event} isLoggedIn={isLoggedIn} statusProblem={liveStatusProblem} />
          </li>
        ))}
      </ul>
    </section>
  );
}
