import { Link as RouterLink } from "react-router-dom";
import { FESTIVAL } from "../../content/festival";
import Message from "../../i18n/Message";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./Footer.module.css";
import { SITE_SECTIONS } from "./siteSections";

const mailLink = (address: string) => (
  <a className={ui.link} href={`mailto:${address}`}>
    {address}
  </a>
);

export default function Footer() {
  const t = useT();
  const local = useLocalPath();
  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.columns}`}>
        <div>
          <p className={styles.brand}>{FESTIVAL.shortTitle}</p>
          <p className={`${ui.small} ${ui.muted}`}>
            {t("footer.edition", { year: FESTIVAL.year, festival: FESTIVAL.name, host: FESTIVAL.host })}
          </p>
          <p className={`${ui.small} ${styles.contacts}`}>
            <Message
              id="footer.contacts"
              values={{ contact: mailLink(FESTIVAL.contactEmail), partners: mailLink(FESTIVAL.sponsorEmail) }}
            />
          </p>
        </div>
        <nav aria-label={t("footer.nav")}>
          <ul className={`${ui.plainList} ${styles.links} ${ui.small}`}>
            {SITE_SECTIONS.map((link) => (
              <li key={link.to}>
                <RouterLink className={ui.link} to={local(link.to)}>
                  {t(link.full)}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
