import { useAppSelector } from "../../app/hooks";
import { selectFestival } from "../../content/selectFestival";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import EventsAtAGlance from "./EventsAtAGlance";
import HeroArt from "./HeroArt";
import Highlights from "./Highlights";
import * as styles from "./home.module.css";
import HomeCallsToAction from "./HomeCallsToAction";
import PartnersBand from "./PartnersBand";

/**
 * The home page. Its large title and year are the festival's as published (`festival/`, read by the layout when the
 * browser is idle), the build's before that answers, against a server without it and on the pre-rendered page.
 */
export default function HomePage() {
  const t = useT();
  const festival = useAppSelector(selectFestival);
  return (
    <>
      <section aria-labelledby="home-title" className={`${ui.container} ${styles.hero}`}>
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.overline}>{t("home.overline", { year: festival.year })}</p>
            <h1 id="home-title" className={styles.title}>
              {festival.title}
            </h1>
            <p className={styles.pitch}>{t("home.pitch")}</p>
            <HomeCallsToAction />
          </div>
          <div className={styles.heroArt}>
            <HeroArt />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-about" className={`${ui.container} ${styles.section}`}>
        <h2 id="home-about" className={styles.heading}>
          {t("home.about.heading")}
        </h2>
        <p className={styles.paragraph}>{t("home.about.students")}</p>
        <p className={styles.paragraph}>{t("home.about.online")}</p>
        <Highlights />
      </section>

      <section aria-labelledby="home-events" className={`${ui.container} ${styles.section}`}>
        <h2 id="home-events" className={styles.heading}>
          {t("home.eventsHeading")}
        </h2>
        <EventsAtAGlance />
      </section>

      <PartnersBand />
    </>
  );
}
