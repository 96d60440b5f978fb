import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";

/**
 * One section of the page. Its top padding is taller than the sticky header, so a section scrolled to the very top
 * (scroll-spy offset 0) still shows its heading. It takes focus after a jump, for keyboard and screen-reader users.
 */
export default function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      id={id}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      sx={{ pt: { xs: 8, md: 11 }, outline: "none" }}
    >
      <Typography id={`${id}-title`} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
