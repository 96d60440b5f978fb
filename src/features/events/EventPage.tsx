import MailOutline from "@mui/icons-material/MailOutline";
import OpenInNew from "@mui/icons-material/OpenInNew";
import { Box, Button, Container, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink, useParams } from "react-router-dom";
import { useAppSelector } from "../../app/hooks";
import { paths } from "../../config/paths";
import { participationOf } from "../../content/events";
import { EVENT_PAGE } from "../../content/pages";
import FaqList from "../../ui/FaqList";
import { plainList } from "../../ui/muiTheme";
import NotFoundPage from "../../ui/NotFoundPage";
import EventIcon from "./EventIcon";
import { selectEventByName } from "./eventsSlice";
import LinkifiedText from "./LinkifiedText";
import NewTabHint from "./NewTabHint";
import RegistrationStatus from "./RegistrationStatus";
import { useFestivalEvents } from "./useFestivalEvents";

export default function EventPage() {
  const { name = "" } = useParams();
  const { isLoggedIn, liveStatusProblem } = useFestivalEvents();
  const event = useAppSelector((state) => selectEventByName(state, name));
  if (!event) return <NotFoundPage />;
  const closed = event.server?.is_registration_on === false;
  const team = isLoggedIn ? event.server?.team : null;
  // Only a server that says so (the original backend never does): the pre-rendered page has no link either.
  const resultsOut = event.server?.results_published === true;

  return (
    <Container component="article" aria-labelledby="event-title" sx={{ py: { xs: 4, md: 6 } }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3} alignItems={{ sm: "center" }} sx={{ mb: 3 }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: 3,
            display: "grid",
            placeItems: "center",
            bgcolor: "action.hover",
            color: "primary.main",
          }}
        >
          <EventIcon name={event.icon} sx={{ fontSize: 44 }} />
        </Box>
        <Box>
          <Typography id="event-title" variant="h1">
            {event.title}
          </Typography>
          <Typography variant="h2" component="p" sx={{ fontSize: "1.15rem", fontWeight: 500, mt: 1 }}>
            {event.summary}
          </Typography>
        </Box>
      </Stack>

      <Typography variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        <Box component="span" sx={{ textTransform: "capitalize" }}>
          {event.subject}
        </Box>
        {` · ${participationOf(event)}`}
      </Typography>
      {/* A row of its own, its height kept while the server answers, so nothing below moves when it does. */}
      <Box sx={{ minHeight: 24, mb: 3 }}>
        <RegistrationStatus event={event} isLoggedIn={isLoggedIn} problem={liveStatusProblem} />
      </Box>

      <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
        {team ? (
          <Button variant="contained" component={RouterLink} to={paths.dashboardEvents}>
            {EVENT_PAGE.manageTeam}
          </Button>
        ) : (
          !closed && (
            <Button variant="contained" component={RouterLink} to={paths.dashboardEvents}>
              {EVENT_PAGE.register}
            </Button>
          )
        )}
        {resultsOut && (
          <Button variant="outlined" component={RouterLink} to={paths.eventResults(event.name)}>
            {EVENT_PAGE.results}
          </Button>
        )}
        {event.url && (
          <Button variant="outlined" href={event.url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNew />}>
            {EVENT_PAGE.contestLink}
            <NewTabHint />
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {closed
          ? EVENT_PAGE.closedHint
          : team
            ? EVENT_PAGE.registeredHint
            : isLoggedIn
              ? EVENT_PAGE.signedInRegisterHint
              : EVENT_PAGE.registerHint}
      </Typography>

      <Box component="section" aria-labelledby="event-about" sx={{ mt: 5, maxWidth: "75ch" }}>
        <Typography id="event-about" variant="h2" gutterBottom>
          About the contest
        </Typography>
        {event.description.map((paragraph) => (
          <Typography key={paragraph} sx={{ mb: 2 }}>
            {paragraph}
          </Typography>
        ))}
      </Box>

      <Box component="section" aria-labelledby="event-coordinators" sx={{ mt: 4 }}>
        <Typography id="event-coordinators" variant="h2" gutterBottom>
          Coordinators
        </Typography>
        <Box component="ul" sx={{ ...plainList, display: "flex", flexWrap: "wrap", gap: 3 }}>
          {event.coordinators.map((person) => (
            <li key={person.contact}>
              <Typography sx={{ fontWeight: 600 }}>{person.name}</Typography>
              <Link href={`mailto:${person.contact}`} sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}>
                <MailOutline fontSize="small" aria-hidden />
                {person.contact}
              </Link>
            </li>
          ))}
        </Box>
      </Box>

      <Box component="section" aria-labelledby="event-faq" sx={{ mt: 5 }}>
        <Typography id="event-faq" variant="h2" gutterBottom>
          Frequently asked questions
        </Typography>
        {event.faqIntro && (
          <Typography sx={{ mb: 3, maxWidth: "75ch" }}>
            <LinkifiedText text={event.faqIntro} />
          </Typography>
        )}
        <FaqList items={event.faq} />
      </Box>
    </Container>
  );
}
