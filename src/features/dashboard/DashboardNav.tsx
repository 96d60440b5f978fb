import { Box, Button } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";

export type DashboardView = "home" | "events";

const VIEWS: Array<{ view: DashboardView; to: string; label: string }> = [
  { view: "home", to: paths.dashboard, label: "Overview" },
  { view: "events", to: paths.dashboardEvents, label: "Event registration" },
];

/** The dashboard's two views as links, so each has its own address. */
export default function DashboardNav({ view }: { view: DashboardView }) {
  return (
    <Box
      component="nav"
      aria-label="Dashboard"
      sx={{ display: "flex", gap: 1, mb: 3, borderBottom: 1, borderColor: "divider", pb: 1, flexWrap: "wrap" }}
    >
      {VIEWS.map((item) => {
        const current = item.view === view;
        return (
          <Button
            key={item.view}
            component={RouterLink}
            to={item.to}
            aria-current={current ? "page" : undefined}
            variant={current ? "contained" : "text"}
          >
            {item.label}
          </Button>
        );
      })}
    </Box>
  );
}
