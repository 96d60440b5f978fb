import { Box, Button, Paper, Typography } from "@mui/material";
import { useAppDispatch, useAppSelector } from "../../app/hooks";
import { TERMINAL_PADDING } from "./terminalPadding";
import { selectTerminalExpanded, selectTerminalVisible, terminalCollapsed, terminalExpanded } from "./terminalSlice";

/** The festival's bottom command bar. */
export default function Terminal() {
  const dispatch = useAppDispatch();
  const visible = useAppSelector(selectTerminalVisible);
  const expanded = useAppSelector(selectTerminalExpanded);
  if (!visible) return null;
  return (
    <Paper
      component="section"
      aria-label="Terminal"
      square
      elevation={8}
      sx={{
        position: "fixed",
        left: 0,
        right: 0,
        bottom: 0,
        height: expanded ? TERMINAL_PADDING.expanded : TERMINAL_PADDING.collapsed,
        zIndex: 1100,
      }}
    >
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", px: 2, py: 1 }}>
        <Typography component="span" sx={{ fontFamily: "monospace" }}>
          ~ $
        </Typography>
        <Button size="small" onClick={() => dispatch(expanded ? terminalCollapsed() : terminalExpanded())}>
          {expanded ? "Collapse" : "Expand"}
        </Button>
      </Box>
    </Paper>
  );
}
