import * as styles from "./PageLoading.module.css";

/** Shown while the first page's code arrives. */
export default function PageLoading() {
  return (
    <div role="progressbar" aria-label="Loading page" className={styles.track}>
      <div className={styles.bar} />
    </div>
  );
}
