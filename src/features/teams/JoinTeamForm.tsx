import { Box, Button, Typography } from "@mui/material";
import { type FormEvent, memo } from "react";
import { isolate } from "../../../contract/bidi";
import type { Profile } from "../../../contract/profile";
import { fieldErrorsOf, isProfileGate, refusalMessage } from "../../api/apiErrors";
import { useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { DRAFT_KEYS } from "../../lib/formDrafts";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import DashboardCard from "../../ui/DashboardCard";
import OutlinedTextField from "../../ui/OutlinedTextField";
import { selectEvents } from "../events/eventsSlice";
import ProfileGateHelp from "./ProfileGateHelp";
import { accessCodeProblem } from "./teamRules";
import { useJoinTeamMutation } from "./teamsApi";
import { useCheckedField } from "./useCheckedField";

interface Props {
  /** The code from a join link (?join=). */
  initialCode: string;
  profile?: Profile;
  onJoined: () => void;
}

/** Joining needs only the access code: the server finds the team, and with it the event. */
function JoinTeamForm({ initialCode, profile, onJoined }: Props) {
  const t = useT();
  const [joinTeam, { isLoading, error }] = useJoinTeamMutation();
  // A refusal that is not about one field ("Maximum Size of Team Reached", "already in a team") is still about this
  // code: it shows under the field as well as in the toast.
  const refusal = refusalMessage(error);
  const code = useCheckedField(
    initialCode,
    (value) => accessCodeProblem(value, t),
    fieldErrorsOf(error).access_code ?? (refusal ? [refusal] : undefined),
    DRAFT_KEYS.joinTeam,
  );
  const events = useAppSelector(selectEvents);
  const once = useSingleFlight();
  const message = code.message;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.readyToSend()) return;
    void once(async () => {
      const team = await joinTeam({ access_code: code.value.trim() }).unwrap();
      const eventTitle = events.find((item) => item.server?.id === team.event)?.title;
      const teamName = isolate(team.name);
      showSuccessToast(
        eventTitle
          ? t("dashboard.teams.join.joined", { teamName, eventTitle })
          : t("dashboard.teams.join.joinedNoEvent", { teamName }),
      );
      code.clear();
      onJoined();
    });
  };

  return (
    <DashboardCard headingId="join-team-heading" title={t("dashboard.teams.join.title")} headingGap={0.5}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("dashboard.teams.join.intro")}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}
      >
        <OutlinedTextField
          label={t("dashboard.teams.join.code")}
          size="small"
          value={code.value}
          onChange={(event) => code.change(event.target.value)}
          error={message !== undefined}
          helperText={message ?? " "}
          disabled={isLoading}
          autoComplete="off"
          htmlInput={{ spellCheck: false }}
          sx={{ flex: "1 1 14rem" }}
        />
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 0.25 }}>
          {t(isLoading ? "dashboard.teams.join.joining" : "dashboard.teams.join.submit")}
        </Button>
      </Box>
      {isProfileGate(error) && !isLoading && <ProfileGateHelp profile={profile} />}
    </DashboardCard>
  );
}

// Rendered again when its own props change, not each time the dashboard's reads answer (onJoined is kept stable).
export default memo(JoinTeamForm);
