import EmojiEventsOutlined from "@mui/icons-material/EmojiEventsOutlined";
import PublicOutlined from "@mui/icons-material/PublicOutlined";
import WorkspacePremiumOutlined from "@mui/icons-material/WorkspacePremiumOutlined";
import { Box, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { plainList } from "../../app/muiTheme";
import { HOME } from "../../content/home";

const ICONS: Record<(typeof HOME.highlights)[number]["key"], ReactNode> = {
  contests: <EmojiEventsOutlined aria-hidden />,
  online: <PublicOutlined aria-hidden />,
  certificates: <WorkspacePremiumOutlined aria-hidden />,
};

/** Three reasons to take part. */
export default function Highlights() {
  return (
    <Box
      component="ul"
      aria-label="Highlights"
      sx={{
        ...plainList,
        display: "grid",
        gap: 3,
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      {HOME.highlights.map((item) => (
        <Box
          component="li"
          key={item.key}
          sx={{ p: 3, borderRadius: 3, border: 1, borderColor: "divider", bgcolor: "background.paper" }}
        >
          <Box
            sx={{
              width: 44,
              height: 44,
              borderRadius: 2,
              display: "grid",
              placeItems: "center",
              mb: 2,
              color: "primary.main",
              bgcolor: "action.hover",
            }}
          >
            {ICONS[item.key]}
          </Box>
          <Typography component="h3" variant="h3" sx={{ fontSize: "1.2rem", mb: 1 }}>
            {item.title}
          </Typography>
          <Typography color="text.secondary">{item.text}</Typography>
        </Box>
      ))}
    </Box>
  );
}
