import type { ReactNode } from "react";
import { useT } from "../../i18n/useT";
import LineIcon from "../../ui/LineIcon";
import * as ui from "../../ui/ui.module.css";
import * as styles from "./home.module.css";

/** Each highlight's messages are `home.<key>.title` and `home.<key>.text`. */
const HIGHLIGHTS = ["contests", "online", "certificates"] as const;

/** A trophy, a globe and a certificate's rosette, drawn like the site's other icons. */
const ICONS: Record<(typeof HIGHLIGHTS)[number], ReactNode> = {
  contests: (
    <LineIcon>
      <path d="M8 4h8v5.5a4 4 0 0 1-8 0zM8 6.5H5.5v1A3 3 0 0 0 8 10.4M16 6.5h2.5v1a3 3 0 0 1-2.5 2.9M12 13.5V17M8.5 20.5h7M10 17h4l.5 3.5h-5z" />
    </LineIcon>
  ),
  online: (
    <LineIcon>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.4 2.4 3.4 5.3 3.4 8.5s-1 6.1-3.4 8.5c-2.4-2.4-3.4-5.3-3.4-8.5s1-6.1 3.4-8.5z" />
    </LineIcon>
  ),
  certificates: (
    <LineIcon>
      <circle cx="12" cy="9" r="5.5" />
      <path d="M8.6 13.3 7 21l5-2.6 5 2.6-1.6-7.7" />
    </LineIcon>
  ),
};

/** Three reasons to take part. */
export default function Highlights() {
  const t = useT();
  return (
    <ul aria-label={t("home.highlights")} className={`${ui.plainList} ${styles.highlights}`}>
      {HIGHLIGHTS.map((key) => (
        <li key={key} className={styles.highlight}>
          <div className={styles.highlightIcon}>{ICONS[key]}</div>
          <h3 className={styles.highlightTitle}>{t(`home.${key}.title`)}</h3>
          <p className={`${styles.highlightText} ${styles.muted}`}>{t(`home.${key}.text`)}</p>
        </li>
      ))}
    </ul>
  );
}
