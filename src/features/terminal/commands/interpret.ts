import type { PrintedLine } from "../terminalSlice";
import { displayPath } from "./directories";
import { findCommand } from "./registry";
import { type CommandResult, ERRORS, refuse, result, tell, type TerminalContext } from "./types";

export const splitInput = (input: string): string[] => input.trim().split(/\s+/).filter(Boolean);

export const prompt = (context: Pick<TerminalContext, "cwd">): string => `${displayPath(context.cwd)} $`;

const echo = (input: string, context: TerminalContext): PrintedLine => ({
  kind: "command",
  parts: [{ text: `${prompt(context)} ${input.trim()}` }],
});

/** Runs one line of input: the echoed command, then the command's output and effects. */
export function interpret(input: string, context: TerminalContext): CommandResult {
  const [name, ...args] = splitInput(input);
  if (!name) return result([]);
  const command = findCommand(name);
  const output = command
    ? command.run(args, context)
    : result([refuse(context.language, ERRORS.command), tell(context.language, "terminal.unknown.hint")]);
  // Wrong arguments are followed by the command's usage (a command that prints its own does not ask for it).
  const usage =
    command && output.wrongArguments ? [tell(context.language, "terminal.usage", { usage: command.usage })] : [];
  return { lines: [echo(input, context), ...output.lines, ...usage], effects: output.effects };
}

/** What the terminal says by itself the first time it opens: its commands, not an echo of a `help` nobody typed. */
export function greeting(context: TerminalContext): PrintedLine[] {
  const help = findCommand("help")?.run([], context).lines ?? [];
  return [tell(context.language, "terminal.welcome"), ...help];
}
