import { displayPath, resolvePath, routeOf, treeOf } from "./directories";
import { listing } from "./listing";
import { type Command, ERRORS, invalid, refuse, result, say } from "./types";

export const cd: Command = {
  name: "cd",
  usage: "cd [dir]",
  summary: "terminal.summary.cd",
  run: (args, context) => {
    if (args.length > 1) return invalid(context.language);
    const tree = treeOf(context.events);
    const target = resolvePath(tree, context.cwd, args[0] ?? "~");
    if (!target) return result([refuse(context.language, ERRORS.directory)]);
    if (displayPath(target) === displayPath(context.cwd)) return result([]);
    return result([], [{ type: "navigate", to: routeOf(tree, target) }]);
  },
};

export const ls: Command = {
  name: "ls",
  usage: "ls [dir]",
  summary: "terminal.summary.ls",
  run: (args, context) => {
    if (args.length > 1) return invalid(context.language);
    const target = resolvePath(treeOf(context.events), context.cwd, args[0] ?? ".");
    if (!target) return result([refuse(context.language, ERRORS.directory)]);
    return result(listing(target, context.events, context.language, context.festivalTitle));
  },
};

export const pwd: Command = {
  name: "pwd",
  usage: "pwd",
  summary: "terminal.summary.pwd",
  run: (args, context) => {
    if (args.length > 0) return invalid(context.language);
    return result([say({ text: displayPath(context.cwd), to: routeOf(treeOf(context.events), context.cwd) })]);
  },
};
