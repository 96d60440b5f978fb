import { Link as RouterLink } from "react-router-dom";
import { inLanguage } from "../../../contract/languages";
import { selectFestival } from "../../features/festival/selectFestival";
import { useLanguage } from "../../i18n/LanguageContext";
import Message from "../../i18n/Message";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import * as ui from "../../ui/ui.module.css";
import { useAppSelector } from "../hooks";
import * as styles from "./Footer.module.css";
import { SITE_SECTIONS } from "./siteSections";

const mailLink = (address: string) => (
  <a className={ui.link} href={`mailto:${address}`}>
    {address}
  </a>
);

/** The festival's identity as published (the build's until `festival/` answers, or without it), and the site's links. */
export default function Footer() {
  const t = useT();
  const local = useLocalPath();
  const language = useLanguage();
  const festival = useAppSelector(selectFestival);
  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.columns}`}>
        <div>
          <p className={styles.brand}>{festival.title}</p>
          <p className={`${ui.small} ${ui.muted}`}>
            {t("footer.edition", {
              year: festival.year,
              festival: festival.name,
              host: inLanguage(festival.host, language),
            })}
          </p>
          <p className={`${ui.small} ${styles.contacts}`}>
            <Message
              id="footer.contacts"
              values={{
                contact: mailLink(festival.contact_email),
                partners: mailLink(festival.sponsor_email ?? festival.contact_email),
              }}
            />
          </p>
          {festival.social_links.length > 0 && (
            <ul className={`${ui.plainList} ${styles.social} ${ui.small}`}>
              {festival.social_links.map((link) => (
                <li key={link.url}>
                  <a className={ui.link} href={link.url} rel="noopener" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
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
