import { Box, Button } from "@mui/material";
import { type FormEvent, useId, useState } from "react";
import { isolate } from "../../../contract/bidi";
import type { Profile } from "../../../contract/profile";
import { fieldErrorsOf, isProfileGate } from "../../api/apiErrors";
import { useT } from "../../i18n/useT";
import { DRAFT_KEYS } from "../../lib/formDrafts";
import { showSuccessToast } from "../../lib/toast";
import { useSingleFlight } from "../../lib/useSingleFlight";
import OutlinedTextField from "../../ui/OutlinedTextField";
import ProfileGateHelp from "./ProfileGateHelp";
import { teamDetailList, teamNameProblem } from "./teamRules";
import { useCreateTeamMutation } from "./teamsApi";
import { useCheckedField } from "./useCheckedField";

interface Props {
  eventId: number;
  eventTitle: string;
  profile?: Profile;
}

/** Team events: name a new team; the server answers with the team and its access code. */
export default function CreateTeamForm({ eventId, eventTitle, profile }: Props) {
  const t = useT();
  const [createTeam, { isLoading, error }] = useCreateTeamMutation();
  const name = useCheckedField(
    "",
    (value) => teamNameProblem(value, t),
    fieldErrorsOf(error).team_name,
    DRAFT_KEYS.createTeam(eventId),
  );
  const once = useSingleFlight();
  const inputId = useId();
  const message = name.message;
  /** The contract's TEAM_DETAILS as typed, by key (optional: blank sends none). */
  const [details, setDetails] = useState<Record<string, string>>({});
  const detailErrors = fieldErrorsOf(error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.readyToSend()) return;
    void once(async () => {
      const team = await createTeam({ event: eventId, team_name: name.value.trim(), ...details }).unwrap();
      showSuccessToast(t("dashboard.teams.create.created", { teamName: isolate(team.name), eventTitle }));
      name.clear();
      setDetails({});
    });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={t("dashboard.teams.create.form", { eventTitle })}>
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
        <OutlinedTextField
          id={inputId}
          label={t("dashboard.teams.create.name")}
          size="small"
          value={name.value}
          onChange={(event) => name.change(event.target.value)}
          error={message !== undefined}
          helperText={message ?? t("dashboard.teams.create.nameHelp")}
          disabled={isLoading}
          sx={{ flex: "1 1 12rem" }}
        />
        {teamDetailList.map((detail) => (
          <OutlinedTextField
            key={detail.key}
            label={t("dashboard.teams.create.optional", { label: detail.label })}
            size="small"
            value={details[detail.key] ?? ""}
            onChange={(change) => setDetails((typed) => ({ ...typed, [detail.key]: change.target.value }))}
            error={detailErrors[detail.key] !== undefined}
            helperText={detailErrors[detail.key]?.join(" ") ?? detail.help}
            htmlInput={{ maxLength: detail.maxLength }}
            disabled={isLoading}
            sx={{ flex: "1 1 12rem" }}
          />
        ))}
        <Button type="submit" variant="contained" disabled={isLoading} sx={{ mt: 0.25 }}>
          {t(isLoading ? "dashboard.teams.create.creating" : "dashboard.teams.create.submit")}
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
