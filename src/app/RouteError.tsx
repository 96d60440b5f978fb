import { Link as RouterLink } from "react-router-dom";
import { paths } from "../config/paths";
import * as ui from "../ui/ui.module.css";
import * as styles from "./RouteError.module.css";

function describe(error: unknown): string {
  if (error instanceof Error && /loading (css )?chunk|dynamically imported module|import/i.test(error.message)) {
    return "This part of the site could not be downloaded. You may be offline, or a newer version was just published.";
  }
  return "Something on this page broke. Reloading usually fixes it.";
}

/** The error boundary of every route: the layout stays, the page explains and offers a way out. */
export default function RouteError({ error }: { error: unknown }) {
  return (
    <section className={`${ui.container} ${styles.section}`}>
      <h1 className={styles.title}>This page could not be shown</h1>
      <div role="alert" className={`${ui.alert} ${ui.error} ${styles.message}`}>
        {describe(error)}
      </div>
      <div className={styles.actions}>
        <button type="button" className={`${ui.button} ${ui.contained}`} onClick={() => window.location.reload()}>
          Reload
        </button>
        <RouterLink to={paths.home} className={`${ui.button} ${ui.outlined} ${ui.primary}`}>
          Home
        </RouterLink>
      </div>
    </section>
  );
}
