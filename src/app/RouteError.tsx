import { paths } from "../config/paths";
import type { MessageKey } from "../i18n/catalogues";
import { useT } from "../i18n/useT";
import { isChunkLoadError } from "../lib/chunkLoadError";
import { SiteLink } from "../ui/SiteLink";
import * as ui from "../ui/ui.module.css";
import * as styles from "./RouteError.module.css";

function describe(error: unknown): MessageKey {
  return isChunkLoadError(error) ? "routeError.notDownloaded" : "routeError.broken";
}

/** The error boundary of every route: the layout stays, the page explains and offers a way out. */
export default function RouteError({ error }: { error: unknown }) {
  const t = useT();
  return (
    <section className={`${ui.container} ${styles.section}`}>
      <h1 className={styles.title}>{t("routeError.title")}</h1>
      <div role="alert" className={`${ui.alert} ${ui.error} ${styles.message}`}>
        {t(describe(error))}
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => window.location.reload()}>
          {t("routeError.reload")}
        </button>
        <SiteLink to={paths.home} className={`${ui.button} ${ui.outlined} ${ui.primary}`}>
          {t("sections.home")}
        </SiteLink>
      </div>
    </section>
  );
}
