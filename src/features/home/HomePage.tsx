import { FESTIVAL } from "../../content/festival";
import { HOME } from "../../content/home";
import * as ui from "../../ui/ui.module.css";
import EventsAtAGlance from "./EventsAtAGlance";
import HeroArt from "./HeroArt";
import Highlights from "./Highlights";
import * as styles from "./home.module.css";
import HomeCallsToAction from "./HomeCallsToAction";
import PartnersBand from "./PartnersBand";

export default function HomePage() {
  return (
    <>
      <section aria-labelledby="home-title" className={`${ui.container} ${styles.hero}`}>
        <div className={styles.heroGrid}>
          <div>
            <p className={styles.overline}>The {FESTIVAL.year} edition · online</p>
            <h1 id="home-title" className={styles.title}>
              {FESTIVAL.shortTitle}
            </h1>
            <p className={styles.pitch}>{HOME.pitch}</p>
            <HomeCallsToAction />
          </div>
          <div className={styles.heroArt}>
            <HeroArt />
          </div>
        </div>
      </section>

      <section aria-labelledby="home-about" className={`${ui.container} ${styles.section}`}>
        <h2 id="home-about" className={styles.heading}>
          {HOME.about.heading}
        </h2>
        {HOME.about.paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.paragraph}>
            {paragraph}
          </p>
        ))}
        <Highlights />
      </section>

      <section aria-labelledby="home-events" className={`${ui.container} ${styles.section}`}>
        <h2 id="home-events" className={styles.heading}>
          {HOME.eventsHeading}
        </h2>
        <EventsAtAGlance />
      </section>

      <PartnersBand />
    </>
  );
}
