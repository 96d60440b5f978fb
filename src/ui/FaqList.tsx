import { Box, Typography } from "@mui/material";
import type { FaqItem } from "../content/eventTypes";

interface Props {
  items: FaqItem[];
  /** The level of each question's heading, one below the section that holds the list. */
  headingLevel?: "h3" | "h4";
}

/** Questions and answers, all open: nothing to click, easy to scan and to search in the page. */
export default function FaqList({ items, headingLevel = "h3" }: Props) {
  return (
    <Box
      sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "repeat(2, minmax(0, 1fr))" } }}
    >
      {items.map((item) => (
        <Box key={item.question} sx={{ borderLeft: 3, borderColor: "primary.main", pl: 2 }}>
          <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, mb: 0.5 }}>
            {item.question}
          </Typography>
          <Typography color="text.secondary">{item.answer}</Typography>
        </Box>
      ))}
    </Box>
  );
}
