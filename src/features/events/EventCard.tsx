import { Box, Card, CardActionArea, CardContent, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { participationOf } from "../../content/events";
import EventIcon from "./EventIcon";
import type { FestivalEvent } from "./eventsSlice";
import RegistrationStatus from "./RegistrationStatus";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
}

/** One event in the list: the whole card is its link, the live status sits below it. */
export default function EventCard({ event, isLoggedIn }: Props) {
  return (
    <Card component="article" variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardActionArea component={RouterLink} to={event.link} sx={{ flexGrow: 1, alignItems: "flex-start" }}>
        <CardContent>
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
                {event.title}
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
      </CardActionArea>
      {event.server && (
        <Box sx={{ px: 2, pb: 2 }}>
          <RegistrationStatus event={event} isLoggedIn={isLoggedIn} />
        </Box>
      )}
    </Card>
  );
}
