import { Box, Container, Typography } from "@mui/material";
import { EVENTS_PAGE } from "../../content/pages";
import { plainList } from "../../ui/muiTheme";
import EventCard from "./EventCard";
import { useFestivalEvents } from "./useFestivalEvents";

export default function EventsPage() {
  const { events, isLoggedIn, liveStatusProblem } = useFestivalEvents();
  return (
    <Container component="section" aria-labelledby="events-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="events-title" variant="h1" gutterBottom>
        Events
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: "62ch" }}>
        {EVENTS_PAGE.intro}
      </Typography>
      <Box
        component="ul"
        sx={{
          ...plainList,
          mt: 4,
          display: "grid",
          gap: 3,
          gridTemplateColumns: {
            xs: "minmax(0, 1fr)",
            sm: "repeat(2, minmax(0, 1fr))",
            lg: "repeat(3, minmax(0, 1fr))",
          },
        }}
      >
        {events.map((event) => (
          <li key={event.name}>
            <EventCard event={event} isLoggedIn={isLoggedIn} statusProblem={liveStatusProblem} />
          </li>
        ))}
      </Box>
    </Container>
  );
}
