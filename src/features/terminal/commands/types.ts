import type { EventContent } from "../../../content/eventTypes";
import type { Language } from "../../../i18n/languages";
import type { ThemeName } from "../../../ui/themeName";
import type { LinePart, PrintedLine } from "../terminalSlice";

/** What a command may read: a snapshot of the store and the router's location. */
export interface TerminalContext {
  /** The current directory below `~`, e.g. ["events", "ctf"]; it follows the route. */
  cwd: string[];
  /** Path and query of the current page, where `login` comes back to. */
  location: string;
  loggedIn: boolean;
  /** -1 while the session has not told us the id. */
  userId: number;
  /** The signed-in participant's name and e-mail, once the profile has been read. */
  account?: { name: string; email: string };
  theme: ThemeName;
  /** The language shown: what the commands' translated output is in. */
  language: Language;
  events: EventContent[];
  /** The festival's title as published (`festival/`), the build's before it answers or without it. */
  festivalTitle: string;
  /** Earlier inputs, oldest first. */
  inputs: string[];
}

/** What a command asks the app to do; the component carries it out. */
export type Effect =
  | { type: "navigate"; to: string }
  | { type: "theme"; theme: ThemeName }
  /** Change the language, then print the line saying so in it. */
  | { type: "language"; language: Language }
  | { type: "open"; url: string }
  | { type: "logout" }
  /** Fetch an event's published results and print their top ranks (the answer arrives after the command's lines). */
  | { type: "results"; event: string; title: string }
  /** Fetch the latest announcements (all, or one event's) and print them. */
  | { type: "news"; event?: string; title?: string }
  | { type: "clear" };

export interface CommandResult {
  lines: PrintedLine[];
  effects: Effect[];
}

export interface Command {
  name: string;
  usage: string;
  summary: string;
  run: (args: string[], context: TerminalContext) => CommandResult;
}

export const ERRORS = {
  command: "Command not found.",
  directory: "Directory not found.",
  args: "Invalid arguments provided",
} as const;

export const say = (...parts: (string | LinePart)[]): PrintedLine => ({
  kind: "output",
  parts: parts.map((part) => (typeof part === "string" ? { text: part } : part)),
});

export const fail = (message: string): PrintedLine => ({ kind: "error", parts: [{ text: message }] });

export const result = (lines: PrintedLine[], effects: Effect[] = []): CommandResult => ({ lines, effects });
