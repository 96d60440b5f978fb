import { eventFromArguments } from "./eventArgument";
import { type Command, ERRORS, fail, result, say } from "./types";

const USAGE = "results <event>";

export const results: Command = {
  name: "results",
  usage: USAGE,
  summary: "print an event's top ranks once its results are out",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (event) {
      return result(
        [say(`Fetching the results of ${event.title}…`)],
        [{ type: "results", event: event.name, title: event.title }],
      );
    }
    const names = context.events.map((item) => item.name).join(", ");
    const usage = say(`Usage: ${USAGE}, where event is one of: ${names}`);
    // One word that names no event (`results chess`) is told apart from a wrong number of arguments.
    if (args.length === 1) return result([fail(`No event is called "${args[0]}".`), usage]);
    return result([fail(ERRORS.args), usage]);
  },
};
