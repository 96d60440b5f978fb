import { Box, Button } from "@mui/material";
import type { Profile } from "../../../contract/profile";
import { soloTeamName } from "../../../contract/rules";
import { isProfileGate } from "../../api/apiErrors";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import ProfileGateHelp from "./ProfileGateHelp";
import { useCreateTeamMutation } from "./teamsApi";

interface Props {
  eventId: number;
  eventTitle: string;
  profile?: Profile;
}

/** Individual events register in one action: the server records it as a one-member team (docs/API.md). */
export default function RegisterSoloButton({ eventId, eventTitle, profile }: Props) {
  const [createTeam, { isLoading, error }] = useCreateTeamMutation();
  const once = useSingleFlight();
  const register = () =>
    once(async () => {
      if (!profile) return;
      await createTeam({ event: eventId, team_name: soloTeamName(profile.name, profile.id) }).unwrap();
      showSuccessToast(`You are registered for ${eventTitle}.`);
    });

  return (
    <Box>
      <Button
        variant="contained"
        disabled={isLoading || !profile}
        onClick={() => void register()}
        aria-label={`Register for ${eventTitle}`}
      >
        {isLoading ? "Registering…" : "Register"}
      </Button>
      {isProfileGate(error) && !isLoading && (
        <Box sx={{ mt: 1 }}>
          <ProfileGateHelp profile={profile} />
        </Box>
      )}
    </Box>
  );
}
