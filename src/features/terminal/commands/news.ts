import { eventFromArguments } from "./eventArgument";
import { type Command, ERRORS, fail, result, say } from "./types";

const USAGE = "news [event]";

/** `news`: the latest announcements, the festival's or one event's; the app fetches them after the command's line. */
export const news: Command = {
  name: "news",
  usage: USAGE,
  summary: "print the organisers' latest announcements",
  run: (args, context) => {
    if (args.length === 0) return result([say("Fetching the latest announcements…")], [{ type: "news" }]);
    const event = eventFromArguments(args, context);
    if (event) {
      return result(
        [say(`Fetching the announcements of ${event.title}…`)],
        [{ type: "news", event: event.name, title: event.title }],
      );
    }
    const usage = say(`Usage: ${USAGE}, where event is one of: ${context.events.map((item) => item.name).join(", ")}`);
    if (args.length === 1) return result([fail(`No event is called "${args[0]}".`), usage]);
    return result([fail(ERRORS.args), usage]);
  },
};
