import { config } from "../../config/appConfig";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { countdown, spanOfTimes } from "../../lib/schedule";
import { useNow } from "../../lib/useNow";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./events.module.css";
import type { FestivalEvent } from "./eventsSlice";

/**
 * When the event runs, in the viewer's own time zone (named), with a live countdown and "Add to calendar". Nothing
 * until the server has given times (never on the pre-rendered copy); the countdown only once the app has taken over,
 * so the copy and the first render are the same. Its row keeps its height, so nothing below moves when it fills.
 */
export default function EventSchedule({ event }: { event: FestivalEvent }) {
  const now = useNow();
  const t = useT();
  const language = useLanguage();
  const times = event.server;
  // English in the viewer's own locale's order, as before; another language in its own.
  const span = times && spanOfTimes(times, t, "event", { locale: language === "en" ? undefined : language });
  if (!times || !span) return null;
  const status = now === null ? null : countdown(times, now, t);
  return (
    <p className={`${ui.small} ${styles.schedule}`}>
      <time dateTime={times.starts_at ?? undefined}>{span}</time>
      {status && (
        <span className={status.phase === "live" ? styles.live : ui.muted} aria-live="polite">
          {` · ${status.text}`}
        </span>
      )}
      {" · "}
      <a className={ui.link} href={new URL(`events/${event.name}/calendar.ics`, config.apiBaseUrl).href} download>
        {t("event.addToCalendar")}
      </a>
    </p>
  );
}
