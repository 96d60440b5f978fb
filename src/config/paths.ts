import { matchPath } from "react-router-dom";
import type { EventName } from "../content/eventTypes";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../i18n/languages";

/** Every path of the app and its link builders, in one place. */
export const paths = {
  home: "/",
  events: "/events",
  event: (name: EventName | string) => `/events/${name}`,
  eventResults: (name: EventName | string) => `/events/${name}/results`,
  eventResultsPattern: "/events/:name/results",
  eventPattern: "/events/:name",
  ca: "/ca",
  team: "/team",
  login: "/login",
  loginWithRedirect: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  passwordChange: "/password/change",
  dashboard: "/dashboard",
  dashboardEvents: "/dashboard/events",
  /** The join link a team shares: the events view with the access code filled in. */
  joinTeam: (code: string) => `/dashboard/events?join=${encodeURIComponent(code)}`,
  /** The referral link a participant shares: sign-in with the code filled in. */
  loginWithReferral: (code: string) => `/login?referral=${encodeURIComponent(code)}`,
  /** The teammate finder of one team event (signed in). */
  finder: (name: EventName | string) => `/teammates/${name}`,
  finderPattern: "/teammates/:name",
  profileEdit: "/profile/edit",
  /** The profile form that returns to `next` once saved. */
  profileEditThenNext: (next: string) => `/profile/edit?next=${encodeURIComponent(next)}`,
  haxplore: "/haxplore",
  passwordReset: "/password/reset",
  referral: "/referral",
  admin: "/admin",
  adminView: (view: string) => `/admin/${view}`,
  certificate: (id: string) => `/certificates/${encodeURIComponent(id)}`,
  certificatePattern: "/certificates/:id",
} as const;

/**
 * The public pages, which have an address per language (issue 42, item 2): English's as they always were, Hindi's
 * under `/hi` (`/hi`, `/hi/events`, `/hi/events/ctf`, ...). Signed-in and guest pages keep one address and follow the
 * language chosen. src/app/routeTable.tsx gives each of these patterns its Hindi twin.
 */
export const PUBLIC_PAGE_PATTERNS: readonly string[] = [
  paths.home,
  paths.events,
  paths.eventPattern,
  paths.eventResultsPattern,
  paths.ca,
  paths.team,
  paths.haxplore,
  paths.passwordReset,
  paths.referral,
  paths.certificatePattern,
];

/** Where a language other than English puts its public pages: `/hi`. */
export const languagePrefix = (language: Language): string => (language === DEFAULT_LANGUAGE ? "" : `/${language}`);

/** The language a path's address is in: Hindi under `/hi` (the 404 page's `/hi/<unknown>` too), else English. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** A path without its language's prefix: `/hi/events` is `/events`, `/hi` is `/`. */
export function withoutLanguage(pathname: string): string {
  const prefix = languagePrefix(languageOfPath(pathname));
  return prefix ? pathname.slice(prefix.length) || paths.home : pathname;
}

/** `isPublicPage`'s answers so far: the site's links are few, and the header and footer ask for each at every render. */
const publicPageAnswers = new Map<string, boolean>();

/** Whether a path (of either language) is a public page, one with an address per language. */
export function isPublicPage(pathname: string): boolean {
  const known = publicPageAnswers.get(pathname);
  if (known !== undefined) return known;
  // Each match compiles its pattern: 10 of them for each of the header's and footer's 20 links took 11 ms of a
  // render on a phone (Chromium, CPU slowed 4x).
  const answer = PUBLIC_PAGE_PATTERNS.some((pattern) => matchPath(pattern, withoutLanguage(pathname)) !== null);
  // Any address can be asked about (an event's name is in the path): the memory stays bounded.
  if (publicPageAnswers.size >= 500) publicPageAnswers.clear();
  publicPageAnswers.set(pathname, answer);
  return answer;
}

/**
 * The address of `path` in `language`: a public page's under the language's prefix (`/events` in Hindi is
 * `/hi/events`), any other page's as it is (`/dashboard`). Its query and hash are kept.
 */
export function pathIn(language: Language, path: string): string {
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? "" : path.slice(end);
  // English's address of an English address is itself, public page or not.
  if (language === DEFAULT_LANGUAGE && languageOfPath(pathname) === DEFAULT_LANGUAGE) return path;
  if (!isPublicPage(pathname)) return path;
  const bare = withoutLanguage(pathname);
  const prefix = languagePrefix(language);
  return (prefix ? (bare === paths.home ? prefix : prefix + bare) : bare) + rest;
}

/**
 * A redirect target is honoured only when it is a path on this site: it starts with exactly one "/"
 * (no "//host", no "/\host", no scheme), so a crafted link can never send a user elsewhere. The decision is made
 * on the normalised URL too: "/.//host" or "/%2e//host" normalise to "//host", which the router cannot render.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!target || !isSinglySlashed(target)) return fallback;
  try {
    const base = "https://codefest.invalid";
    const url = new URL(target, base);
    if (url.origin !== base || !isSinglySlashed(url.pathname)) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

function isSinglySlashed(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\");
}
