import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import { SiteLink } from "../../ui/SiteLink";
import * as ui from "../../ui/ui.module.css";
import { selectIsLoggedIn } from "../auth/authSlice";
import * as styles from "./home.module.css";

const contained = `${ui.button} ${ui.large} ${ui.contained}`;
const outlined = `${ui.button} ${ui.large} ${ui.outlined} ${ui.primary}`;

/** Explore the events, and sign in (visitors) or go to the dashboard (participants). */
export default function HomeCallsToAction() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const t = useT();
  const local = useLocalPath();
  return (
    <div className={styles.actions}>
      <SiteLink className={contained} to={local(paths.events)}>
        {t("home.explore")}
      </SiteLink>
      {isLoggedIn ? (
        <SiteLink className={outlined} to={paths.dashboard}>
          {t("home.toDashboard")}
        </SiteLink>
      ) : (
        <SiteLink className={outlined} to={paths.login}>
          {t("home.signIn")}
        </SiteLink>
      )}
    </div>
  );
}
