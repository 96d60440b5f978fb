import { useT } from "../../i18n/useT";
import * as styles from "./PageLoading.module.css";

/** Shown while the first page's code arrives. */
export default function PageLoading() {
  const t = useT();
  return (
    <div role="progressbar" aria-label={t("layout.loadingPage")} className={styles.track}>
      <div className={styles.bar} />
    </div>
  );
}
