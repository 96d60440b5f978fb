import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { AdminView } from "../../config/adminViews";

type ViewModule = Promise<{ default: ComponentType }>;

/**
 * Each view's code, a chunk of its own (unnamed: every chunk name is written into the entry's runtime): the console's first page downloads the view it shows, not all twelve (the
 * overview's charts, the content editor's Markdown, the results' CSV reading stay with their views).
 */
const LOADERS: Partial<Record<AdminView, () => ViewModule>> = {
  overview: () => import("./views/OverviewView"),
  events: () => import("./views/EventsView"),
  teams: () => import("./views/TeamsView"),
  participants: () => import("./views/ParticipantsView"),
  ambassadors: () => import("./views/AmbassadorsView"),
  results: () => import("./views/ResultsView"),
  certificates: () => import("./views/CertificatesView"),
  announcements: () => import("./views/AnnouncementsView"),
  finder: () => import("./views/FinderView"),
  organisers: () => import("./views/OrganisersView"),
  audit: () => import("./views/AuditView"),
};

/** The views with their own code, loaded when first shown; a view not here is its console list shown by ListView. */
export const CONSOLE_VIEWS: Partial<Record<AdminView, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([view, load]) => [view, lazy(load)]),
);

/** The plain list view, for the views without code of their own (the mail queue). */
export const ConsoleListView = lazy(() => import("./views/ListView"));

/**
 * Starts the download of a view's code (called at start-up beside its first requests, so the view's chunk does not
 * wait for the console's); a view without code of its own needs the list view's.
 */
export function preloadConsoleView(view: AdminView): void {
  const load = LOADERS[view] ?? (() => import("./views/ListView"));
  load().catch(() => undefined);
}
