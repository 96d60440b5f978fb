import { paths } from "../config/paths";
import { useLocalPath } from "../i18n/useLocalPath";
import { useT } from "../i18n/useT";
import * as styles from "./notFound.module.css";
import { SiteLink } from "./SiteLink";
import * as ui from "./ui.module.css";

const contained = `${ui.button} ${ui.contained}`;
const outlined = `${ui.button} ${ui.outlined} ${ui.primary}`;

/** Styled without MUI: the event pages show it for an unknown event, and they load no MUI. */
export default function NotFoundPage() {
  const t = useT();
  const local = useLocalPath();
  return (
    <section aria-labelledby="not-found-title" className={`${ui.container} ${styles.page}`}>
      <p aria-hidden className={styles.code}>
        404
      </p>
      <h1 id="not-found-title" className={`${ui.h1} ${ui.gutter}`}>
        {t("notFound.title")}
      </h1>
      <p className={styles.text}>{t("notFound.text")}</p>
      <nav aria-label={t("notFound.waysBack")} className={styles.ways}>
        <SiteLink className={contained} to={local(paths.home)}>
          {t("sections.home")}
        </SiteLink>
        <SiteLink className={outlined} to={local(paths.events)}>
          {t("sections.events")}
        </SiteLink>
        <SiteLink className={outlined} to={local(paths.haxplore)}>
          {t("sections.haxplore")}
        </SiteLink>
      </nav>
    </section>
  );
}
