import { paths, withoutLanguage } from "../../../config/paths";
import { EVENTS } from "../../../content/events";
import type { EventName } from "../../../content/eventTypes";

/** A directory of the terminal's `~` hierarchy; each one is a page of the site. */
export interface Directory {
  name: string;
  route: string;
  summary?: string;
  event?: EventName;
  children: Directory[];
}

const leaf = (name: string, route: string, summary: string): Directory => ({ name, route, summary, children: [] });

export const ROOT: Directory = {
  name: "~",
  route: paths.home,
  children: [
    {
      name: "events",
      route: paths.events,
      children: EVENTS.map((event) => ({
        name: event.name,
        route: paths.event(event.name),
        event: event.name,
        children: [],
      })),
    },
    leaf("haxplore", paths.haxplore, "Haxplore, the festival's competition page."),
    leaf("dashboard", paths.dashboard, "Your profile, teams and event registrations (login required)."),
    leaf("team", paths.team, "The people behind Codefest '20."),
    leaf("ca", paths.ca, "The campus ambassador programme."),
    leaf("referrals", paths.referral, "The referral leaderboard."),
  ],
};

export function findDirectory(path: string[]): Directory | undefined {
  let node: Directory | undefined = ROOT;
  for (const name of path) node = node?.children.find((child) => child.name === name);
  return node;
}

/**
 * Resolves a `cd`/`ls` argument against the current directory like a shell: `~` and `/` are the top,
 * `.` stays, `..` goes up (never above `~`), anything else must be an existing child. Null when it does not exist.
 */
export function resolvePath(cwd: string[], argument: string): string[] | null {
  let rest = argument;
  let path = [...cwd];
  if (rest === "~" || rest.startsWith("~/")) {
    path = [];
    rest = rest.slice(1);
  } else if (rest.startsWith("/")) {
    path = [];
  }
  for (const name of rest.split("/").filter(Boolean)) {
    if (name === ".") continue;
    if (name === "..") {
      path.pop();
      continue;
    }
    if (!findDirectory([...path, name])) return null;
    path.push(name);
  }
  return path;
}

const pathsByRoute = new Map<string, string[]>();
const indexRoutes = (node: Directory, path: string[]): void => {
  pathsByRoute.set(node.route, path);
  for (const child of node.children) indexRoutes(child, [...path, child.name]);
};
indexRoutes(ROOT, []);

/** The directory of a page: its own, or that of the nearest page above it (`/dashboard/events` is in `dashboard`). */
export function directoryOfRoute(pathname: string): string[] {
  // A Hindi page (`/hi/events`) is the same directory as its English twin.
  let current = withoutLanguage(pathname.replace(/\/+$/, "") || "/");
  for (;;) {
    const found = pathsByRoute.get(current);
    if (found) return found;
    if (current === "/") return [];
    current = current.slice(0, current.lastIndexOf("/")) || "/";
  }
}

export const displayPath = (path: string[]): string => ["~", ...path].join("/");

export const routeOf = (path: string[]): string => findDirectory(path)?.route ?? paths.home;
