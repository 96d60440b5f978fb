import { displayPath, resolvePath, routeOf, treeOf } from "./directories";
import { listing } from "./listing";
import { type Command, ERRORS, fail, result, say } from "./types";

export const cd: Command = {
  name: "cd",
  usage: "cd [dir]",
  summary: "go to a directory (its page); ~ when no dir",
  run: (args, context) => {
    if (args.length > 1) return result([fail(ERRORS.args)]);
    const tree = treeOf(context.events);
    const target = resolvePath(tree, context.cwd, args[0] ?? "~");
    if (!target) return result([fail(ERRORS.directory)]);
    if (displayPath(target) === displayPath(context.cwd)) return result([]);
    return result([], [{ type: "navigate", to: routeOf(tree, target) }]);
  },
};

export const ls: Command = {
  name: "ls",
  usage: "ls [dir]",
  summary: "list a directory",
  run: (args, context) => {
    if (args.length > 1) return result([fail(ERRORS.args)]);
    const target = resolvePath(treeOf(context.events), context.cwd, args[0] ?? ".");
    if (!target) return result([fail(ERRORS.directory)]);
    return result(listing(target, context.events, context.festivalTitle));
  },
};

export const pwd: Command = {
  name: "pwd",
  usage: "pwd",
  summary: "print the current directory",
  run: (args, context) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    return result([say({ text: displayPath(context.cwd), to: routeOf(treeOf(context.events), context.cwd) })]);
  },
};
