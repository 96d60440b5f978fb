import { Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import type { FestivalEvent } from "../events/eventsSlice";
import type { Profile } from "../profile/profileApi";
import CreateTeamForm from "./CreateTeamForm";
import RegisterSoloButton from "./RegisterSoloButton";
import TeamPanel from "./TeamPanel";
import { isTeamEvent, teamSizeOf } from "./teamRules";

interface Props {
  event: FestivalEvent;
  profile?: Profile;
}

function stateLabel(event: FestivalEvent): { label: string; color: "default" | "success" | "info" } {
  const server = event.server;
  if (!server) return { label: "Status unknown", color: "default" };
  if (server.team) return { label: "Registered", color: "success" };
  if (!server.is_registration_on) return { label: "Registration closed", color: "default" };
  return { label: "Registration open", color: "info" };
}

/** One event in the registration view: its state and the action that fits it. */
export default function EventRegistrationCard({ event, profile }: Props) {
  const server = event.server;
  const maxMembers = teamSizeOf(event, server);
  const teamEvent = isTeamEvent(event, server);
  const state = stateLabel(event);
  const headingId = `register-${event.name}`;

  return (
    <Card variant="outlined" component="article" aria-labelledby={headingId} sx={{ height: "100%" }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "space-between", mb: 1 }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: "1.25rem" }}>
            {event.title}
          </Typography>
          <Chip size="small" label={state.label} color={state.color} />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {event.subject} · {teamEvent ? `teams of up to ${maxMembers}` : "individual"}
        </Typography>
        {!server && <Typography>Registration details could not be loaded yet.</Typography>}
        {server?.team && (
          <TeamPanel team={server.team} eventTitle={event.title} maxMembers={maxMembers} selfId={profile?.id} />
        )}
        {server && !server.team && !server.is_registration_on && (
          <Typography>Registration for {event.title} is closed.</Typography>
        )}
        {server && !server.team && server.is_registration_on && !teamEvent && (
          <RegisterSoloButton eventId={server.id} eventTitle={event.title} profile={profile} />
        )}
        {server && !server.team && server.is_registration_on && teamEvent && (
          <>
            <CreateTeamForm eventId={server.id} eventTitle={event.title} profile={profile} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Teammate already has a team? Join it with their access code at the top of this page.
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
}
