import { paths } from "../../../config/paths";
import { eventFromArguments, unknownEvent } from "./eventArgument";
import { type Command, ERRORS, fail, result, say } from "./types";

export const whoami: Command = {
  name: "whoami",
  usage: "whoami",
  summary: "who you are signed in as",
  run: (args, { loggedIn, userId, account }) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    if (!loggedIn) return result([say("guest")]);
    if (account) {
      const name = account.name.trim() || "participant";
      return result([say(account.email ? `${name} <${account.email}>` : name)]);
    }
    return result([say(userId >= 0 ? `participant (user id ${userId})` : "participant")]);
  },
};

export const login: Command = {
  name: "login",
  usage: "login",
  summary: "go to the login page, then come back here",
  run: (args, { loggedIn, location }) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    if (loggedIn) return result([say("You are already logged in.")]);
    return result([say("Opening the login page.")], [{ type: "navigate", to: paths.loginWithRedirect(location) }]);
  },
};

export const logout: Command = {
  name: "logout",
  usage: "logout",
  summary: "log out",
  run: (args, { loggedIn }) => {
    if (args.length > 0) return result([fail(ERRORS.args)]);
    if (!loggedIn) return result([say("You are not logged in.")]);
    return result([say("Logged out.")], [{ type: "logout" }]);
  },
};

export const register: Command = {
  name: "register",
  usage: "register <event>",
  summary: "register for an event from your dashboard",
  run: (args, context) => {
    const event = eventFromArguments(args, context);
    if (!event) return result(unknownEvent(context, "register <event>"));
    if (!context.loggedIn) {
      return result(
        [say(`Log in first; you will then go on to register for ${event.title}.`)],
        [{ type: "navigate", to: paths.loginWithRedirect(paths.dashboardEvents) }],
      );
    }
    return result(
      [say(`Opening your dashboard to register for ${event.title}.`)],
      [{ type: "navigate", to: paths.dashboardEvents }],
    );
  },
};
