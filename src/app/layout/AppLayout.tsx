import { memo } from "react";
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

/**
 * The skip link, header, page and footer. Memoised (each part still follows its own reads, the route and the
 * language): the frame renders again when the terminal's place changes, and adopting a pre-rendered page on a phone
 * is such a change, synchronous, right after the adoption (the copy assumed no screen, `useMediaQuery`). Rendering
 * the header and the page again in it was a long task of 60 ms and more on a phone (docs/performance.md).
 */
const FrameContent = memo(function FrameContent() {
  const t = useT();
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t("layout.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <OfflineBanner />
        <Outlet />
      </main>
      <Footer />
    </>
  );
});

export default function AppLayout() {
  const { meta } = useRouteMeta();
  const { present, padding } = useTerminalPresence(meta);
  useNavigationEffects();
  // The header, footer and titles show the published festival once it answers (the build's before).
  usePublishedFestival();
  useLanguageAddress();
  // Scrolls to 0,0 on every navigation unless back/forward returns to a saved position.
  useScrollRestoration();

  return (
    <div data-testid="app-frame" className={styles.frame} style={{ paddingBottom: padding }}>
      <FrameContent />
      <TerminalSlot meta={meta} present={present} />
      <LanguageOffer />
    </div>
  );
}
