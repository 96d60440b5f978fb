import { useEffect } from "react";
import { useAppStore } from "../../app/hooks";
import { selectFestival } from "../../content/selectFestival";
import { selectPublicEvents } from "../events/eventsSlice";
import { selectLanguage } from "../language/languageSlice";
import { directoryOfRoute, displayPath, treeOf } from "./commands/directories";
import { arrivalListing } from "./commands/listing";
import { directoryListed, linesPrinted } from "./terminalSlice";

/** After each navigation to another directory, prints where the user is and what is there, in the language shown. */
export function useArrivalListing(pathname: string): void {
  const store = useAppStore();

  useEffect(() => {
    const state = store.getState();
    const language = selectLanguage(state);
    const events = selectPublicEvents(state, language);
    const cwd = directoryOfRoute(treeOf(events), pathname);
    const key = displayPath(cwd);
    const previous = state.terminal.listedDirectory;
    if (previous === key) return;
    if (previous !== null)
      store.dispatch(linesPrinted(arrivalListing(cwd, events, language, selectFestival(state).title)));
    store.dispatch(directoryListed(key));
  }, [pathname, store]);
}
