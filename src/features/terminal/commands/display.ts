import type { Language } from "../../../i18n/languages";
import type { ThemeName } from "../../../ui/themeName";
import { type Command, invalid, result, say, tell } from "./types";

// The theme's name stays as `theme` takes it (light, dark): an argument, not a word of the language.
const switchTheme = (theme: ThemeName, language: Language) =>
  result([tell(language, "terminal.theme.now", { theme })], [{ type: "theme", theme }]);
const other = (theme: ThemeName): ThemeName => (theme === "light" ? "dark" : "light");

export const theme: Command = {
  name: "theme",
  usage: "theme [light|dark]",
  summary: "terminal.summary.theme",
  run: (args, context) => {
    const choice = args[0]?.toLowerCase();
    if (args.length > 1) return invalid(context.language);
    if (choice === undefined || choice === "toggle") return switchTheme(other(context.theme), context.language);
    if (choice === "light" || choice === "dark") return switchTheme(choice, context.language);
    return invalid(context.language);
  },
};

export const toggle: Command = {
  name: "toggle",
  usage: "toggle",
  summary: "terminal.summary.toggle",
  run: (args, context) => {
    if (args.length > 0) return invalid(context.language);
    return switchTheme(other(context.theme), context.language);
  },
};

export const clear: Command = {
  name: "clear",
  usage: "clear",
  summary: "terminal.summary.clear",
  run: (args, context) => {
    if (args.length > 0) return invalid(context.language);
    return result([], [{ type: "clear" }]);
  },
};

export const history: Command = {
  name: "history",
  usage: "history",
  summary: "terminal.summary.history",
  run: (args, { inputs, language }) => {
    if (args.length > 0) return invalid(language);
    const width = String(inputs.length).length;
    return result(inputs.map((input, index) => say(`${String(index + 1).padStart(width)}  ${input}`)));
  },
};
