import { FOCUS_SHORTCUT_LABEL } from "../focusShortcut";
import { clear, history, theme, toggle } from "./display";
import { language } from "./language";
import { cd, ls, pwd } from "./navigation";
import { news } from "./news";
import { open } from "./open";
import { results } from "./results";
import { login, logout, register, whoami } from "./session";
import { teammates } from "./teammates";
import { type Command, invalid, result, tell } from "./types";

const help: Command = {
  name: "help",
  usage: "help",
  summary: "terminal.summary.help",
  run: (args, { language }) => {
    if (args.length > 0) return invalid(language);
    const width = Math.max(...COMMANDS.map((command) => command.usage.length)) + 2;
    // The usages stay English (what one types), padded to a column; the summaries are in the language.
    return result([
      tell(language, "terminal.help.title"),
      ...COMMANDS.map((command) => {
        const line = tell(language, command.summary);
        return { ...line, parts: [{ text: `  ${command.usage.padEnd(width)}` }, ...line.parts] };
      }),
      tell(language, "terminal.help.keys", { shortcut: FOCUS_SHORTCUT_LABEL }),
    ]);
  },
};

/** Every command, in the order `help` lists them. */
export const COMMANDS: Command[] = [
  help,
  ls,
  cd,
  pwd,
  clear,
  theme,
  toggle,
  language,
  open,
  whoami,
  login,
  logout,
  register,
  teammates,
  results,
  news,
  history,
];

/** Command names are case-insensitive (`CD events`, `Help`), as people type them on phones with auto-capitalisation. */
export const findCommand = (name: string): Command | undefined =>
  COMMANDS.find((command) => command.name === name.toLowerCase());
