import { Box, Button, TextField } from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { showSuccessToast } from "../../lib/toast";
import ProfileGateHelp from "../dashboard/ProfileGateHelp";
import type { Profile } from "../profile/profileApi";
import { fieldErrorsOf, isProfileGate } from "./apiErrors";
import { teamNameProblem } from "./teamRules";
import { useCreateTeamMutation } from "./teamsApi";
import { useSingleFlight } from "./useSingleFlight";

interface Props {
  eventId: number;
  eventTitle: string;
  profile?: Profile;
}

/** Team events: name a new team; the server answers with the team and its access code. */
export default function CreateTeamForm({ eventId, eventTitle, profile }: Props) {
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const [createTeam, { isLoading, error }] = useCreateTeamMutation();
  const once = useSingleFlight();
  const inputId = useId();
  const problem = teamNameProblem(name);
  const [editedSinceCall, setEditedSinceCall] = useState(false);
  const serverProblem = editedSinceCall ? undefined : fieldErrorsOf(error).team_name?.join(" ");
  const showProblem = touched && problem !== null;
  const message = (showProblem ? problem : serverProblem) ?? undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setEditedSinceCall(false);
    void once(async () => {
      const team = await createTeam({ event: eventId, team_name: name.trim() }).unwrap();
      showSuccessToast(`Team "${team.name}" created for ${eventTitle}. Share its access code with your teammate.`);
      setName("");
      setTouched(false);
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Create a team for ${eventTitle}`}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
        <TextField
          id={inputId}
          label="Team name"
          size="small"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setTouched(true);
            setEditedSinceCall(true);
          }}
          error={message !== undefined}
          helperText={message ?? "At least 2 characters, unique within the event."}
          disabled={isLoading}
          sx={{ flex: "1 1 12rem" }}
        />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 0.25 }}>
          {isLoading ? "Creating…" : "Create team"}
        </Button>
      </Box>
      {isProfileGate(error) && !isLoading && (
        <Box sx={{ mt: 1 }}>
          <ProfileGateHelp profile={profile} />
        </Box>
      )}
    </Box>
  );
}
