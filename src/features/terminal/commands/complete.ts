import { findDirectory, resolvePath, treeOf } from "./directories";
import { splitInput } from "./interpret";
import { LANGUAGE_CHOICES } from "./language";
import { COMMANDS } from "./registry";
import type { TerminalContext } from "./types";

export interface Completion {
  /** The input after completion (unchanged when nothing matches or the matches share no longer prefix). */
  input: string;
  /** The choices, when more than one matches. */
  candidates: string[];
}

const commonPrefix = (words: string[]): string =>
  words.reduce((prefix, word) => {
    let length = 0;
    while (length < prefix.length && prefix[length] === word[length]) length += 1;
    return prefix.slice(0, length);
  });

function completeWord(before: string, partial: string, options: string[], suffix: string): Completion {
  const matches = options.filter((option) => option.startsWith(partial));
  if (matches.length === 0) return { input: before + partial, candidates: [] };
  if (matches.length === 1) return { input: before + matches[0] + suffix, candidates: [] };
  return { input: before + commonPrefix(matches), candidates: matches };
}

function completePath(before: string, token: string, context: TerminalContext): Completion {
  if (token === "~" || token === "..") return { input: `${before}${token}/`, candidates: [] };
  const slash = token.lastIndexOf("/");
  const base = token.slice(0, slash + 1);
  const tree = treeOf(context.events);
  const directory = resolvePath(tree, context.cwd, base || ".");
  const children = directory ? (findDirectory(tree, directory)?.children ?? []) : [];
  return completeWord(
    before + base,
    token.slice(slash + 1),
    children.map((child) => `${child.name}/`),
    "",
  );
}

const THEME_CHOICES = ["light", "dark", "toggle"];

/** Tab completion: command names first, then each command's own kind of argument. */
export function complete(input: string, context: TerminalContext): Completion {
  const start = input.search(/\S*$/);
  const before = input.slice(0, start);
  const token = input.slice(start);
  const [command, ...args] = splitInput(before);
  const unchanged = { input, candidates: [] };
  if (command === undefined) {
    return completeWord(
      before,
      token,
      COMMANDS.map((item) => item.name),
      " ",
    );
  }
  if (args.length > 0) return unchanged;
  switch (command) {
    case "cd":
    case "ls":
      return completePath(before, token, context);
    case "open":
    case "register":
    case "teammates":
    case "results":
      if (token.includes("/")) return completePath(before, token, context);
      return completeWord(
        before,
        token,
        context.events.map((event) => event.name),
        " ",
      );
    case "theme":
      return completeWord(before, token, THEME_CHOICES, " ");
    case "language":
      return completeWord(before, token, [...LANGUAGE_CHOICES], " ");
    default:
      return unchanged;
  }
}
