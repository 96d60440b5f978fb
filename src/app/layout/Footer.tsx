import { Link as RouterLink } from "react-router-dom";
import { FESTIVAL } from "../../content/festival";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./Footer.module.css";
import { SITE_SECTIONS } from "./siteSections";

export default function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.columns}`}>
        <div>
          <p className={styles.brand}>{FESTIVAL.shortTitle}</p>
          <p className={`${ui.small} ${ui.muted}`}>
            The {FESTIVAL.year} edition of {FESTIVAL.name}, hosted by {FESTIVAL.host}.
          </p>
          <p className={`${ui.small} ${styles.contacts}`}>
            Questions:{" "}
            <a className={ui.link} href={`mailto:${FESTIVAL.contactEmail}`}>
              {FESTIVAL.contactEmail}
            </a>{" "}
            · Partnerships:{" "}
            <a className={ui.link} href={`mailto:${FESTIVAL.sponsorEmail}`}>
              {FESTIVAL.sponsorEmail}
            </a>
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className={`${ui.plainList} ${styles.links} ${ui.small}`}>
            {SITE_SECTIONS.map((link) => (
              <li key={link.to}>
                <RouterLink className={ui.link} to={link.to}>
                  {link.full}
                </RouterLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
