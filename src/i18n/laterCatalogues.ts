import type { Language } from "./languages";

type Loader = () => Promise<{ default: unknown }>;

/**
 * The loaders of every area that neither the shell nor a landing page (home, events, an event) needs: fetched as one
 * small chunk when the first of them is asked for (catalogues.ts, `loaderOf`). As there, each area and language is a
 * chunk, a page's English in the page's own chunk (the same chunk name). The others are unnamed (a number): every
 * chunk's name is written into the webpack runtime, which each first visit downloads (about 140 bytes gzip for these
 * twenty names); the toasts' keep theirs (test/e2e/language.test.ts follows them by name), and the console's views'
 * carry four areas each (a shared name makes one chunk).
 */
export const LATER_CATALOGUES = {
  login: {
    en: () => import(/* webpackChunkName: "login" */ "./messages/login/en.json"),
    hi: () => import("./messages/login/hi.json"),
  },
  common: {
    // The shared components' words (src/ui), for every page built with MUI: English's comes with MUI's theme.
    en: () => import(/* webpackChunkName: "app-theme" */ "./messages/common/en.json"),
    hi: () => import("./messages/common/hi.json"),
  },
  certificates: {
    // The dashboard's certificates section, on its overview.
    en: () => import(/* webpackChunkName: "dashboard-overview" */ "./messages/certificates/en.json"),
    hi: () => import("./messages/certificates/hi.json"),
  },
  certificate: {
    en: () => import(/* webpackChunkName: "certificate" */ "./messages/certificate/en.json"),
    hi: () => import("./messages/certificate/hi.json"),
  },
  ca: {
    en: () => import(/* webpackChunkName: "ca" */ "./messages/ca/en.json"),
    hi: () => import("./messages/ca/hi.json"),
  },
  // The team page: its title, introduction and groups.
  team: {
    en: () => import(/* webpackChunkName: "team" */ "./messages/team/en.json"),
    hi: () => import("./messages/team/hi.json"),
  },
  haxplore: {
    en: () => import(/* webpackChunkName: "haxplore" */ "./messages/haxplore/en.json"),
    hi: () => import("./messages/haxplore/hi.json"),
  },
  referral: {
    en: () => import(/* webpackChunkName: "referral" */ "./messages/referral/en.json"),
    hi: () => import("./messages/referral/hi.json"),
  },
  finder: {
    // The finder's page and its parts on the dashboard (requests, "Find a teammate"): a chunk of its own in English too,
    // as neither page's chunk may carry the other.
    en: () => import("./messages/finder/en.json"),
    hi: () => import("./messages/finder/hi.json"),
  },
  results: {
    en: () => import(/* webpackChunkName: "results" */ "./messages/results/en.json"),
    hi: () => import("./messages/results/hi.json"),
  },
  offer: {
    en: () => import("./messages/offer/en.json"),
    hi: () => import("./messages/offer/hi.json"),
  },
  terminal: {
    en: () => import(/* webpackChunkName: "terminal" */ "./messages/terminal/en.json"),
    hi: () => import("./messages/terminal/hi.json"),
  },
  // The API layer's own words for a call without a usable answer (src/api/apiWords.ts), shown in toasts and alerts:
  // fetched once the start-up is idle (src/main.tsx) or at the first failure, in a chunk of their own (the API's code
  // would carry them to every page using it). They were in the toasts' chunk, so every page's idle start-up also
  // downloaded the toasts' words (sign-in's errors, mostly: 0.9 KB gzip), which come with the toaster when one shows.
  api: {
    en: () => import(/* webpackChunkName: "messages-api-en" */ "./messages/api/en.json"),
    hi: () => import(/* webpackChunkName: "messages-api-hi" */ "./messages/api/hi.json"),
  },
  toasts: {
    en: () => import(/* webpackChunkName: "messages-toasts-en" */ "./messages/toasts/en.json"),
    hi: () => import(/* webpackChunkName: "messages-toasts-hi" */ "./messages/toasts/hi.json"),
  },
  // The console's frame and its overview (src/features/admin/AdminPage.tsx, views/OverviewView.tsx, its charts).
  console: {
    en: () => import(/* webpackChunkName: "console" */ "./messages/console/en.json"),
    hi: () => import("./messages/console/hi.json"),
  },
  // The console's other views, loaded with a view's code (src/features/admin/consoleViews.ts). One chunk per language
  // with the three areas below, which only views use: a view's first visit is one request for its words.
  // The overview's charts: English's in the charts' chunk (src/features/admin/views/overview/StatsWhenNear.tsx), so
  // the console's first screen does not download the words of a section below it.
  consoleStats: {
    en: () => import(/* webpackChunkName: "console-stats" */ "./messages/consoleStats/en.json"),
    hi: () => import("./messages/consoleStats/hi.json"),
  },
  consoleViews: {
    en: () => import(/* webpackChunkName: "messages-consoleViews-en" */ "./messages/consoleViews/en.json"),
    hi: () => import(/* webpackChunkName: "messages-consoleViews-hi" */ "./messages/consoleViews/hi.json"),
  },
  // The certificate PDF's fixed words, loaded by the PDF maker itself. English is a chunk of its own: in the PDF
  // maker's chunk, it would make that code (which is prefetched) a child of this loaders' chunk, fetched with the page.
  certificatePdf: {
    en: () => import("./messages/certificatePdf/en.json"),
    hi: () => import("./messages/certificatePdf/hi.json"),
  },
  passwordReset: {
    en: () => import(/* webpackChunkName: "password-reset" */ "./messages/passwordReset/en.json"),
    hi: () => import("./messages/passwordReset/hi.json"),
  },
  passwordChange: {
    en: () => import(/* webpackChunkName: "password-change" */ "./messages/passwordChange/en.json"),
    hi: () => import("./messages/passwordChange/hi.json"),
  },
  // The dashboard in four areas, each loaded with the code that shows it: its frame and what both views share (with
  // the route), the overview's cards and the events view's cards and team forms (each with its view, in English in
  // the view's chunk: src/app/routeTable.tsx), and the sections the overview shows on approach (the announcements, the
  // e-mail settings and the sessions: src/app/dashboard/OverviewView.tsx, SettingsWhenNear.tsx).
  dashboard: {
    en: () => import(/* webpackChunkName: "dashboard" */ "./messages/dashboard/en.json"),
    hi: () => import("./messages/dashboard/hi.json"),
  },
  dashboardOverview: {
    en: () => import(/* webpackChunkName: "dashboard-overview" */ "./messages/dashboardOverview/en.json"),
    hi: () => import("./messages/dashboardOverview/hi.json"),
  },
  dashboardEvents: {
    en: () => import(/* webpackChunkName: "dashboard-events" */ "./messages/dashboardEvents/en.json"),
    hi: () => import("./messages/dashboardEvents/hi.json"),
  },
  dashboardMore: {
    en: () => import("./messages/dashboardMore/en.json"),
    hi: () => import("./messages/dashboardMore/hi.json"),
  },
  profile: {
    en: () => import(/* webpackChunkName: "profile-edit" */ "./messages/profile/en.json"),
    hi: () => import("./messages/profile/hi.json"),
  },
  // The console's festival details editor (src/features/admin/content/FestivalSection.tsx, in the events view).
  festivalDetails: {
    en: () => import(/* webpackChunkName: "messages-consoleViews-en" */ "./messages/festivalDetails/en.json"),
    hi: () => import(/* webpackChunkName: "messages-consoleViews-hi" */ "./messages/festivalDetails/hi.json"),
  },
  // The console's editor of events' texts and its form adding an event (src/features/admin/content/EventTexts.tsx).
  eventContent: {
    en: () => import(/* webpackChunkName: "messages-consoleViews-en" */ "./messages/eventContent/en.json"),
    hi: () => import(/* webpackChunkName: "messages-consoleViews-hi" */ "./messages/eventContent/hi.json"),
  },
  // The console's audit log: its filter's actions and its sentences (src/features/admin/auditSentence.ts).
  audit: {
    en: () => import(/* webpackChunkName: "messages-consoleViews-en" */ "./messages/audit/en.json"),
    hi: () => import(/* webpackChunkName: "messages-consoleViews-hi" */ "./messages/audit/hi.json"),
  },
} satisfies Record<string, Record<Language, Loader>>;
