import { Box, Typography } from "@mui/material";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { LIST_RESET } from "./layoutTokens";

/**
 * The dashboard cards' lists, drawn as MUI's `List`, `ListItem` and `ListItemText` draw them (the spacing, the divider
 * and the two lines of text, in both themes) from `Box` and `Typography`, which every page has already: MUI's list
 * modules (2.6 KB gzip) stay off the dashboard's first visit. A list of `ul` and `li`, so a screen reader announces
 * it and its length.
 */

/** A caller's `sx` (one style, a list of them, or none) as entries to follow a component's own. */
const callerStyles = (sx: SxProps<Theme> | undefined) => (Array.isArray(sx) ? sx : [sx]);

interface ListProps {
  children: ReactNode;
  /** Names the list for a screen reader when the heading above it does not. */
  label?: string;
  sx?: SxProps<Theme>;
}

export function CardList({ children, label, sx }: ListProps) {
  return (
    <Box component="ul" aria-label={label} sx={[LIST_RESET, ...callerStyles(sx)]}>
      {children}
    </Box>
  );
}

interface ItemProps {
  children: ReactNode;
  /** A line under the item, as between the rows of a card's list. */
  divider?: boolean;
  /** Closer rows (4 px above and below instead of 8). */
  dense?: boolean;
  label?: string;
  sx?: SxProps<Theme>;
}

export function CardListItem({ children, divider = false, dense = false, label, sx }: ItemProps) {
  return (
    <Box
      component="li"
      aria-label={label}
      sx={[
        {
          display: "flex",
          alignItems: "center",
          position: "relative",
          width: "100%",
          boxSizing: "border-box",
          textAlign: "left",
          py: dense ? 0.5 : 1,
        },
        divider && { borderBottom: 1, borderColor: "divider", backgroundClip: "padding-box" },
        ...callerStyles(sx),
      ]}
    >
      {children}
    </Box>
  );
}

interface TextProps {
  primary: ReactNode;
  secondary?: ReactNode;
  /** The smaller type of a dense list. */
  dense?: boolean;
  /** Long words (an e-mail address, a name without spaces) break anywhere rather than widen the card. */
  breakAnywhere?: boolean;
}

/** What a row is (its first line) and its details (a second, quieter line), taking the row's free width. */
export function CardListText({ primary, secondary, dense = false, breakAnywhere = false }: TextProps) {
  const wrap = breakAnywhere ? { overflowWrap: "anywhere" } : undefined;
  const hasSecondary = secondary !== undefined && secondary !== null && secondary !== false;
  return (
    <Box sx={{ flex: "1 1 auto", minWidth: 0, my: hasSecondary ? 0.75 : 0.5 }}>
      <Typography component="span" variant={dense ? "body2" : "body1"} sx={{ display: "block", ...wrap }}>
        {primary}
      </Typography>
      {hasSecondary && (
        <Typography variant="body2" color="text.secondary" sx={{ display: "block", ...wrap }}>
          {secondary}
        </Typography>
      )}
    </Box>
  );
}
