import { selectFestival } from "../../content/selectFestival";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import FestivalSignature from "../../ui/FestivalSignature";
import { SiteLink } from "../../ui/SiteLink";
import * as ui from "../../ui/ui.module.css";
import { useAppSelector } from "../hooks";
import * as styles from "./Footer.module.css";
import { SITE_SECTIONS } from "./siteSections";

/** The festival's identity as published (the build's until `festival/` answers, or without it), and the site's links. */
export default function Footer() {
  const t = useT();
  const local = useLocalPath();
  const festival = useAppSelector(selectFestival);
  return (
    <footer className={styles.footer}>
      <div className={`${ui.container} ${styles.columns}`}>
        <div>
          <FestivalSignature festival={festival} />
        </div>
        <nav aria-label={t("footer.nav")}>
          <ul className={`${ui.plainList} ${styles.links} ${ui.small}`}>
            {SITE_SECTIONS.map((link) => (
              <li key={link.to}>
                <SiteLink className={ui.link} to={local(link.to)}>
                  {t(link.full)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}
