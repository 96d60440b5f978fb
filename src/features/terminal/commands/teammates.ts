import { paths } from "../../../config/paths";
import { eventFromArguments, unknownEvent } from "./eventArgument";
import { type Command, result, tell } from "./types";

/** Opens the teammate finder of a team event (docs/API.md "Teammate finder"); signing in first when needed. */
export const teammates: Command = {
  name: "teammates",
  usage: "teammates <event>",
  summary: "terminal.summary.teammates",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (!event) return result(unknownEvent(context, "teammates <event>"));
    const values = { title: event.title };
    if (event.maxTeamSize <= 1) return result([tell(context.language, "terminal.teammates.individual", values)]);
    const finder = paths.finder(event.name);
    if (!context.loggedIn) {
      return result(
        [tell(context.language, "terminal.teammates.logInFirst", values)],
        [{ type: "navigate", to: paths.loginWithRedirect(finder) }],
      );
    }
    return result([tell(context.language, "terminal.teammates.opening", values)], [{ type: "navigate", to: finder }]);
  },
};
