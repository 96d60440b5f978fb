import { Box, Button } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { ADMIN_VIEWS, type AdminView } from "../../config/adminViews";
import { paths } from "../../config/paths";

/** The console's views as links, each with its own address. */
export default function AdminNav({ current }: { current: AdminView }) {
  return (
    <Box
      component="nav"
      aria-label="Console"
      sx={{ display: "flex", gap: 1, mb: 3, borderBottom: 1, borderColor: "divider", pb: 1, flexWrap: "wrap" }}
    >
      {ADMIN_VIEWS.map((item) => (
        <Button
          key={item.view}
          component={RouterLink}
          to={item.view === "overview" ? paths.admin : paths.adminView(item.view)}
          aria-current={item.view === current ? "page" : undefined}
          variant={item.view === current ? "contained" : "text"}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
