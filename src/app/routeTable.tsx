import { memo } from "react";
import { matchRoutes } from "react-router-dom";
import { languagePrefix, paths } from "../config/paths";
import { ROUTE_META, type RouteMeta } from "../config/routeMeta";
import { type MessageArea, withMessages } from "../i18n/catalogues";
import { DEFAULT_LANGUAGE, type Language, LANGUAGES } from "../i18n/languages";
import { lazyPage, type LazyPage } from "./lazyPage";
import { loadWithAppTheme } from "./loadWithAppTheme";
import type { AppStore } from "./store";

/** Who may see a page: anyone, only a visitor without a session (/login), or only a signed-in user. */
export type Access = "public" | "guest" | "signedIn";

/** Asks for what a page opened in a fresh tab will show while its code arrives: `main.tsx` calls it once. */
export type FirstRequests = (store: AppStore, params: Record<string, string | undefined>) => Promise<void>;

export interface PageRoute {
  path: string;
  meta: RouteMeta;
  access: Access;
  page: LazyPage;
  /** The catalogue areas loaded with the page's code, in the language shown (its title's among them, or the shell's). */
  areas: readonly MessageArea[];
  firstRequests?: FirstRequests;
}

type PageModule = Parameters<typeof lazyPage>[0];

/**
 * A lazily loaded page; MUI's theme comes with it unless `mui: false`, and the catalogues of `messages` in the language
 * shown (each page's areas: src/i18n/catalogues.ts), with the shared components' (`common`, src/ui) on a page with MUI.
 */
function route(
  path: string,
  meta: RouteMeta,
  load: PageModule,
  {
    access = "public" as Access,
    mui = true,
    firstRequests = undefined as FirstRequests | undefined,
    messages = [] as MessageArea[],
  } = {},
) {
  const areas: MessageArea[] = mui ? ["common", ...messages] : messages;
  const withWords: PageModule = () => withMessages(load(), areas);
  return {
    path,
    meta,
    access,
    page: lazyPage(mui ? () => loadWithAppTheme(withWords) : withWords),
    areas,
    firstRequests,
  } satisfies PageRoute;
}

/**
 * The dashboard's frame and the view shown, downloaded side by side: neither view's code comes with the other. The
 * frame renders once its own code is in, the view (lazy) when its code follows: the heading is not held back by the
 * view's larger download and render.
 */
const dashboard = (view: "home" | "events") => async () => {
  // The view's code with its words (in English in the view's chunk: src/i18n/laterCatalogues.ts).
  const viewCode =
    view === "events"
      ? withMessages(import(/* webpackChunkName: "dashboard-events" */ "./dashboard/EventsView"), ["dashboardEvents"])
      : withMessages(import(/* webpackChunkName: "dashboard-overview" */ "./dashboard/OverviewView"), [
          "dashboardOverview",
          "certificates",
        ]);
  // A failed download is the view's to report when it renders (the route's error boundary), not an unhandled one.
  viewCode.catch(() => undefined);
  // The frame's code brings the wrapper that renders the view without suspending once its code is in (kept out of
  // the first visit's entry, which no dashboard needs).
  const [{ default: DashboardPage }, { preloadedComponent }] = await Promise.all([
    import(/* webpackChunkName: "dashboard" */ "./dashboard/DashboardPage"),
    import(/* webpackChunkName: "dashboard" */ "../lib/preloadedComponent"),
  ]);
  // Memoised: the frame renders again, at once, each time one of its reads answers (the store's update comes through
  // useSyncExternalStore); the view then keeps what it rendered until its props, the reads' deferred values
  // (src/features/dashboard/useDashboardData.ts), change in the transition that follows.
  const View = memo(preloadedComponent(viewCode));
  return { default: () => <DashboardPage view={view} View={View} /> };
};

const dashboardRequests: FirstRequests = async (store) => {
  const { startDashboardRequests } = await import(
    /* webpackChunkName: "dashboard-requests" */ "../features/dashboard/dashboardRequests"
  );
  void startDashboardRequests(store.dispatch, store.getState);
};

const consolePage = () => import(/* webpackChunkName: "console" */ "../features/admin/AdminPage");
const consoleRequests: FirstRequests = async (store, { view }) => {
  const { startConsoleRequests } = await import(
    /* webpackChunkName: "console-requests" */ "../features/admin/consoleRequests"
  );
  startConsoleRequests(store.dispatch, store.getState, view);
};
/** The server's event list (registration states): asked for while the events pages' code arrives, not after it. */
const eventsRequests: FirstRequests = async (store) => {
  const { eventsApi } = await import("../features/events/eventsApi");
  // Not subscribed: the page subscribes when it renders, and finds the answer (or the request under way).
  store.dispatch(eventsApi.endpoints.getEvents.initiate(undefined, { subscribe: false }));
};

const signedIn = { access: "signedIn" as Access };
// The words of the console's frame and overview: each other view's come with its code
// (src/features/admin/consoleViews.ts).
const consoleRoute = {
  ...signedIn,
  firstRequests: consoleRequests,
  messages: ["console"] as MessageArea[],
};
// The words of the dashboard's frame and of what its two views share; each view's come with its code (above), the
// overview's teammate requests bring the finder's with theirs (src/app/dashboard/OverviewView.tsx), and the events
// view's "Find a teammate" links have theirs in the events view's.
const dashboardRoute = {
  ...signedIn,
  firstRequests: dashboardRequests,
  messages: ["dashboard"] as MessageArea[],
};

const notFound = route(
  "*",
  ROUTE_META.notFound,
  () => import(/* webpackChunkName: "not-found" */ "../ui/NotFoundPage"),
  { mui: false },
);

/** The one route table: docs/SPEC.md section 2. */
const ENGLISH_ROUTES: PageRoute[] = [
  route(paths.home, ROUTE_META.home, () => import(/* webpackChunkName: "home" */ "../features/home/HomePage"), {
    mui: false,
    messages: ["home"],
  }),
  route(
    paths.events,
    ROUTE_META.events,
    () => import(/* webpackChunkName: "events" */ "../features/events/EventsPage"),
    { mui: false, firstRequests: eventsRequests, messages: ["events"] },
  ),
  route(
    paths.eventPattern,
    ROUTE_META.event,
    () => import(/* webpackChunkName: "event" */ "../features/events/EventPage"),
    { mui: false, firstRequests: eventsRequests, messages: ["event"] },
  ),
  route(
    paths.ca,
    ROUTE_META.ca,
    () => import(/* webpackChunkName: "ca" */ "../features/ambassadors/CampusAmbassadorPage"),
    { messages: ["ca"] },
  ),
  route(paths.team, ROUTE_META.team, () => import(/* webpackChunkName: "team" */ "../features/about/TeamPage"), {
    messages: ["team"],
  }),
  route(
    paths.haxplore,
    ROUTE_META.haxplore,
    () => import(/* webpackChunkName: "haxplore" */ "../features/haxplore/HaxplorePage"),
    { messages: ["haxplore"] },
  ),
  route(
    paths.passwordReset,
    ROUTE_META.passwordReset,
    () => import(/* webpackChunkName: "password-reset" */ "../features/auth/PasswordResetPage"),
    { messages: ["passwordReset", "toasts"] },
  ),
  route(
    paths.referral,
    ROUTE_META.referral,
    () => import(/* webpackChunkName: "referral" */ "../features/leaderboard/ReferralPage"),
    { messages: ["referral"] },
  ),
  route(
    paths.eventResultsPattern,
    ROUTE_META.eventResults,
    () => import(/* webpackChunkName: "results" */ "../features/results/ResultsPage"),
    { messages: ["results"] },
  ),
  route(
    paths.certificatePattern,
    ROUTE_META.certificate,
    () => import(/* webpackChunkName: "certificate" */ "../features/certificates/CertificatePage"),
    { messages: ["certificate"] },
  ),
  route(paths.login, ROUTE_META.login, () => import(/* webpackChunkName: "login" */ "../features/auth/LoginPage"), {
    access: "guest",
    messages: ["login", "toasts"],
  }),
  route(paths.dashboard, ROUTE_META.dashboard, dashboard("home"), dashboardRoute),
  route(paths.dashboardEvents, ROUTE_META.dashboardEvents, dashboard("events"), dashboardRoute),
  route(paths.admin, ROUTE_META.admin, consolePage, consoleRoute),
  route("/admin/:view", ROUTE_META.admin, consolePage, consoleRoute),
  route(
    paths.finderPattern,
    ROUTE_META.finder,
    () => import(/* webpackChunkName: "finder" */ "../features/finder/FinderPage"),
    { ...signedIn, messages: ["finder"] },
  ),
  route(
    paths.profileEdit,
    ROUTE_META.profileEdit,
    () => import(/* webpackChunkName: "profile-edit" */ "../features/profile/ProfileEditPage"),
    { ...signedIn, messages: ["profile"] },
  ),
  route(
    paths.passwordChange,
    ROUTE_META.passwordChange,
    () => import(/* webpackChunkName: "password-change" */ "../features/auth/PasswordChangePage"),
    { ...signedIn, messages: ["passwordChange", "toasts"] },
  ),
];

/**
 * Every public page again under each other language's prefix (`/hi/events`, docs/decisions.md "Hindi addresses"), the
 * same page in that language; `/hi/<unknown>` is the 404 page in Hindi. Signed-in and guest pages keep one address.
 */
const languageTwins = (language: Language): PageRoute[] => [
  ...ENGLISH_ROUTES.filter((page) => page.access === "public").map((page) => ({
    ...page,
    path: languagePrefix(language) + (page.path === paths.home ? "" : page.path),
  })),
  { ...notFound, path: `${languagePrefix(language)}/*` },
];

export const PAGE_ROUTES: PageRoute[] = [
  ...ENGLISH_ROUTES,
  ...LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).flatMap(languageTwins),
  notFound,
];

type PageMatch = { route: PageRoute; params: Readonly<Record<string, string | undefined>> };

/** The last path matched and its match: the start-up and every render of the layout ask for the same path. */
let lastMatch: { pathname: string; match: PageMatch } | undefined;

/**
 * The route a path renders (the 404 page's when none other matches), with its params. react-router ranks the whole
 * table on each call (several milliseconds on a phone, in every render of the layout): the last path's match is kept
 * and given again.
 */
export function matchPage(pathname: string): PageMatch {
  if (lastMatch?.pathname === pathname) return lastMatch.match;
  const found = matchRoutes(PAGE_ROUTES, pathname)?.at(-1);
  const match = found ? { route: found.route, params: found.params } : { route: notFound, params: {} };
  lastMatch = { pathname, match };
  return match;
}
