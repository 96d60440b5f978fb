import { useAppSelector } from "../../app/hooks";
import type { RouteMeta } from "../../config/routeMeta";
import { useMediaQuery } from "../../lib/useMediaQuery";
import { SMALL_SCREEN_QUERY } from "../../ui/breakpoints";
import { terminalPadding } from "./terminalPadding";
import { selectTerminalExpanded, selectTerminalVisible } from "./terminalSlice";

/** Whether this route has a terminal at all (route meta, never on xs or sm), and the padding it needs. */
export function useTerminalPresence(meta: RouteMeta) {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY);
  const visible = useAppSelector(selectTerminalVisible);
  const expanded = useAppSelector(selectTerminalExpanded);
  const present = !meta.noTerminal && !smallScreen;
  return { present, padding: terminalPadding(present, visible, expanded) };
}
