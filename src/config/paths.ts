import type { EventName } from "../content/eventTypes";

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
