import { eventFromArguments, noSuchEvent } from "./eventArgument";
import { type Command, result, tell } from "./types";

const USAGE = "results <event>";

export const results: Command = {
  name: "results",
  usage: USAGE,
  summary: "terminal.summary.results",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (event) {
      return result(
        [tell(context.language, "terminal.results.fetching", { title: event.title })],
        [{ type: "results", event: event.name, title: event.title }],
      );
    }
    return result(noSuchEvent(args, context, USAGE));
  },
};
