import { Box, Card, CardContent, Link, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { participationOf } from "../../content/events";
import EventIcon from "./EventIcon";
import type { FestivalEvent } from "./eventsSlice";
import RegistrationStatus from "./RegistrationStatus";
import type { LiveStatusProblem } from "./useFestivalEvents";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
  statusProblem: LiveStatusProblem | null;
}

/**
 * One event in the list. The title is the link, and it stretches over the whole card, so the card is one large
 * target while screen readers hear a short link name.
 */
export default function EventCard({ event, isLoggedIn, statusProblem }: Props) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: "relative",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        transition: "border-color 0.15s",
        "&:hover": { borderColor: "primary.main" },
        "&:has(a:focus-visible)": (theme) => ({ outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 }),
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1.5 }}>
          <Box
            sx={{
              width: 48,
              height: 48,
              flexShrink: 0,
              borderRadius: 2,
              display: "grid",
              placeItems: "center",
              bgcolor: "action.hover",
              color: "primary.main",
            }}
          >
            <EventIcon name={event.icon} sx={{ fontSize: 28 }} />
          </Box>
          <Box>
            <Typography component="h2" variant="h3" sx={{ fontSize: "1.3rem" }}>
              <Link
                component={RouterLink}
                to={event.link}
                underline="none"
                color="inherit"
                sx={{
                  "&::after": { content: '""', position: "absolute", inset: 0 },
                  "&:focus-visible": { outline: "none" },
                }}
              >
                {event.title}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ textTransform: "capitalize" }}>
              {event.subject}
            </Typography>
          </Box>
        </Stack>
        <Typography sx={{ mb: 1.5 }}>{event.summary}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {participationOf(event)}
        </Typography>
      </CardContent>
      {/* The row is kept empty until the server answers, so the cards do not grow under the reader (CLS). */}
      <Box sx={{ px: 2, pb: 2, minHeight: 40 }}>
        <RegistrationStatus event={event} isLoggedIn={isLoggedIn} problem={statusProblem} />
      </Box>
    </Card>
  );
}
