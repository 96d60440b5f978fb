import ExpandLess from "@mui/icons-material/ExpandLess";
import ExpandMore from "@mui/icons-material/ExpandMore";
import { Box, IconButton, useTheme } from "@mui/material";
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { selectIsLoggedIn } from "../auth/authSlice";
import { useGetEventsQuery } from "../events/eventsApi";
import { selectPublicEvents } from "../events/eventsSlice";
import { useGetProfileQuery } from "../profile/profileApi";
import { directoryOfRoute, treeOf } from "./commands/directories";
import { prompt } from "./commands/interpret";
import { FOCUS_SHORTCUT_LABEL } from "./focusShortcut";
import { TERMINAL_COLORS, TERMINAL_FONT } from "./terminalColors";
import TerminalOutput, { OUTPUT_ID } from "./TerminalOutput";
import { TERMINAL_PADDING } from "./terminalPadding";
import TerminalPrompt, { KEYS_ID } from "./TerminalPrompt";
import { selectTerminalExpanded, selectTerminalVisible } from "./terminalSlice";
import { useArrivalListing } from "./useArrivalListing";
import { useTerminalActions } from "./useTerminalActions";
import { useTerminalReveal } from "./useTerminalReveal";

const BAR_HEIGHT = 28;

/** The festival's bottom command bar: 90px collapsed, 200px expanded, exactly the padding the app leaves for it. */
export default function Terminal({ animate, focusRequest }: { animate: boolean; focusRequest: number }) {
  const t = useT();
  const visible = useAppSelector(selectTerminalVisible);
  const expanded = useAppSelector(selectTerminalExpanded);
  // `whoami` names the participant: read the profile while someone is signed in.
  useGetProfileQuery(undefined, { skip: !useAppSelector(selectIsLoggedIn) });
  const colors = TERMINAL_COLORS[useTheme().palette.mode];
  const { pathname } = useLocation();
  // The listed events are directories of `events`: an event organisers added is there once the list answers.
  useGetEventsQuery();
  const events = useAppSelector(selectPublicEvents);
  const inputRef = useRef<HTMLInputElement>(null);
  const actions = useTerminalActions();
  useTerminalReveal(animate);
  useArrivalListing(pathname);

  // The slot asks for focus on the shortcut (and shows the panel in the same render, so the input can take it).
  useEffect(() => {
    if (focusRequest > 0) inputRef.current?.focus();
  }, [focusRequest]);

  // A click anywhere on the bar puts the cursor in the input, except on links, buttons or while selecting text.
  const focusInput = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest("a, button")) return;
    if (window.getSelection()?.toString()) return;
    inputRef.current?.focus();
  };

  const collapseOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !expanded) return;
    event.preventDefault();
    actions.collapse();
  };

  return (
    <Box
      component="section"
      aria-label={t("terminal.name")}
      onClick={focusInput}
      onKeyDown={collapseOnEscape}
      sx={{
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: 1100,
        boxSizing: "border-box",
        height: expanded ? TERMINAL_PADDING.expanded : TERMINAL_PADDING.collapsed,
        display: "flex",
        flexDirection: "column",
        borderTop: `1px solid ${colors.border}`,
        background: colors.background,
        color: colors.text,
        fontFamily: TERMINAL_FONT,
        fontSize: 14,
        lineHeight: "20px",
        boxShadow: "0 -4px 16px rgba(0, 0, 0, 0.18)",
        visibility: visible ? "visible" : "hidden",
        transform: visible ? "none" : "translateY(100%)",
        transition: "transform 300ms ease-out, height 150ms ease-out",
        "@media (prefers-reduced-motion: reduce)": { transition: "none" },
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, pl: 2, pr: 0.5, height: BAR_HEIGHT, flexShrink: 0 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t("terminal.name")}
        </Box>
        <Box component="span" id={KEYS_ID} sx={{ color: colors.muted, fontSize: 12, flex: 1 }}>
          {t("terminal.keys", { shortcut: FOCUS_SHORTCUT_LABEL })}
        </Box>
        <IconButton
          size="small"
          aria-label={t(expanded ? "terminal.collapse" : "terminal.expand")}
          aria-expanded={expanded}
          aria-controls={OUTPUT_ID}
          onClick={expanded ? actions.collapse : actions.expand}
          sx={{ color: colors.text, p: 0.25 }}
        >
          {expanded ? <ExpandMore fontSize="small" /> : <ExpandLess fontSize="small" />}
        </IconButton>
      </Box>
      <TerminalOutput colors={colors} expanded={expanded} />
      <TerminalPrompt
        inputRef={inputRef}
        prompt={prompt({ cwd: directoryOfRoute(treeOf(events), pathname) })}
        expanded={expanded}
        colors={colors}
        actions={actions}
      />
    </Box>
  );
}
