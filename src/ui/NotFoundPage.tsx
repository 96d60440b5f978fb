import { Link as RouterLink } from "react-router-dom";
import { paths } from "../config/paths";
import { NOT_FOUND } from "../content/pages";
import * as styles from "./notFound.module.css";
import * as ui from "./ui.module.css";

const contained = `${ui.button} ${ui.contained}`;
const outlined = `${ui.button} ${ui.outlined} ${ui.primary}`;

/** Styled without MUI: the event pages show it for an unknown event, and they load no MUI. */
export default function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className={`${ui.container} ${styles.page}`}>
      <p aria-hidden className={styles.code}>
        404
      </p>
      <h1 id="not-found-title" className={`${ui.h1} ${ui.gutter}`}>
        {NOT_FOUND.title}
      </h1>
      <p className={styles.text}>{NOT_FOUND.text}</p>
      <nav aria-label="Ways back" className={styles.ways}>
        <RouterLink className={contained} to={paths.home}>
          Home
        </RouterLink>
        <RouterLink className={outlined} to={paths.events}>
          Events
        </RouterLink>
        <RouterLink className={outlined} to={paths.haxplore}>
          Haxplore
        </RouterLink>
      </nav>
    </section>
  );
}
