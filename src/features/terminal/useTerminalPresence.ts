import { useMediaQuery } from "@mui/material";
import { useAppSelector } from "../../app/hooks";
import { SMALL_SCREEN_QUERY } from "../../app/muiTheme";
import type { RouteMeta } from "../../app/routeMeta";
import { terminalPadding } from "./terminalPadding";
import { selectTerminalExpanded, selectTerminalVisible } from "./terminalSlice";

/** Whether this route has a terminal at all (route meta, never on xs or sm), and the padding it needs. */
export function useTerminalPresence(meta: RouteMeta) {
  const smallScreen = useMediaQuery(SMALL_SCREEN_QUERY, { noSsr: true });
  const visible = useAppSelector(selectTerminalVisible);
  const expanded = useAppSelector(selectTerminalExpanded);
  const present = !meta.noTerminal && !smallScreen;
  return { present, padding: terminalPadding(present, visible, expanded) };
}
