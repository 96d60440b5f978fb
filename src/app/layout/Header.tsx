import { useState } from "react";
import { useLocation } from "react-router-dom";
import type { Profile } from "../../../contract/profile";
import { paths } from "../../config/paths";
import { selectFestival } from "../../content/selectFestival";
import { selectIsLoggedIn } from "../../features/auth/authSlice";
import { useLogout } from "../../features/auth/useLogout";
import LanguageSwitch from "../../features/language/LanguageSwitch";
import ThemeToggle from "../../features/theme/ThemeToggle";
import { useLocalPath } from "../../i18n/useLocalPath";
import { useT } from "../../i18n/useT";
import { CloseIcon, DashboardIcon, LogoutIcon, MenuIcon } from "../../ui/icons";
import { SiteLink, SiteNavLink } from "../../ui/SiteLink";
import * as ui from "../../ui/ui.module.css";
import { useAppSelector } from "../hooks";
import type { StateBeforeApi } from "../rootReducer";
import * as styles from "./Header.module.css";
import { SITE_SECTIONS } from "./siteSections";

/**
 * Read from the cache only (the dashboard and the console load the profile): no extra request on public pages. Found
 * by endpoint name, as the API's code is not on the first visit; before it arrives, no profile is cached.
 */
const selectIsOrganiser = (state: StateBeforeApi) =>
  Object.values(state.api?.queries ?? {}).some(
    (entry) => entry?.endpointName === "getProfile" && (entry.data as Profile | undefined)?.is_organiser === true,
  );

const navLink = `${ui.button} ${styles.navLink}`;
const accountButton = `${ui.button} ${styles.account}`;

/**
 * Login, or (Console,) Dashboard and Logout. Each is at least 44 px square; below 576 px Dashboard shows its icon with a
 * tooltip, and Console and Logout live only in the menu, labelled, away from the buttons a thumb aims at.
 */
function AccountActions() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const logout = useLogout();
  const isOrganiser = useAppSelector(selectIsOrganiser);
  const t = useT();
  if (!isLoggedIn) {
    return (
      <SiteLink to={paths.login} className={`${ui.button} ${ui.outlined} ${styles.account}`}>
        {t("header.login")}
      </SiteLink>
    );
  }
  return (
    <>
      {isOrganiser && (
        <SiteNavLink to={paths.admin} className={`${accountButton} ${styles.navLink} ${styles.notOnPhones}`}>
          {t("header.console")}
        </SiteNavLink>
      )}
      <SiteNavLink
        to={paths.dashboard}
        end
        aria-label={t("header.dashboard")}
        title={t("header.dashboard")}
        className={`${accountButton} ${styles.navLink}`}
      >
        <DashboardIcon />
        <span className={styles.wideOnly}>{t("header.dashboard")}</span>
      </SiteNavLink>
      <button type="button" onClick={logout} className={`${accountButton} ${styles.notOnPhones}`}>
        <LogoutIcon />
        {t("header.logout")}
      </button>
    </>
  );
}

/** The same account actions at the end of the menu, with their names. */
function MenuAccountActions() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const logout = useLogout();
  const isOrganiser = useAppSelector(selectIsOrganiser);
  const t = useT();
  if (!isLoggedIn) {
    return (
      <li className={styles.menuAccount}>
        <SiteNavLink to={paths.login} className={navLink}>
          {t("header.login")}
        </SiteNavLink>
      </li>
    );
  }
  return (
    <>
      {isOrganiser && (
        <li className={styles.menuAccount}>
          <SiteNavLink to={paths.admin} className={navLink}>
            {t("header.console")}
          </SiteNavLink>
        </li>
      )}
      <li className={isOrganiser ? undefined : styles.menuAccount}>
        <SiteNavLink to={paths.dashboard} end className={navLink}>
          <DashboardIcon />
          {t("header.dashboard")}
        </SiteNavLink>
      </li>
      <li>
        <button type="button" onClick={logout} className={navLink}>
          <LogoutIcon />
          {t("header.logout")}
        </button>
      </li>
    </>
  );
}

/** The site's header: brand, main navigation (a disclosure panel below 992 px), theme and account actions. */
export default function Header() {
  const { pathname } = useLocation();
  // The mobile panel stays open only on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const t = useT();
  const local = useLocalPath();
  const festival = useAppSelector(selectFestival);

  return (
    <header
      className={styles.header}
      onKeyDown={(event) => {
        if (event.key === "Escape") setOpenOn(null);
      }}
    >
      <div className={`${ui.container} ${styles.toolbar}`}>
        <SiteLink to={local(paths.home)} className={`${ui.button} ${styles.brand}`}>
          {festival.title}
        </SiteLink>
        <nav aria-label={t("header.mainNav")} className={styles.mainNav}>
          {SITE_SECTIONS.map((link) => (
            <SiteNavLink key={link.to} to={local(link.to)} className={navLink}>
              {t(link.short)}
            </SiteNavLink>
          ))}
        </nav>
        <div className={styles.spacer} />
        <LanguageSwitch className={styles.notOnSmallest} />
        <ThemeToggle />
        <AccountActions />
        <button
          type="button"
          className={`${ui.iconButton} ${styles.menuButton}`}
          aria-label={t(menuOpen ? "header.closeMenu" : "header.openMenu")}
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          onClick={() => setOpenOn(menuOpen ? null : pathname)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
      </div>
      <nav id="mobile-nav" aria-label={t("header.mainNav")} hidden={!menuOpen} className={styles.mobileNav}>
        <ul className={`${ui.container} ${styles.mobileList}`}>
          {SITE_SECTIONS.map((link) => (
            <li key={link.to}>
              <SiteNavLink to={local(link.to)} className={navLink}>
                {t(link.short)}
              </SiteNavLink>
            </li>
          ))}
          <li className={styles.onlySmallest}>
            <LanguageSwitch className={navLink} inMenu />
          </li>
          <MenuAccountActions />
        </ul>
      </nav>
    </header>
  );
}
