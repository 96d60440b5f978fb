import { Box, Button } from "@mui/material";
import { SiteLink } from "./SiteLink";

export interface NavView<View extends string> {
  view: View;
  to: string;
  label: string;
}

interface Props<View extends string> {
  /** Names the navigation landmark, e.g. "Console". */
  label: string;
  views: readonly NavView<View>[];
  current: View;
}

/** A page's views as a row of links, each with its own address; the current one is marked for assistive technology. */
export default function ViewNav<View extends string>({ label, views, current }: Props<View>) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: "flex", gap: 1, mb: 3, borderBottom: 1, borderColor: "divider", pb: 1, flexWrap: "wrap" }}
    >
      {views.map((item) => (
        <Button
          key={item.view}
          component={SiteLink}
          to={item.to}
          aria-current={item.view === current ? "page" : undefined}
          variant={item.view === current ? "contained" : "text"}
        >
          {item.label}
        </Button>
      ))}
    </Box>
  );
}
