import { Outlet } from "react-router-dom";
import { usePublishedFestival } from "../../features/festival/usePublishedFestival";
import LanguageOffer from "../../features/language/LanguageOffer";
import { useTerminalPresence } from "../../features/terminal/useTerminalPresence";
import { useT } from "../../i18n/useT";
import * as styles from "./AppLayout.module.css";
import Footer from "./Footer";
import Header from "./Header";
import OfflineBanner from "./OfflineBanner";
import TerminalSlot from "./TerminalSlot";
import { useLanguageAddress } from "./useLanguageAddress";
import { useNavigationEffects } from "./useNavigationEffects";
import { useRouteMeta } from "./useRouteMeta";
import { useScrollRestoration } from "./useScrollRestoration";

export default function AppLayout() {
  const { meta } = useRouteMeta();
  const { present, padding } = useTerminalPresence(meta);
  useNavigationEffects();
  // The header, footer and titles show the published festival once it answers (the build's before).
  usePublishedFestival();
  useLanguageAddress();
  // Scrolls to 0,0 on every navigation unless back/forward returns to a saved position.
  useScrollRestoration();
  const t = useT();

  return (
    <div data-testid="app-frame" className={styles.frame} style={{ paddingBottom: padding }}>
      <a className={styles.skipLink} href="#main">
        {t("layout.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <OfflineBanner />
        <Outlet />
      </main>
      <Footer />
      <TerminalSlot meta={meta} present={present} />
      <LanguageOffer />
    </div>
  );
}
