import { paths, withoutLanguage } from "../../../config/paths";
import type { EventName } from "../../../content/eventTypes";
import type { MessageKey } from "../../../i18n/catalogues";

/**
 * What a page is about, as `ls` says it: a message of the `terminal` catalogue. Its `{festival}`, where it has one, is
 * the festival's title as published (the build's before `festival/` answers or without it), given when it is printed.
 */
export interface Summary {
  key: MessageKey;
}

/** A directory of the terminal's `~` hierarchy; each one is a page of the site. */
export interface Directory {
  name: string;
  route: string;
  summary?: Summary;
  event?: EventName;
  children: Directory[];
}

const leaf = (name: string, route: string, key: MessageKey): Directory => ({
  name,
  route,
  summary: { key },
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
      leaf("haxplore", paths.haxplore, "terminal.directory.haxplore"),
      leaf("dashboard", paths.dashboard, "terminal.directory.dashboard"),
      leaf("team", paths.team, "terminal.directory.team"),
      leaf("ca", paths.ca, "terminal.directory.ca"),
      leaf("referrals", paths.referral, "terminal.directory.referrals"),
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
