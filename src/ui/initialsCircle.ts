/**
 * MUI's `Avatar` showing initials, as the dashboard's identity card draws it (64 px, the primary colour, the letters in
 * the page's background colour), for a `Box`'s `sx`: Avatar's module stays off the dashboard's first visit.
 */
export const INITIALS_CIRCLE = {
  position: "relative",
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  width: 64,
  height: 64,
  borderRadius: "50%",
  overflow: "hidden",
  userSelect: "none",
  lineHeight: 1,
  fontSize: "1.5rem",
  bgcolor: "primary.main",
  color: "background.default",
} as const;
