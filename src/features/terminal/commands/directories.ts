import { paths, withoutLanguage } from "../../../config/paths";
import type { EventName } from "../../../content/eventTypes";

/** A directory of the terminal's `~` hierarchy; each one is a page of the site. */
export interface Directory {
  name: string;
  route: string;
  /** What `ls` prints in a page's directory, given the festival's title as published (the build's without it). */
  summary?: (festivalTitle: string) => string;
  event?: EventName;
  children: Directory[];
}

const leaf = (name: string, route: string, summary: (festivalTitle: string) => string): Directory => ({
  name,
  route,
  summary,
  children: [],
});

/** The `~` hierarchy over the events listed now: an event organisers add is a directory of `events` at once. */
function buildRoot(events: readonly { name: EventName }[]): Directory {
  return {
    name: "~",
    route: paths.home,
    children: [
      {
        name: "events",
        route: paths.events,
        children: events.map((event) => ({
          name: event.name,
          route: paths.event(event.name),
          event: event.name,
          children: [],
        })),
      },
      leaf("haxplore", paths.haxplore, () => "Haxplore, the festival's competition page."),
      leaf("dashboard", paths.dashboard, () => "Your profile, teams and event registrations (login required)."),
      leaf("team", paths.team, (festivalTitle) => `The people behind ${festivalTitle}.`),
      leaf("ca", paths.ca, () => "The campus ambassador programme."),
      leaf("referrals", paths.referral, () => "The referral leaderboard."),
    ],
  };
}

interface Tree {
  root: Directory;
  pathsByRoute: Map<string, string[]>;
}

function indexRoutes(index: Map<string, string[]>, node: Directory, path: string[]): void {
  index.set(node.route, path);
  for (const child of node.children) indexRoutes(index, child, [...path, child.name]);
}

let last: { key: string; tree: Tree } | undefined;

/** The hierarchy of these events, built once per list (the commands ask for it at every keystroke's completion). */
export function treeOf(events: readonly { name: EventName }[]): Tree {
  const key = events.map((event) => event.name).join("/");
  if (last?.key !== key) {
    const root = buildRoot(events);
    const pathsByRoute = new Map<string, string[]>();
    indexRoutes(pathsByRoute, root, []);
    last = { key, tree: { root, pathsByRoute } };
  }
  return last.tree;
}

export function findDirectory(tree: Tree, path: string[]): Directory | undefined {
  let node: Directory | undefined = tree.root;
  for (const name of path) node = node?.children.find((child) => child.name === name);
  return node;
}

/**
 * Resolves a `cd`/`ls` argument against the current directory like a shell: `~` and `/` are the top,
 * `.` stays, `..` goes up (never above `~`), anything else must be an existing child. Null when it does not exist.
 */
export function resolvePath(tree: Tree, cwd: string[], argument: string): string[] | null {
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
    if (!findDirectory(tree, [...path, name])) return null;
    path.push(name);
  }
  return path;
}

/** The directory of a page: its own, or that of the nearest page above it (`/dashboard/events` is in `dashboard`). */
export function directoryOfRoute(tree: Tree, pathname: string): string[] {
  // A Hindi page (`/hi/events`) is the same directory as its English twin.
  let current = withoutLanguage(pathname.replace(/\/+$/, "") || "/");
  for (;;) {
    const found = tree.pathsByRoute.get(current);
    if (found) return found;
    if (current === "/") return [];
    current = current.slice(0, current.lastIndexOf("/")) || "/";
  }
}

export const displayPath = (path: string[]): string => ["~", ...path].join("/");

export const routeOf = (tree: Tree, path: string[]): string => findDirectory(tree, path)?.route ?? paths.home;
