import { Box, Button, Typography } from "@mui/material";
import { useState } from "react";
import type { Team } from "../../../contract/teams";
import { paths } from "../../config/paths";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import CopyButton from "../../ui/CopyButton";
import LabelChip from "../../ui/LabelChip";
import LeaveTeamDialog, { confirmationIntent } from "../../ui/LazyConfirmationDialog";
import { WRAPPING_ROW } from "../../ui/wrappingRow";
import { leaveWording } from "./leaveWording";
import TeamMembers from "./TeamMembers";
import { openPlaces, teamDetailList, teamStateText } from "./teamRules";
import { useLeaveTeamMutation } from "./teamsApi";

interface Props {
  team: Team;
  eventTitle: string;
  maxMembers: number;
  selfId?: number;
}

export const joinLink = (code: string) => `${window.location.origin}${paths.joinTeam(code)}`;

/** The participant's team for one event: who is in it, how to fill it, and how to leave it. */
export default function TeamPanel({ team, eventTitle, maxMembers, selfId }: Props) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const [leaveTeam, { isLoading }] = useLeaveTeamMutation();
  const once = useSingleFlight();
  const solo = maxMembers <= 1;
  const wording = leaveWording(team, eventTitle, solo, t);
  const places = openPlaces(team, maxMembers);

  const leave = () =>
    once(async () => {
      await leaveTeam({ teamId: team.id }).unwrap();
      setConfirming(false);
      showSuccessToast(wording.done);
    });

  return (
    <Box>
      {solo ? (
        <Typography>{t("dashboard.teams.panel.registered")}</Typography>
      ) : (
        <>
          <Box sx={WRAPPING_ROW}>
            <Typography
              variant="h4"
              sx={{ fontSize: "1.1rem", fontWeight: 700, minWidth: 0, overflowWrap: "anywhere" }}
            >
              <bdi>{team.name}</bdi>
            </Typography>
            <LabelChip
              color={places === 0 ? "success" : "default"}
              variant={places === 0 ? "filled" : "outlined"}
              label={teamStateText(team, maxMembers, t)}
            />
          </Box>
          {teamDetailList.map(({ key, label }) => {
            const value = (team as Record<string, unknown>)[key];
            return typeof value === "string" && value !== "" ? (
              <Typography key={key} variant="body2" sx={{ mt: 0.5, overflowWrap: "anywhere" }}>
                <Message id="dashboard.teams.panel.detail" values={{ label, value: <bdi>{value}</bdi> }} />
              </Typography>
            ) : null;
          })}
          <TeamMembers team={team} selfId={selfId} />
          {places > 0 && (
            <Box sx={{ mt: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t("dashboard.teams.panel.accessCode")}
              </Typography>
              <Box sx={WRAPPING_ROW}>
                <Typography
                  component="code"
                  sx={{ fontFamily: "monospace", fontSize: "1.05rem", fontWeight: 700, overflowWrap: "anywhere" }}
                >
                  {team.access_code}
                </Typography>
                <CopyButton text={team.access_code} what={t("dashboard.teams.panel.accessCodeNoun")} />
                <CopyButton text={joinLink(team.access_code)} what={t("dashboard.teams.panel.joinLinkNoun")} />
              </Box>
            </Box>
          )}
        </>
      )}
      <Button
        color="error"
        variant="outlined"
        size="small"
        sx={{ mt: 2 }}
        {...confirmationIntent}
        onClick={() => setConfirming(true)}
      >
        {wording.button}
      </Button>
      <LeaveTeamDialog
        open={confirming}
        title={wording.title}
        consequence={wording.consequence}
        confirmLabel={wording.confirm}
        busy={isLoading}
        onConfirm={() => void leave()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
