import { useEffect } from "react";
import { useAppStore } from "../../app/hooks";
import { EVENTS } from "../../content/events";
import { directoryOfRoute, displayPath } from "./commands/directories";
import { arrivalListing } from "./commands/listing";
import { directoryListed, linesPrinted } from "./terminalSlice";

/** After each navigation to another directory, prints where the user is and what is there. */
export function useArrivalListing(pathname: string): void {
  const store = useAppStore();

  useEffect(() => {
    const cwd = directoryOfRoute(pathname);
    const key = displayPath(cwd);
    const state = store.getState();
    const previous = state.terminal.listedDirectory;
    if (previous === key) return;
    if (previous !== null) store.dispatch(linesPrinted(arrivalListing(cwd, EVENTS)));
    store.dispatch(directoryListed(key));
  }, [pathname, store]);
}
