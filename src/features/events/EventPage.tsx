import { lazy, Suspense, useRef } from "react";
import { useParams } from "react-router-dom";
import { seedEventDetails } from "../../../contract/seedEventDetails";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { participationOf } from "../../content/events";
import { useLanguage } from "../../i18n/LanguageContext";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import { useShownOnApproach } from "../../lib/nearViewport";
import { useHydrated } from "../../lib/useHydrated";
import FaqList from "../../ui/FaqList";
import RichTextView from "../../ui/RichTextView";
import { SiteLink } from "../../ui/SiteLink";
import * as ui from "../../ui/ui.module.css";
import EventIcon from "./EventIcon";
import * as styles from "./events.module.css";
import { selectListedServer, useGetPublishedEventQuery } from "./eventsApi";
import EventSchedule from "./EventSchedule";
import { selectEventByName } from "./eventsSlice";
import { MailIcon, OpenInNewIcon } from "./linkIcons";
import NewTabHint from "./NewTabHint";
import RegistrationStatus from "./RegistrationStatus";
import { useFestivalEvents } from "./useFestivalEvents";

const contained = `${ui.button} ${ui.contained}`;
const outlined = `${ui.button} ${ui.outlined} ${ui.primary}`;

// The event's announcements come in a chunk of their own, once the reader scrolls, presses a key or the FAQ they
// precede comes on screen: their API code, schemas and request stay off a first visit that reads the top of the page
// (they were the load's longest tasks on a phone).
const EventAnnouncements = lazy(() => import(/* webpackChunkName: "event-announcements" */ "./EventAnnouncements"));
// An unknown event's 404 page comes in its own chunk (the 404 route's), off a first visit to a real event.
const NotFoundPage = lazy(() => import(/* webpackChunkName: "not-found" */ "../../ui/NotFoundPage"));

export default function EventPage() {
  const { name = "" } = useParams();
  const { isLoggedIn, liveStatusProblem, listSettled } = useFestivalEvents();
  const hydrated = useHydrated();
  const t = useT();
  const language = useLanguage();
  const local = useLocalPath();
  // The published texts, read after the first paint: they replace the bundled ones (or fill in an added event's page).
  // Asked once the list (asked at start-up) has answered: the original backend has neither texts nor announcements, and
  // a request for them would only log its 404.
  const server = useAppSelector(selectListedServer);
  const texts = useGetPublishedEventQuery(name, { skip: server !== "current" });
  // The bundled page texts come with this page's code (contract/seedEventDetails.ts), not with the app's entry.
  const found = useAppSelector((state) => selectEventByName(state, name, language, seedEventDetails));
  // A hidden event leaves the public pages; its members still find it on their dashboard.
  const event = found?.server?.hidden === true ? undefined : found;
  const faqRef = useRef<HTMLElement>(null);
  // On screen, not ahead of it: a phone's first screen never reaches the FAQ, a desktop's may.
  const announcementsShown = useShownOnApproach(faqRef, "0px", hydrated && server === "current" && !!event);
  if (!event) {
    // An address the build does not know may be an event organisers added: the page waits for the server's say.
    const settled = listSettled && (server === "original" || (!texts.isFetching && (texts.isSuccess || texts.isError)));
    if (!settled) return <div className={`${ui.container} ${styles.page}`} aria-busy="true" />;
    return (
      <Suspense fallback={null}>
        <NotFoundPage />
      </Suspense>
    );
  }
  const closed = event.server?.is_registration_on === false;
  const team = isLoggedIn ? event.server?.team : null;
  // Only a server that says so (the original backend never does): the pre-rendered page has no link either.
  const resultsOut = event.server?.results_published === true;

  return (
    <article aria-labelledby="event-title" className={`${ui.container} ${styles.page}`}>
      <div className={styles.eventHead}>
        <div className={`${styles.iconBox} ${styles.iconBoxLarge}`}>
          <EventIcon name={event.icon} size={44} />
        </div>
        <div>
          <h1 id="event-title" className={ui.h1}>
            {event.title}
          </h1>
          <p className={styles.lead}>{event.summary}</p>
        </div>
      </div>

      <p className={styles.facts}>
        <span className={styles.subject}>{event.subject}</span>
        {` · ${participationOf(event, t)}`}
      </p>
      {/* A row of its own, its height kept while the server answers, so nothing below moves when it does. */}
      <div className={styles.statusRow}>
        <RegistrationStatus event={event} isLoggedIn={isLoggedIn} problem={liveStatusProblem} />
      </div>
      <div className={styles.scheduleRow}>
        <EventSchedule event={event} />
      </div>

      <div className={styles.actions}>
        {team ? (
          <SiteLink className={contained} to={paths.dashboardEvents}>
            {t("event.manageTeam")}
          </SiteLink>
        ) : (
          !closed && (
            <SiteLink className={contained} to={paths.dashboardEvents}>
              {t("event.register")}
            </SiteLink>
          )
        )}
        {resultsOut && (
          <SiteLink className={outlined} to={local(paths.eventResults(event.name))}>
            {t("event.results")}
          </SiteLink>
        )}
        {event.url && (
          <a className={`${outlined} ${styles.contestLink}`} href={event.url} target="_blank" rel="noopener noreferrer">
            {t("event.contestLink")}
            <NewTabHint />
            <OpenInNewIcon className={styles.endIcon} />
          </a>
        )}
      </div>
      <p className={`${ui.small} ${ui.muted}`}>
        {t(
          closed
            ? "event.closedHint"
            : team
              ? "event.registeredHint"
              : isLoggedIn
                ? "event.signedInRegisterHint"
                : "event.registerHint",
        )}
      </p>

      <section aria-labelledby="event-about" className={styles.about}>
        <h2 id="event-about" className={`${ui.h2} ${ui.gutter}`}>
          {t("event.about")}
        </h2>
        <div className={styles.prose}>
          <RichTextView doc={event.description} />
        </div>
      </section>

      <section aria-labelledby="event-coordinators" className={styles.coordinators}>
        <h2 id="event-coordinators" className={`${ui.h2} ${ui.gutter}`}>
          {t("event.coordinators")}
        </h2>
        <ul className={`${ui.plainList} ${styles.people}`}>
          {event.coordinators.map((person, index) => (
            <li key={index}>
              <p className={styles.person}>{person.name}</p>
              {person.email && (
                <a href={`mailto:${person.email}`} className={`${ui.link} ${styles.mail}`}>
                  <MailIcon />
                  {person.email}
                </a>
              )}
              {person.phone && (
                <a href={`tel:${person.phone.replace(/[^+\d]/g, "")}`} className={`${ui.link} ${styles.mail}`}>
                  <bdi>{person.phone}</bdi>
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>

      {announcementsShown && (
        <Suspense fallback={null}>
          <EventAnnouncements slug={event.name} />
        </Suspense>
      )}

      <section ref={faqRef} aria-labelledby="event-faq" className={styles.faq}>
        <h2 id="event-faq" className={`${ui.h2} ${ui.gutter}`}>
          {t("event.faq")}
        </h2>
        {event.faqIntro && (
          <div className={`${styles.faqIntro} ${styles.prose}`}>
            <RichTextView doc={event.faqIntro} />
          </div>
        )}
        <FaqList items={event.faq} />
      </section>
    </article>
  );
}
