import type { RootState } from "../../app/hooks";
import { EVENTS } from "../../content/events";
import { selectIsLoggedIn, selectUserId } from "../auth/authSlice";
import { selectLanguage } from "../language/languageSlice";
import { profileApi } from "../profile/profileApi";
import { selectTheme } from "../theme/themeSlice";
import { directoryOfRoute } from "./commands/directories";
import type { TerminalContext } from "./commands/types";
import { selectTerminalInputs } from "./terminalSlice";

/** The profile as last read (the terminal asks for it when someone is signed in); only its name and e-mail. */
function accountOf(state: RootState): TerminalContext["account"] {
  if (!selectIsLoggedIn(state)) return undefined;
  const profile = profileApi.endpoints.getProfile.select()(state).data;
  return profile ? { name: profile.name, email: profile.email ?? "" } : undefined;
}

/** A snapshot of what the commands read, from the store and the router's location. */
export function terminalContext(state: RootState, location: { pathname: string; search: string }): TerminalContext {
  return {
    cwd: directoryOfRoute(location.pathname),
    location: location.pathname + location.search,
    loggedIn: selectIsLoggedIn(state),
    userId: selectUserId(state),
    account: accountOf(state),
    theme: selectTheme(state),
    language: selectLanguage(state),
    events: EVENTS,
    inputs: selectTerminalInputs(state),
  };
}
