import { SEED_FESTIVAL, titleWith } from "../../contract/festival";
import { SEED_EVENT_SUMMARIES } from "../../contract/seedEventSummaries";
import { consoleTitle } from "./adminViews";

/** docs/SPEC.md section 3: the meta every route carries. */
export interface RouteMeta {
  /** The page's own name; the document title is `<festival's title> | <title>` unless `ownTitle` is set. */
  title: string | ((params: Record<string, string | undefined>, eventTitle: EventTitle) => string);
  ownTitle?: boolean;
  noTerminal: boolean;
  animateTerminal: boolean;
  requiresAuth: boolean;
}

export const NOT_FOUND_TITLE = "Page Not Found";

/** An event's title by slug, when known: the app's from its store (an added event too), the build's from its catalogue. */
export type EventTitle = (name: string) => string | undefined;

const bundledTitle: EventTitle = (name) => SEED_EVENT_SUMMARIES.find((event) => event.slug === name)?.content.name;

export function documentTitle(
  meta: RouteMeta,
  params: Record<string, string | undefined> = {},
  eventTitle: EventTitle = bundledTitle,
  festivalTitle: string = SEED_FESTIVAL.title,
): string {
  const title = typeof meta.title === "function" ? meta.title(params, eventTitle) : meta.title;
  if (meta.ownTitle) return title;
  return titleWith({ title: festivalTitle }, title || undefined);
}

const open = { noTerminal: false, animateTerminal: false, requiresAuth: false };
const noTerminal = { ...open, noTerminal: true };
const protectedPage = { ...noTerminal, requiresAuth: true };

/** Every route's meta, exactly as docs/SPEC.md section 2 sets it. */
export const ROUTE_META = {
  home: { ...open, title: "", animateTerminal: true },
  events: { ...open, title: "Events", animateTerminal: true },
  event: { ...open, title: ({ name }, eventTitle) => eventTitle(name ?? "") ?? NOT_FOUND_TITLE },
  ca: { ...noTerminal, title: "Campus Ambassadors" },
  team: { ...noTerminal, title: "Team", animateTerminal: true },
  login: { ...noTerminal, title: "Login" },
  passwordChange: { ...protectedPage, title: "Change Password" },
  dashboard: { ...protectedPage, title: "Dashboard" },
  dashboardEvents: { ...protectedPage, title: "Dashboard | Events" },
  profileEdit: { ...protectedPage, title: "Edit Profile" },
  haxplore: { ...noTerminal, title: "Haxplore" },
  passwordReset: { ...noTerminal, title: "Reset Password", ownTitle: true },
  referral: { ...noTerminal, title: "Referral Leaderboard", ownTitle: true },
  certificate: { ...noTerminal, title: "Certificate" },
  admin: { ...protectedPage, title: ({ view }) => consoleTitle(view) },
  finder: {
    ...protectedPage,
    title: ({ name }, eventTitle) => `Find a teammate · ${eventTitle(name ?? "") ?? NOT_FOUND_TITLE}`,
  },
  eventResults: {
    ...noTerminal,
    title: ({ name }, eventTitle) => `Results · ${eventTitle(name ?? "") ?? NOT_FOUND_TITLE}`,
  },
  notFound: { ...noTerminal, title: NOT_FOUND_TITLE },
} satisfies Record<string, RouteMeta>;
