import type { RootState } from "../../app/hooks";
import { selectFestival } from "../../content/selectFestival";
import { selectIsLoggedIn, selectUserId } from "../auth/authSlice";
import { selectPublicEvents } from "../events/eventsSlice";
import { selectLanguage } from "../language/languageSlice";
import { profileApi } from "../profile/profileApi";
import { selectTheme } from "../theme/themeSlice";
import { directoryOfRoute, treeOf } from "./commands/directories";
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
  const language = selectLanguage(state);
  // The events' summaries in the language shown, where the organisers wrote them in it (`ls` in an event's directory).
  const events = selectPublicEvents(state, language);
  return {
    cwd: directoryOfRoute(treeOf(events), location.pathname),
    location: location.pathname + location.search,
    loggedIn: selectIsLoggedIn(state),
    userId: selectUserId(state),
    account: accountOf(state),
    theme: selectTheme(state),
    language,
    events,
    festivalTitle: selectFestival(state).title,
    inputs: selectTerminalInputs(state),
  };
}
