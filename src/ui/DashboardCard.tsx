import { Box, Paper, Typography } from "@mui/material";
import type { ReactNode } from "react";

interface Props {
  /** The heading's id: it names the section. */
  headingId: string;
  title: ReactNode;
  /** A button beside the title, e.g. "Mark all as read". */
  titleAction?: ReactNode;
  /** The space under the heading, in theme spacing units. */
  headingGap?: number;
  children?: ReactNode;
}

/** A card of the dashboard: an outlined section named by its level-2 heading. */
export default function DashboardCard({ headingId, title, titleAction, headingGap = 1, children }: Props) {
  const heading = (
    <Typography id={headingId} variant="h2" sx={{ fontSize: "1.25rem", mb: titleAction ? 0 : headingGap }}>
      {title}
    </Typography>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      {titleAction ? (
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, alignItems: "center", justifyContent: "space-between" }}>
          {heading}
          {titleAction}
        </Box>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
