import ArrowForward from "@mui/icons-material/ArrowForward";
import { Box, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { plainList } from "../../app/muiTheme";
import { EVENTS, participationOf, subjectOf } from "../../content/events";
import EventIcon from "../events/EventIcon";

/** All seven events in one compact list, each a link to its page. */
export default function EventsAtAGlance() {
  return (
    <Box
      component="ul"
      sx={{
        ...plainList,
        display: "grid",
        gap: 1.5,
        gridTemplateColumns: {
          xs: "minmax(0, 1fr)",
          sm: "repeat(2, minmax(0, 1fr))",
          lg: "repeat(3, minmax(0, 1fr))",
        },
      }}
    >
      {EVENTS.map((event) => (
        <li key={event.name}>
          <Box
            component={RouterLink}
            to={event.link}
            sx={{
              display: "flex",
              alignItems: "center",
              gap: 2,
              p: 2,
              height: "100%",
              borderRadius: 2,
              border: 1,
              borderColor: "divider",
              bgcolor: "background.paper",
              color: "text.primary",
              textDecoration: "none",
              "&:hover": { borderColor: "primary.main" },
              "&:hover .arrow": { transform: "translateX(3px)" },
            }}
          >
            <EventIcon name={event.icon} sx={{ fontSize: 32, color: "primary.main", flexShrink: 0 }} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography component="span" sx={{ display: "block", fontWeight: 700 }}>
                {event.title}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary" sx={{ display: "block" }}>
                {subjectOf(event) && (
                  <Box component="span" sx={{ textTransform: "capitalize" }}>
                    {`${subjectOf(event)} · `}
                  </Box>
                )}
                {participationOf(event)}
              </Typography>
            </Box>
            <ArrowForward className="arrow" fontSize="small" aria-hidden sx={{ transition: "transform 0.15s" }} />
          </Box>
        </li>
      ))}
    </Box>
  );
}
