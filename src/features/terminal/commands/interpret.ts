import type { PrintedLine } from "../terminalSlice";
import { displayPath } from "./directories";
import { findCommand } from "./registry";
import { type Command, type CommandResult, ERRORS, fail, result, say, type TerminalContext } from "./types";

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
    ? withUsage(command, command.run(args, context))
    : result([fail(ERRORS.command), say("Type help to see the commands.")]);
  return { lines: [echo(input, context), ...output.lines], effects: output.effects };
}

const textOf = (line: PrintedLine) => line.parts.map((part) => part.text).join("");

/** Wrong arguments are followed by the command's usage, unless the command printed its own. */
function withUsage(command: Command, output: CommandResult): CommandResult {
  const refused = output.lines.some((line) => line.kind === "error" && textOf(line) === ERRORS.args);
  if (!refused || output.lines.some((line) => textOf(line).startsWith("Usage:"))) return output;
  return { ...output, lines: [...output.lines, say(`Usage: ${command.usage}`)] };
}

/** What the terminal says by itself the first time it opens: its commands, not an echo of a `help` nobody typed. */
export function greeting(context: TerminalContext): PrintedLine[] {
  const help = findCommand("help")?.run([], context).lines ?? [];
  return [say("Welcome to the Codefest terminal. Type a command and press Enter."), ...help];
}
