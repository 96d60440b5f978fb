import CheckCircleOutline from "@mui/icons-material/CheckCircleOutline";
import { Box, Typography } from "@mui/material";
import { plainList } from "../../ui/muiTheme";

/** A titled list of short points, each with a check mark. */
export default function BulletSection({ id, title, items }: { id: string; title: string; items: readonly string[] }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" gutterBottom>
        {title}
      </Typography>
      <Box component="ul" sx={plainList}>
        {items.map((item) => (
          <Box component="li" key={item} sx={{ display: "flex", gap: 1.5, mb: 1.5 }}>
            <CheckCircleOutline color="primary" fontSize="small" aria-hidden sx={{ mt: 0.4 }} />
            <Typography>{item}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
