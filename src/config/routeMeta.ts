import { SEED_FESTIVAL, titleWith } from "../../contract/festival";
import { SEED_EVENT_SUMMARIES } from "../../contract/seedEventSummaries";
import type { MessageKey } from "../i18n/catalogues";
import type { Translate } from "../i18n/useT";
import { findAdminView } from "./adminViews";

/** docs/SPEC.md section 3: the meta every route carries. */
export interface RouteMeta {
  /**
   * The page's own name, in the language `t` speaks: a message of the page's own catalogue area (loaded with its code,
   * so the title arrives with the page in the language shown) or of the shell's; or, from the address, a name shown as
   * it is (an event's title); `null` on the home page, titled by the festival alone. The document title is
   * `<festival's title> | <title>` unless `ownTitle` is set.
   */
  title:
    MessageKey | null | ((params: Record<string, string | undefined>, eventTitle: EventTitle, t: Translate) => string);
  ownTitle?: boolean;
  noTerminal: boolean;
  animateTerminal: boolean;
  requiresAuth: boolean;
}

/** "Page Not Found": the 404 page's title, and an unknown event's (the shell's, as the 404 page is). */
const NOT_FOUND_TITLE = "notFound.pageTitle";

/** An event's title by slug, when known: the app's from its store (an added event too), the build's from its catalogue. */
export type EventTitle = (name: string) => string | undefined;

const bundledTitle: EventTitle = (name) => SEED_EVENT_SUMMARIES.find((event) => event.slug === name)?.content.name;

/**
 * The document title in the language `t` speaks: the app's (src/app/DocumentTitle.tsx, with the page) and the
 * pre-rendered HTML's (src/prerender.tsx) alike, so the app adopts a Hindi page's title as the HTML has it.
 */
export function documentTitle(
  meta: RouteMeta,
  t: Translate,
  params: Record<string, string | undefined> = {},
  eventTitle: EventTitle = bundledTitle,
  festivalTitle: string = SEED_FESTIVAL.title,
): string {
  const title = typeof meta.title === "function" ? meta.title(params, eventTitle, t) : meta.title && t(meta.title);
  if (meta.ownTitle) return title ?? "";
  return titleWith({ title: festivalTitle }, title || undefined);
}

const open = { noTerminal: false, animateTerminal: false, requiresAuth: false };
const noTerminal = { ...open, noTerminal: true };
const protectedPage = { ...noTerminal, requiresAuth: true };

/** Every route's meta, its English title exactly as docs/SPEC.md section 2 sets it (the catalogues' `*.pageTitle`). */
export const ROUTE_META = {
  home: { ...open, title: null, animateTerminal: true },
  events: { ...open, title: "events.pageTitle", animateTerminal: true },
  event: { ...open, title: ({ name }, eventTitle, t) => eventTitle(name ?? "") ?? t(NOT_FOUND_TITLE) },
  ca: { ...noTerminal, title: "ca.pageTitle" },
  team: { ...noTerminal, title: "team.pageTitle", animateTerminal: true },
  login: { ...noTerminal, title: "login.pageTitle" },
  passwordChange: { ...protectedPage, title: "passwordChange.pageTitle" },
  dashboard: { ...protectedPage, title: "dashboard.pageTitle" },
  dashboardEvents: { ...protectedPage, title: "dashboard.pageTitleEvents" },
  profileEdit: { ...protectedPage, title: "profile.pageTitle" },
  haxplore: { ...noTerminal, title: "haxplore.pageTitle" },
  passwordReset: { ...noTerminal, title: "passwordReset.pageTitle", ownTitle: true },
  referral: { ...noTerminal, title: "referral.pageTitle", ownTitle: true },
  certificate: { ...noTerminal, title: "certificate.pageTitle" },
  // "Console", "Console · Teams": each view's name in the console's own catalogue.
  admin: {
    ...protectedPage,
    title: ({ view }, _, t) => t(`console.pageTitle.${findAdminView(view)?.view ?? "overview"}`),
  },
  finder: {
    ...protectedPage,
    title: ({ name }, eventTitle, t) =>
      t("finder.pageTitle", { eventName: eventTitle(name ?? "") ?? t(NOT_FOUND_TITLE) }),
  },
  eventResults: {
    ...noTerminal,
    title: ({ name }, eventTitle, t) =>
      t("results.pageTitle", { eventName: eventTitle(name ?? "") ?? t(NOT_FOUND_TITLE) }),
  },
  notFound: { ...noTerminal, title: NOT_FOUND_TITLE },
} satisfies Record<string, RouteMeta>;
