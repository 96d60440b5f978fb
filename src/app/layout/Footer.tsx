import { Box, Container, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { FESTIVAL } from "../../content/festival";
import { plainList } from "../muiTheme";
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
    <Box component="footer" sx={{ borderTop: 1, borderColor: "divider", bgcolor: "background.paper", py: 4 }}>
      <Container>
        <Stack direction={{ xs: "column", md: "row" }} spacing={3} justifyContent="space-between">
          <Box>
            <Typography sx={{ fontWeight: 800 }}>{FESTIVAL.shortTitle}</Typography>
            <Typography variant="body2" color="text.secondary">
              The {FESTIVAL.year} edition of {FESTIVAL.name}, hosted by {FESTIVAL.host}.
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Questions: <Link href={`mailto:${FESTIVAL.contactEmail}`}>{FESTIVAL.contactEmail}</Link> · Partnerships:{" "}
              <Link href={`mailto:${FESTIVAL.sponsorEmail}`}>{FESTIVAL.sponsorEmail}</Link>
            </Typography>
          </Box>
          <Box component="nav" aria-label="Footer">
            <Box component="ul" sx={{ ...plainList, display: "flex", flexWrap: "wrap", columnGap: 2.5, rowGap: 1 }}>
              {links.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to} variant="body2">
                    {link.label}
                  </Link>
                </li>
              ))}
            </Box>
          </Box>
        </Stack>
      </Container>
    </Box>
  );
}
