import { FESTIVAL } from "../../content/festival";
import { HOME } from "../../content/home";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./home.module.css";

/** The partners band: names set as text, no logos. */
export default function PartnersBand() {
  const { partners } = HOME;
  const t = useT();
  return (
    <section aria-labelledby="home-partners" className={styles.partners}>
      <div className={ui.container}>
        <h2 id="home-partners" className={styles.heading}>
          {t("home.partners.heading")}
        </h2>
        <p className={`${styles.partnersIntro} ${styles.muted}`}>{t("home.partners.intro")}</p>
        <ul className={`${ui.plainList} ${styles.partnerNames}`}>
          {partners.names.map((name) => (
            <li key={name} className={styles.partnerName}>
              {name}
            </li>
          ))}
        </ul>
        <p className={styles.partnersCall}>
          <Message
            id="home.partners.call"
            values={{
              email: (
                <a className={ui.link} href={`mailto:${FESTIVAL.sponsorEmail}`}>
                  {FESTIVAL.sponsorEmail}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
