import { Box, Container, Typography } from "@mui/material";
import { FESTIVAL } from "../../content/festival";
import { HOME } from "../../content/home";
import EventsAtAGlance from "./EventsAtAGlance";
import HeroArt from "./HeroArt";
import Highlights from "./Highlights";
import HomeCallsToAction from "./HomeCallsToAction";
import PartnersBand from "./PartnersBand";

export default function HomePage() {
  return (
    <>
      <Container component="section" aria-labelledby="home-title" sx={{ pt: { xs: 5, md: 10 }, pb: { xs: 4, md: 6 } }}>
        <Box
          sx={{
            display: "grid",
            gap: 4,
            alignItems: "center",
            gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "3fr 2fr" },
          }}
        >
          <Box>
            <Typography
              component="p"
              variant="overline"
              color="primary"
              sx={{ fontWeight: 700, fontSize: "0.85rem", letterSpacing: "0.12em" }}
            >
              The {FESTIVAL.year} edition · online
            </Typography>
            <Typography
              id="home-title"
              variant="h1"
              sx={{ fontSize: { xs: "2.6rem", md: "3.6rem" }, lineHeight: 1.1, my: 1 }}
            >
              {FESTIVAL.shortTitle}
            </Typography>
            <Typography sx={{ fontSize: { xs: "1.15rem", md: "1.35rem" }, maxWidth: "36ch" }}>{HOME.pitch}</Typography>
            <HomeCallsToAction />
          </Box>
          <Box sx={{ display: { xs: "none", md: "flex" }, justifyContent: "center" }}>
            <HeroArt />
          </Box>
        </Box>
      </Container>

      <Container component="section" aria-labelledby="home-about" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography id="home-about" variant="h2" gutterBottom>
          {HOME.about.heading}
        </Typography>
        {HOME.about.paragraphs.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2, maxWidth: "70ch" }}>
            {paragraph}
          </Typography>
        ))}
        <Box sx={{ mt: 4 }}>
          <Highlights />
        </Box>
      </Container>

      <Container component="section" aria-labelledby="home-events" sx={{ py: { xs: 4, md: 6 } }}>
        <Typography id="home-events" variant="h2" gutterBottom>
          {HOME.eventsHeading}
        </Typography>
        <EventsAtAGlance />
      </Container>

      <PartnersBand />
    </>
  );
}
