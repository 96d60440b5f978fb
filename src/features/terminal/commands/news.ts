import { eventFromArguments, noSuchEvent } from "./eventArgument";
import { type Command, result, tell } from "./types";

const USAGE = "news [event]";

/** `news`: the latest announcements, the festival's or one event's; the app fetches them after the command's line. */
export const news: Command = {
  name: "news",
  usage: USAGE,
  summary: "terminal.summary.news",
  run: (args, context) => {
    const { language } = context;
    if (args.length === 0) return result([tell(language, "terminal.news.fetching")], [{ type: "news" }]);
    const event = eventFromArguments(args, context);
    if (event) {
      return result(
        [tell(language, "terminal.news.fetchingEvent", { title: event.title })],
        [{ type: "news", event: event.name, title: event.title }],
      );
    }
    return result(noSuchEvent(args, context, USAGE));
  },
};
