import { Chip, Stack, Typography } from "@mui/material";
import type { FestivalEvent } from "./eventsSlice";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
  /** The server's event list could not be loaded (and no cached copy): say so in the status's own place. */
  unavailable: boolean;
}

const STATUS_UNAVAILABLE = "Registration status unavailable right now";

/**
 * What the server says about an event: registration open or closed, and the user's team. Nothing before it answers;
 * a short note if it cannot. Its row keeps its height either way, so nothing below it moves (CLS).
 */
export default function RegistrationStatus({ event, isLoggedIn, unavailable }: Props) {
  const server = event.server;
  if (!server) {
    return unavailable ? (
      <Typography variant="body2" color="text.secondary">
        {STATUS_UNAVAILABLE}
      </Typography>
    ) : null;
  }
  const team = isLoggedIn ? server.team : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Chip
        size="small"
        variant="outlined"
        color={server.is_registration_on ? "success" : "default"}
        label={server.is_registration_on ? "Registration open" : "Registration closed"}
      />
      {/* A long team name is cut short with an ellipsis inside the chip; the whole name is its tooltip. */}
      {team && (
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={`Your team: ${team.name}`}
          title={`Your team: ${team.name}`}
          sx={{ maxWidth: "100%" }}
        />
      )}
    </Stack>
  );
}
