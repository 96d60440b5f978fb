import type { EventName } from "../content/eventTypes";

/** Every path of the app and its link builders, in one place. */
export const paths = {
  home: "/",
  events: "/events",
  event: (name: EventName | string) => `/events/${name}`,
  ca: "/ca",
  team: "/team",
  login: "/login",
  loginWithRedirect: (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`,
  passwordChange: "/password/change",
  dashboard: "/dashboard",
  dashboardEvents: "/dashboard/events",
  profileEdit: "/profile/edit",
  haxplore: "/haxplore",
  passwordReset: "/password/reset",
  referral: "/referral",
  certificate: (id: string) => `/certificates/${encodeURIComponent(id)}`,
} as const;

/**
 * A redirect target is honoured only when it is a path on this site: it starts with exactly one "/"
 * (no "//host", no "/\host", no scheme), so a crafted link can never send a user elsewhere.
 */
export function safeRedirect(target: string | null | undefined, fallback: string = paths.dashboard): string {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return fallback;
  try {
    const base = "https://codefest.invalid";
    const url = new URL(target, base);
    if (url.origin !== base) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
