import { Chip, Stack } from "@mui/material";
import type { FestivalEvent } from "./eventsSlice";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
}

/** What the server says about an event: registration open or closed, and the user's team. Nothing before it answers. */
export default function RegistrationStatus({ event, isLoggedIn }: Props) {
  const server = event.server;
  if (!server) return null;
  const team = isLoggedIn ? server.team : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
      <Chip
        size="small"
        variant="outlined"
        color={server.is_registration_on ? "success" : "default"}
        label={server.is_registration_on ? "Registration open" : "Registration closed"}
      />
      {team && <Chip size="small" color="primary" variant="outlined" label={`Your team: ${team.name}`} />}
    </Stack>
  );
}
