import type { PrintedLine } from "../terminalSlice";
import { displayPath } from "./directories";
import { findCommand } from "./registry";
import { type CommandResult, ERRORS, fail, result, say, type TerminalContext } from "./types";

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
    : result([fail(ERRORS.command), say("Type help to see the commands.")]);
  return { lines: [echo(input, context), ...output.lines], effects: output.effects };
}
