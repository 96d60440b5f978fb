import { SEED_FESTIVAL, titleWith } from "../../contract/festival";
import { SEED_EVENT_SUMMARIES } from "../../contract/seedEventSummaries";
import type { MessageKey } from "../i18n/catalogues";
import type { Translate } from "../i18n/useT";
import { findAdminView } from "./adminViews";

/** A title's message, its values names as they are or messages of their own ("Results · Page Not Found"). */
export interface TitleMessage {
  key: MessageKey;
  values?: Record<string, string | TitleMessage>;
}

/**
 * A page's own name in the document title: a message of the page's own catalogue area (loaded with its code, so the
 * title arrives with the page in the language shown) or of the shell's; or, from the address, a name shown as it is (an
 * event's title); `null` on the home page, titled by the festival alone.
 */
type PageTitle = TitleMessage | string | null;

/** docs/SPEC.md section 3: the meta every route carries. */
export interface RouteMeta {
  /** The page's own name; the document title is `<festival's title> | <title>` unless `ownTitle` is set. */
  title: PageTitle | ((params: Record<string, string | undefined>, eventTitle: EventTitle) => PageTitle);
  ownTitle?: boolean;
  noTerminal: boolean;
  animateTerminal: boolean;
  requiresAuth: boolean;
}

/** "Page Not Found": the 404 page's title, and an unknown event's (the shell's, as the 404 page is). */
const NOT_FOUND_TITLE: TitleMessage = { key: "notFound.pageTitle" };

/** An event's title by slug, when known: the app's from its store (an added event too), the build's from its catalogue. */
export type EventTitle = (name: string) => string | undefined;

const bundledTitle: EventTitle = (name) => SEED_EVENT_SUMMARIES.find((event) => event.slug === name)?.content.name;

/** The page's own name as the route gives it for these params (a message, a name, or none). */
export const pageTitleOf = (
  meta: RouteMeta,
  params: Record<string, string | undefined> = {},
  eventTitle: EventTitle = bundledTitle,
): PageTitle => (typeof meta.title === "function" ? meta.title(params, eventTitle) : meta.title);

const say = (t: Translate, { key, values = {} }: TitleMessage): string =>
  t(
    key,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, typeof value === "string" ? value : say(t, value)]),
    ),
  );

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
  const words = pageTitleOf(meta, params, eventTitle);
  const title = words === null || typeof words === "string" ? (words ?? "") : say(t, words);
  if (meta.ownTitle) return title;
  return titleWith({ title: festivalTitle }, title || undefined);
}

const open = { noTerminal: false, animateTerminal: false, requiresAuth: false };
const noTerminal = { ...open, noTerminal: true };
const protectedPage = { ...noTerminal, requiresAuth: true };

/** Every route's meta, its English title exactly as docs/SPEC.md section 2 sets it (the catalogues' `*.pageTitle`). */
export const ROUTE_META = {
  home: { ...open, title: null, animateTerminal: true },
  events: { ...open, title: { key: "events.pageTitle" }, animateTerminal: true },
  event: { ...open, title: ({ name }, eventTitle) => eventTitle(name ?? "") ?? NOT_FOUND_TITLE },
  ca: { ...noTerminal, title: { key: "ca.pageTitle" } },
  team: { ...noTerminal, title: { key: "team.pageTitle" }, animateTerminal: true },
  login: { ...noTerminal, title: { key: "login.pageTitle" } },
  passwordChange: { ...protectedPage, title: { key: "passwordChange.pageTitle" } },
  dashboard: { ...protectedPage, title: { key: "dashboard.pageTitle" } },
  dashboardEvents: { ...protectedPage, title: { key: "dashboard.pageTitleEvents" } },
  profileEdit: { ...protectedPage, title: { key: "profile.pageTitle" } },
  haxplore: { ...noTerminal, title: { key: "haxplore.pageTitle" } },
  passwordReset: { ...noTerminal, title: { key: "passwordReset.pageTitle" }, ownTitle: true },
  referral: { ...noTerminal, title: { key: "referral.pageTitle" }, ownTitle: true },
  certificate: { ...noTerminal, title: { key: "certificate.pageTitle" } },
  // "Console", "Console · Teams": each view's name in the console's own catalogue.
  admin: {
    ...protectedPage,
    title: ({ view }) => ({ key: `console.pageTitle.${findAdminView(view)?.view ?? "overview"}` }),
  },
  finder: {
    ...protectedPage,
    title: ({ name }, eventTitle) => ({
      key: "finder.pageTitle",
      values: { eventName: eventTitle(name ?? "") ?? NOT_FOUND_TITLE },
    }),
  },
  eventResults: {
    ...noTerminal,
    title: ({ name }, eventTitle) => ({
      key: "results.pageTitle",
      values: { eventName: eventTitle(name ?? "") ?? NOT_FOUND_TITLE },
    }),
  },
  notFound: { ...noTerminal, title: NOT_FOUND_TITLE },
} satisfies Record<string, RouteMeta>;
