import type { EventContent } from "../../../content/eventTypes";
import { findDirectory, resolvePath, treeOf } from "./directories";
import { ERRORS, fail, say, type TerminalContext } from "./types";

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

export const unknownEvent = (context: TerminalContext, usage: string) => [
  fail(ERRORS.args),
  say(`Usage: ${usage}, where event is one of: ${context.events.map((event) => event.name).join(", ")}`),
];
