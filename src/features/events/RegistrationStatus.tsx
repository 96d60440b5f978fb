import { Chip, Stack, Typography } from "@mui/material";
import type { FestivalEvent } from "./eventsSlice";
import type { LiveStatusProblem } from "./useFestivalEvents";

interface Props {
  event: FestivalEvent;
  isLoggedIn: boolean;
  /** Why the server's event list is missing (and no cached copy): said in the status's own place. */
  problem: LiveStatusProblem | null;
}

const PROBLEM_TEXT: Record<LiveStatusProblem, string> = {
  "sign-in": "Sign in to see registration",
  unavailable: "Registration status unavailable right now",
};

/**
 * What the server says about an event: registration open or closed, and the user's team. Nothing before it answers;
 * a short note if it cannot. Its row keeps its height either way, so nothing below it moves (CLS).
 */
export default function RegistrationStatus({ event, isLoggedIn, problem }: Props) {
  const server = event.server;
  if (!server) {
    return problem ? (
      <Typography variant="body2" color="text.secondary">
        {PROBLEM_TEXT[problem]}
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
