import { Box, Button } from "@mui/material";
import type { Profile } from "../../../contract/profile";
import { soloTeamName } from "../../../contract/rules";
import { isProfileGate } from "../../api/apiErrors";
import { useT } from "../../i18n/useT";
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
  const t = useT();
  const [createTeam, { isLoading, error }] = useCreateTeamMutation();
  const once = useSingleFlight();
  const register = () =>
    once(async () => {
      if (!profile) return;
      await createTeam({ event: eventId, team_name: soloTeamName(profile.name, profile.id) }).unwrap();
      showSuccessToast(t("dashboard.teams.solo.registered", { eventTitle }));
    });

  return (
    <Box>
      <Button
        variant="contained"
        disabled={isLoading || !profile}
        onClick={() => void register()}
        aria-label={t("dashboard.teams.solo.label", { eventTitle })}
      >
        {t(isLoading ? "dashboard.teams.solo.registering" : "dashboard.teams.solo.register")}
      </Button>
      {isProfileGate(error) && !isLoading && (
        <Box sx={{ mt: 1 }}>
          <ProfileGateHelp profile={profile} />
        </Box>
      )}
    </Box>
  );
}
