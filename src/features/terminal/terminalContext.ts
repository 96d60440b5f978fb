import type { RootState } from "../../app/hooks";
import { selectIsLoggedIn, selectUserId } from "../auth/authSlice";
import { selectEvents } from "../events/eventsSlice";
import { selectTheme } from "../theme/themeSlice";
import { directoryOfRoute } from "./commands/directories";
import type { TerminalContext } from "./commands/types";
import { selectTerminalInputs } from "./terminalSlice";

/** A snapshot of what the commands read, from the store and the router's location. */
export function terminalContext(state: RootState, location: { pathname: string; search: string }): TerminalContext {
  return {
    cwd: directoryOfRoute(location.pathname),
    location: location.pathname + location.search,
    loggedIn: selectIsLoggedIn(state),
    userId: selectUserId(state),
    theme: selectTheme(state),
    events: selectEvents(state),
    inputs: selectTerminalInputs(state),
  };
}
