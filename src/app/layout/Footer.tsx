import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { FESTIVAL } from "../../content/festival";
import { paths } from "../paths";

const links = [
  { to: paths.events, label: "Events" },
  { to: paths.haxplore, label: "Haxplore" },
  { to: paths.ca, label: "Campus Ambassadors" },
  { to: paths.referral, label: "Referral Leaderboard" },
  { to: paths.team, label: "Team" },
];

export default function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", py: 4, mt: 6 }}>
      <Container>
        <Stack direction={{ xs: "column", md: "row" }} spacing={2} justifyContent="space-between">
          <Typography variant="body2">
            {FESTIVAL.shortTitle}, {FESTIVAL.host}. Write to{" "}
            <Link href={`mailto:${FESTIVAL.contactEmail}`}>{FESTIVAL.contactEmail}</Link>.
          </Typography>
          <Stack component="nav" aria-label="Footer" direction="row" spacing={2} flexWrap="wrap" useFlexGap>
            {links.map((link) => (
              <Link key={link.to} component={RouterLink} to={link.to} variant="body2">
                {link.label}
              </Link>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
