import { Box, Container, Link, Typography } from "@mui/material";
import { plainList } from "../../app/muiTheme";
import { FESTIVAL } from "../../content/festival";
import { HOME } from "../../content/home";

/** The partners band: names set as text, no logos. */
export default function PartnersBand() {
  const { partners } = HOME;
  return (
    <Box
      component="section"
      aria-labelledby="home-partners"
      sx={{ bgcolor: "action.hover", py: { xs: 5, md: 7 }, mt: { xs: 6, md: 8 } }}
    >
      <Container sx={{ textAlign: "center" }}>
        <Typography id="home-partners" variant="h2" gutterBottom>
          {partners.heading}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {partners.intro}
        </Typography>
        <Box
          component="ul"
          sx={{
            ...plainList,
            display: "flex",
            flexWrap: "wrap",
            justifyContent: "center",
            gap: { xs: 2, md: 5 },
          }}
        >
          {partners.names.map((name) => (
            <Typography
              component="li"
              key={name}
              sx={{
                fontWeight: 800,
                fontSize: { xs: "1rem", md: "1.25rem" },
                letterSpacing: "0.02em",
                color: "text.secondary",
              }}
            >
              {name}
            </Typography>
          ))}
        </Box>
        <Typography sx={{ mt: 3 }}>
          {partners.cta} <Link href={`mailto:${FESTIVAL.sponsorEmail}`}>{FESTIVAL.sponsorEmail}</Link>.
        </Typography>
      </Container>
    </Box>
  );
}
