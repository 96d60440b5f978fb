import { paths } from "../../../config/paths";
import { eventFromArguments, unknownEvent } from "./eventArgument";
import { type Command, result, say } from "./types";

/** Opens the teammate finder of a team event (docs/API.md "Teammate finder"); signing in first when needed. */
export const teammates: Command = {
  name: "teammates",
  usage: "teammates <event>",
  summary: "find a teammate for a team event",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (!event) return result(unknownEvent(context, "teammates <event>"));
    if (event.maxTeamSize <= 1)
      return result([say(`${event.title} is for individuals: there is no teammate to find.`)]);
    const finder = paths.finder(event.name);
    if (!context.loggedIn) {
      return result(
        [say(`Log in first; you will then go on to find a teammate for ${event.title}.`)],
        [{ type: "navigate", to: paths.loginWithRedirect(finder) }],
      );
    }
    return result([say(`Opening the teammate finder for ${event.title}.`)], [{ type: "navigate", to: finder }]);
  },
};
