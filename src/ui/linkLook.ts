import { alpha, type Theme } from "@mui/material/styles";

/**
 * MUI's `Link` as it is drawn (the primary colour, underlined in that colour at 40 %, fully on hover), for a `Box`
 * rendered as `a`: where a page's only link inside text would otherwise bring the Link's module (with Typography's
 * variants) to its first visit.
 */
export const LINK_LOOK = {
  color: "primary.main",
  textDecoration: "underline",
  textDecorationColor: (theme: Theme) => alpha(theme.palette.primary.main, 0.4),
  "&:hover": { textDecorationColor: "inherit" },
} as const;
