import type { ThemeName } from "../../../ui/themeName";
import { type Command, ERRORS, fail, result, say } from "./types";

const switchTheme = (theme: ThemeName) => result([say(`Theme: ${theme}`)], [{ type: "theme", theme }]);
const other = (theme: ThemeName): ThemeName => (theme === "light" ? "dark" : "light");

export const theme: Command = {
  name: "theme",
  usage: "theme [light|dark]",
  summary: "switch the colour theme; toggles when no argument",
  run: (args, context) => {
    const choice = args[0]?.toLowerCase();
    if (args.length > 1) return result([fail(ERRORS.args)]);
    if (choice === undefined || choice === "toggle") return switchTheme(other(context.theme));
    if (choice === "light" || choice === "dark") return switchTheme(choice);
    return result([fail(ERRORS.args)]);
  },
};

export const toggle: Command = {
  name: "toggle",
  usage: "toggle",
  summary: "the same as theme: switch the colour theme",
  run: (args, context) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    return switchTheme(other(context.theme));
  },
};

export const clear: Command = {
  name: "clear",
  usage: "clear",
  summary: "clear the output",
  run: (args) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    return result([], [{ type: "clear" }]);
  },
};

export const history: Command = {
  name: "history",
  usage: "history",
  summary: "list your earlier commands",
  run: (args, { inputs }) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    const width = String(inputs.length).length;
    return result(inputs.map((input, index) => say(`${String(index + 1).padStart(width)}  ${input}`)));
  },
};
