import { type ComponentType, lazy, type LazyExoticComponent } from "react";
import type { AdminView } from "../../config/adminViews";
import { type MessageArea, withMessages } from "../../i18n/catalogues";

type ViewModule<Props = object> = Promise<{ default: ComponentType<Props> }>;

/** A view's code with its words in the language shown: the console's route loads only the frame's and overview's. */
const withWords =
  <Props>(load: () => ViewModule<Props>, areas: readonly MessageArea[] = []) =>
  (): ViewModule<Props> =>
    withMessages(load(), ["consoleViews", ...areas]);

/**
 * Each view's code, a chunk of its own (unnamed: every chunk name is written into the entry's runtime): the console's
 * first page downloads the view it shows, not all twelve (the overview's charts, the content editor's Markdown, the
 * results' CSV reading stay with their views), and the words of the view it shows.
 */
const LOADERS: Partial<Record<AdminView, () => ViewModule>> = {
  overview: () => import("./views/OverviewView"),
  // The festival's details and the events' texts are edited in the events view.
  events: withWords(() => import("./views/EventsView"), ["eventContent", "festivalDetails"]),
  teams: withWords(() => import("./views/TeamsView")),
  participants: withWords(() => import("./views/ParticipantsView")),
  ambassadors: withWords(() => import("./views/AmbassadorsView")),
  results: withWords(() => import("./views/ResultsView")),
  certificates: withWords(() => import("./views/CertificatesView")),
  announcements: withWords(() => import("./views/AnnouncementsView")),
  finder: withWords(() => import("./views/FinderView")),
  organisers: withWords(() => import("./views/OrganisersView")),
  audit: withWords(() => import("./views/AuditView"), ["audit"]),
};
const loadListView = withWords(() => import("./views/ListView"));

/** The views with their own code, loaded when first shown; a view not here is its console list shown by ListView. */
export const CONSOLE_VIEWS: Partial<Record<AdminView, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(LOADERS).map(([view, load]) => [view, lazy(load)]),
);

/** The plain list view, for the views without code of their own (the mail queue). */
export const ConsoleListView = lazy(loadListView);

/**
 * Starts the download of a view's code (called at start-up beside its first requests, so the view's chunk does not
 * wait for the console's); a view without code of its own needs the list view's.
 */
export function preloadConsoleView(view: AdminView): void {
  const load = LOADERS[view] ?? loadListView;
  load().catch(() => undefined);
}
