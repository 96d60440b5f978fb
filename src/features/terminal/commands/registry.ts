import { clear, history, theme, toggle } from "./display";
import { language } from "./language";
import { cd, ls, pwd } from "./navigation";
import { news } from "./news";
import { open } from "./open";
import { results } from "./results";
import { login, logout, register, whoami } from "./session";
import { teammates } from "./teammates";
import { type Command, ERRORS, fail, result, say } from "./types";

const help: Command = {
  name: "help",
  usage: "help",
  summary: "list the commands",
  run: (args) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    const width = Math.max(...COMMANDS.map((command) => command.usage.length)) + 2;
    return result([
      say("Commands:"),
      ...COMMANDS.map((command) => say(`  ${command.usage.padEnd(width)}${command.summary}`)),
      say("Keys: Tab completes, Up and Down recall, Escape collapses, Ctrl+` focuses the terminal."),
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
