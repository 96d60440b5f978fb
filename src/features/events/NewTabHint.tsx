import { Box } from "@mui/material";

const hidden = {
  position: "absolute",
  left: 0,
  top: 0,
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

/** Tells screen-reader users that a link opens a new tab; sighted users see the link's icon or context. */
export default function NewTabHint() {
  return (
    <Box component="span" sx={hidden}>
      {" "}
      (opens in a new tab)
    </Box>
  );
}
