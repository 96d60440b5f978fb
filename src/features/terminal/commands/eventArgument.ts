import type { EventContent } from "../../../content/eventTypes";
import { findDirectory, resolvePath, treeOf } from "./directories";
import { ERRORS, refuse, tell, type TerminalContext } from "./types";

/**
 * The event an `open`/`register` argument names: an event name (`ctf`), a path to its directory
 * (`events/ctf`, `~/events/ctf`), or, with no argument, the event directory the user is in.
 */
export function eventFromArguments(args: string[], context: TerminalContext): EventContent | undefined {
  if (args.length > 1) return undefined;
  const [argument] = args;
  const byName = argument === undefined ? undefined : context.events.find((event) => event.name === argument);
  if (byName) return byName;
  const tree = treeOf(context.events);
  const path = resolvePath(tree, context.cwd, argument ?? ".");
  const name = path ? findDirectory(tree, path)?.event : undefined;
  return context.events.find((event) => event.name === name);
}

/** The usage of a command taking an event, with the events' names (which stay as they are). */
export const eventUsage = (context: TerminalContext, usage: string) =>
  tell(context.language, "terminal.usage.events", {
    usage,
    events: context.events.map((event) => event.name).join(", "),
  });

export const unknownEvent = (context: TerminalContext, usage: string) => [
  refuse(context.language, ERRORS.args),
  eventUsage(context, usage),
];

/**
 * What `news` and `results` say when no event is found: one word that names no event (`results chess`) is told apart
 * from a wrong number of arguments.
 */
export const noSuchEvent = (args: string[], context: TerminalContext, usage: string) =>
  args.length === 1
    ? [refuse(context.language, "terminal.error.noEvent", { name: args[0] }), eventUsage(context, usage)]
    : unknownEvent(context, usage);
