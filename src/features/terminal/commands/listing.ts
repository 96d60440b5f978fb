import type { EventContent } from "../../../content/eventTypes";
import type { Language } from "../../../i18n/languages";
import type { LinePart, PrintedLine } from "../terminalSlice";
import { displayPath, findDirectory, routeOf, treeOf } from "./directories";
import { say, tell } from "./types";

/**
 * What `ls` shows for a directory: its children as links, or what the page is about, in the language (with the
 * festival's title as published, the build's before `festival/` answers or without it).
 */
export function listing(
  path: string[],
  events: EventContent[],
  language: Language,
  festivalTitle: string,
): PrintedLine[] {
  const directory = findDirectory(treeOf(events), path);
  if (!directory) return [];
  if (directory.event) {
    const event = events.find((item) => item.name === directory.event);
    return [
      tell(language, "terminal.listing.event", {
        title: event?.title ?? directory.name,
        summary: event?.summary ?? "",
      }),
      tell(language, "terminal.listing.try", { name: directory.name }),
    ];
  }
  if (directory.children.length === 0) {
    const { summary } = directory;
    return [summary ? tell(language, summary.key, { festival: festivalTitle }) : say("")];
  }
  const parts = directory.children.flatMap((child, index): LinePart[] => [
    ...(index > 0 ? [{ text: "  " }] : []),
    { text: `${child.name}/`, to: child.route },
  ]);
  return [say(...parts)];
}

/** Printed after each navigation: where the user is now, and what is there. */
export const arrivalListing = (
  path: string[],
  events: EventContent[],
  language: Language,
  festivalTitle: string,
): PrintedLine[] => [
  say({ text: displayPath(path), to: routeOf(treeOf(events), path) }),
  ...listing(path, events, language, festivalTitle),
];
