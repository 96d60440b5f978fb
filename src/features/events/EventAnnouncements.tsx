import { isWithheld } from "../../api/optionalRead";
import { useT } from "../../i18n/useT";
import { whenText } from "../../lib/schedule";
import { useHydrated } from "../../lib/useHydrated";
import * as ui from "../../ui/ui.module.css";
import { useAnnouncementsQuery } from "../announcements/announcementsApi";
import * as styles from "./events.module.css";
import LinkifiedText from "./LinkifiedText";

/**
 * The event's announcements, newest first. The pre-rendered page has none: they are asked for once the app has taken
 * the page over and appear only when there are some, at the end of the page (before the FAQ), so nothing above moves
 * and the adopted page matches its copy. A server without announcements (404) or a failure: nothing is shown.
 */
export default function EventAnnouncements({ slug }: { slug: string }) {
  const hydrated = useHydrated();
  const t = useT();
  const { data } = useAnnouncementsQuery(slug, { skip: !hydrated });
  if (!hydrated || !data || isWithheld(data) || data.length === 0) return null;
  return (
    <section aria-labelledby="event-announcements" className={styles.announcements}>
      <h2 id="event-announcements" className={`${ui.h2} ${ui.gutter}`}>
        {t("event.announcements")}
      </h2>
      <ul className={ui.plainList}>
        {data.map((item) => (
          <li key={item.id} className={styles.announcement}>
            <h3 className={styles.announcementTitle}>{item.title}</h3>
            <p className={`${ui.small} ${ui.muted}`}>
              <time dateTime={item.published_at}>{whenText(item.published_at)}</time>
              {item.corrected_at && ` · ${t("event.corrected")}`}
            </p>
            <p className={styles.announcementBody}>
              <LinkifiedText text={item.body} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
