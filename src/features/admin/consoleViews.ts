import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { AdminView } from "../../config/adminViews";

type ViewModule = Promise<{ default: ComponentType }>;

/**
 * Each view's code, a chunk of its own: the console's first page downloads the view it shows, not all twelve (the
 * overview's charts, the content editor's Markdown, the results' CSV reading stay with their views).
 */
const LOADERS: Partial<Record<AdminView, () => ViewModule>> = {
  overview: () => import(/* webpackChunkName: "console-overview" */ "./views/OverviewView"),
  events: () => import(/* webpackChunkName: "console-events" */ "./views/EventsView"),
  teams: () => import(/* webpackChunkName: "console-teams" */ "./views/TeamsView"),
  participants: () => import(/* webpackChunkName: "console-participants" */ "./views/ParticipantsView"),
  ambassadors: () => import(/* webpackChunkName: "console-ambassadors" */ "./views/AmbassadorsView"),
  results: () => import(/* webpackChunkName: "console-results" */ "./views/ResultsView"),
  certificates: () => import(/* webpackChunkName: "console-certificates" */ "./views/CertificatesView"),
  announcements: () => import(/* webpackChunkName: "console-announcements" */ "./views/AnnouncementsView"),
  finder: () => import(/* webpackChunkName: "console-finder" */ "./views/FinderView"),
  organisers: () => import(/* webpackChunkName: "console-organisers" */ "./views/OrganisersView"),
  audit: () => import(/* webpackChunkName: "console-audit" */ "./views/AuditView"),
};

/** The views with their own code, loaded when first shown; a view not here is its console list shown by ListView. */
export const CONSOLE_VIEWS: Partial<Record<AdminView, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([view, load]) => [view, lazy(load)]),
);

/** The plain list view, for the views without code of their own (the mail queue). */
export const ConsoleListView = lazy(() => import(/* webpackChunkName: "console-list" */ "./views/ListView"));

/**
 * Starts the download of a view's code (called at start-up beside its first requests, so the view's chunk does not
 * wait for the console's); a view without code of its own needs the list view's.
 */
export function preloadConsoleView(view: AdminView): void {
  const load = LOADERS[view] ?? (() => import(/* webpackChunkName: "console-list" */ "./views/ListView"));
  load().catch(() => undefined);
}
