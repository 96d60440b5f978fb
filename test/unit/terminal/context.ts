import { SEED_FESTIVAL } from "../../../contract/festival";
import { EVENTS } from "../../../src/content/bundledEvents";
import type { CommandResult, TerminalContext } from "../../../src/features/terminal/commands/types";

export const context = (overrides: Partial<TerminalContext> = {}): TerminalContext => ({
  cwd: [],
  location: "/",
  loggedIn: false,
  userId: -1,
  theme: "light",
  language: "en",
  events: EVENTS,
  festivalTitle: SEED_FESTIVAL.title,
  inputs: [],
  ...overrides,
});

/** The printed lines as plain text, without the echoed command line. */
export const printed = (result: CommandResult): string[] =>
  result.lines.filter((line) => line.kind !== "command").map((line) => line.parts.map((part) => part.text).join(""));

/** The router links in the printed lines, as [text, path]. */
export const links = (result: CommandResult): Array<[string, string]> =>
  result.lines.flatMap((line) =>
    line.parts.flatMap((part) => (part.to ? [[part.text, part.to] as [string, string]] : [])),
  );
