import { paths } from "../../../config/paths";
import { displayPath } from "./directories";
import { eventFromArguments, unknownEvent } from "./eventArgument";
import { type Command, result, say } from "./types";

export const open: Command = {
  name: "open",
  usage: "open <event>",
  summary: "open an event's contest in a new tab",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (!event) return result(unknownEvent(context, "open <event>"));
    if (!event.url) {
      return result([
        say(`${event.title} has no contest link. Its page explains how to take part: `, {
          text: displayPath(["events", event.name]),
          to: paths.event(event.name),
        }),
      ]);
    }
    return result([say(`Opening ${event.title} in a new tab: ${event.url}`)], [{ type: "open", url: event.url }]);
  },
};
