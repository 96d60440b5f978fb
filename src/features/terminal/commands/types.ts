import type { EventContent } from "../../../content/eventTypes";
import type { MessageKey } from "../../../i18n/catalogues";
import type { Language } from "../../../i18n/languages";
import { messageParts } from "../../../i18n/translate";
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
  /** The arguments were refused and the command printed no usage of its own: the usage line follows (interpret.ts). */
  wrongArguments?: boolean;
}

/**
 * A command: its name and usage stay English (they are what one types); what it prints is in the language shown, from
 * the `terminal` catalogue (`summary` is the key of the line `help` gives it).
 */
export interface Command {
  name: string;
  usage: string;
  summary: MessageKey;
  run: (args: string[], context: TerminalContext) => CommandResult;
}

/** The errors' messages (the specification's words in English). */
export const ERRORS = {
  command: "terminal.error.command",
  directory: "terminal.error.directory",
  args: "terminal.error.args",
} as const satisfies Record<string, MessageKey>;

/** A message's values: text and numbers, and path parts that the line shows as links where the message puts them. */
export type LineValues = Record<string, string | number | LinePart>;

const isLinePart = (value: unknown): value is LinePart =>
  typeof value === "object" && value !== null && typeof (value as LinePart).text === "string";

/** A message of the language as the parts of a line: its words, and each link value where the language puts it. */
export function messageLineParts(language: Language, key: MessageKey, values?: LineValues): LinePart[] {
  const parts: LinePart[] = [];
  for (const part of messageParts(language, key, values)) {
    const last = parts.at(-1);
    if (isLinePart(part)) parts.push({ ...part });
    else if (last && last.to === undefined) last.text += String(part);
    else parts.push({ text: String(part) });
  }
  return parts.filter((part) => part.text !== "" || part.to !== undefined);
}

export const say = (...parts: (string | LinePart)[]): PrintedLine => ({
  kind: "output",
  parts: parts.map((part) => (typeof part === "string" ? { text: part } : part)),
});

export const fail = (message: string): PrintedLine => ({ kind: "error", parts: [{ text: message }] });

/** An output line saying a message of the `terminal` catalogue in the language. */
export const tell = (language: Language, key: MessageKey, values?: LineValues): PrintedLine => ({
  kind: "output",
  parts: messageLineParts(language, key, values),
});

/** An error line saying a message in the language. */
export const refuse = (language: Language, key: MessageKey, values?: LineValues): PrintedLine => ({
  kind: "error",
  parts: messageLineParts(language, key, values),
});

/** Wrong arguments: the error, then the command's usage (added by interpret.ts). */
export const invalid = (language: Language): CommandResult => ({
  lines: [refuse(language, ERRORS.args)],
  effects: [],
  wrongArguments: true,
});

export const result = (lines: PrintedLine[], effects: Effect[] = []): CommandResult => ({ lines, effects });
