import { paths } from "../../../config/paths";
import { eventFromArguments, unknownEvent } from "./eventArgument";
import { type Command, invalid, result, say, tell } from "./types";

export const whoami: Command = {
  name: "whoami",
  usage: "whoami",
  summary: "terminal.summary.whoami",
  run: (args, { loggedIn, userId, account, language }) => {
    if (args.length > 0) return invalid(language);
    if (!loggedIn) return result([tell(language, "terminal.whoami.guest")]);
    if (account) {
      const name = account.name.trim();
      // A person's name and address are as they are; only the word for someone without a name is translated.
      if (!name) return result([tell(language, "terminal.whoami.participant")]);
      return result([say(account.email ? `${name} <${account.email}>` : name)]);
    }
    return result([
      userId >= 0
        ? tell(language, "terminal.whoami.participantId", { id: String(userId) })
        : tell(language, "terminal.whoami.participant"),
    ]);
  },
};

export const login: Command = {
  name: "login",
  usage: "login",
  summary: "terminal.summary.login",
  run: (args, { loggedIn, location, language }) => {
    if (args.length > 0) return invalid(language);
    if (loggedIn) return result([tell(language, "terminal.login.already")]);
    return result(
      [tell(language, "terminal.login.opening")],
      [{ type: "navigate", to: paths.loginWithRedirect(location) }],
    );
  },
};

export const logout: Command = {
  name: "logout",
  usage: "logout",
  summary: "terminal.summary.logout",
  run: (args, { loggedIn, language }) => {
    if (args.length > 0) return invalid(language);
    if (!loggedIn) return result([tell(language, "terminal.logout.notLoggedIn")]);
    return result([tell(language, "terminal.logout.done")], [{ type: "logout" }]);
  },
};

export const register: Command = {
  name: "register",
  usage: "register <event>",
  summary: "terminal.summary.register",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (!event) return result(unknownEvent(context, "register <event>"));
    const values = { title: event.title };
    if (!context.loggedIn) {
      return result(
        [tell(context.language, "terminal.register.logInFirst", values)],
        [{ type: "navigate", to: paths.loginWithRedirect(paths.dashboardEvents) }],
      );
    }
    return result(
      [tell(context.language, "terminal.register.opening", values)],
      [{ type: "navigate", to: paths.dashboardEvents }],
    );
  },
};
