import { paths } from "../../../config/paths";
import { displayPath } from "./directories";
import { eventFromArguments, unknownEvent } from "./eventArgument";
import { type Command, result, tell } from "./types";

export const open: Command = {
  name: "open",
  usage: "open <event>",
  summary: "terminal.summary.open",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (!event) return result(unknownEvent(context, "open <event>"));
    if (!event.url) {
      const link = { text: displayPath(["events", event.name]), to: paths.event(event.name) };
      return result([tell(context.language, "terminal.open.noLink", { title: event.title, link })]);
    }
    return result(
      [tell(context.language, "terminal.open.opening", { title: event.title, url: event.url })],
      [{ type: "open", url: event.url }],
    );
  },
};
