import { partnersOf } from "../../../contract/festival";
import { useAppSelector } from "../../app/hooks";
import { selectFestival } from "../../content/selectFestival";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./home.module.css";

/**
 * The partners band: names set as text, no logos, and the address for sponsors, both as the festival publishes them
 * (its partners' names, its sponsors' address, else its contact address; the build's before `festival/` answers or
 * without it). No published names: the list is left out.
 */
export default function PartnersBand() {
  const t = useT();
  const festival = useAppSelector(selectFestival);
  const partners = partnersOf(festival);
  const sponsorEmail = festival.sponsor_email ?? festival.contact_email;
  return (
    <section aria-labelledby="home-partners" className={styles.partners}>
      <div className={ui.container}>
        <h2 id="home-partners" className={styles.heading}>
          {t("home.partners.heading")}
        </h2>
        <p className={`${styles.partnersIntro} ${styles.muted}`}>{t("home.partners.intro")}</p>
        {partners.length > 0 && (
          <ul className={`${ui.plainList} ${styles.partnerNames}`}>
            {partners.map((name, index) => (
              <li key={`${index}-${name}`} className={styles.partnerName}>
                {name}
              </li>
            ))}
          </ul>
        )}
        <p className={styles.partnersCall}>
          <Message
            id="home.partners.call"
            values={{
              email: (
                <a className={ui.link} href={`mailto:${sponsorEmail}`}>
                  {sponsorEmail}
                </a>
              ),
            }}
          />
        </p>
      </div>
    </section>
  );
}
