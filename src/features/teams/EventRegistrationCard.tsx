import { Box, Paper, Typography } from "@mui/material";
import { type ComponentType, memo } from "react";
import type { Profile } from "../../../contract/profile";
import { registrationOpenAt } from "../../../contract/rules";
import type { MessageKey } from "../../i18n/catalogues";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { registrationClosesText, spanOfTimes } from "../../lib/schedule";
import { useNow } from "../../lib/useNow";
import LabelChip from "../../ui/LabelChip";
import type { FestivalEvent } from "../events/eventsSlice";
import CreateTeamForm from "./CreateTeamForm";
import RegisterSoloButton from "./RegisterSoloButton";
import TeamPanel from "./TeamPanel";
import { isTeamEvent, teamSizeOf } from "./teamRules";

interface Props {
  event: FestivalEvent;
  profile?: Profile;
  /**
   * More for this event, composed by the page (the teammate finder's link), at the card's end: a component, not an
   * element, so the card renders again only when its event or profile changed.
   */
  Extra?: ComponentType<{ event: FestivalEvent }>;
}

type ChipLook = { label: MessageKey; color: "default" | "success" | "primary"; variant: "filled" | "outlined" };

function stateLabel(event: FestivalEvent, open: boolean): ChipLook {
  const server = event.server;
  if (!server) return { label: "dashboard.teams.card.unknown", color: "default", variant: "outlined" };
  if (server.team) return { label: "dashboard.teams.card.registered", color: "success", variant: "filled" };
  if (!open) return { label: "dashboard.teams.card.closed", color: "default", variant: "outlined" };
  return { label: "dashboard.teams.card.open", color: "primary", variant: "outlined" };
}

/** One event in the registration view: its state and the action that fits it. */
function EventRegistrationCard({ event, profile, Extra }: Props) {
  const t = useT();
  const language = useLanguage();
  const server = event.server;
  const maxMembers = teamSizeOf(event, server);
  const teamEvent = isTeamEvent(event, server);
  const now = useNow();
  // The server's answer, closed meanwhile by its scheduled time (the card does not wait for the next refresh).
  const open = !!server && (now === null ? server.is_registration_on : registrationOpenAt(server, now));
  const state = stateLabel(event, open);
  const span = server && spanOfTimes(server, t, "dashboard", { locale: language === "en" ? undefined : language });
  const closesIn = server && !server.team && open && now !== null ? registrationClosesText(server, now, t) : null;
  const headingId = `register-${event.name}`;

  return (
    // MUI's Card and CardContent as they are drawn, from Paper and Box (their modules stay off the page's first visit).
    // minWidth 0: a long unbroken team or member name wraps inside the card instead of widening the grid.
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      sx={{ height: "100%", minWidth: 0, overflow: "hidden" }}
    >
      <Box sx={{ p: 2, "&:last-child": { pb: 3 } }}>
        <Box sx={{ display: "flex", gap: 1, alignItems: "center", justifyContent: "space-between", mb: 1 }}>
          <Typography id={headingId} variant="h3" sx={{ fontSize: "1.25rem" }}>
            {event.title}
          </Typography>
          <LabelChip label={t(state.label)} color={state.color} variant={state.variant} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {[
            event.subject !== event.title && event.subject,
            teamEvent ? t("dashboard.teams.card.teamSize", { max: maxMembers }) : t("dashboard.teams.card.individual"),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Typography>
        {span && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {span}
          </Typography>
        )}
        {closesIn && (
          <Typography variant="body2" color="warning.main" sx={{ mb: 2, fontWeight: 600 }}>
            {closesIn}
          </Typography>
        )}
        {!server && <Typography>{t("dashboard.teams.card.noDetails")}</Typography>}
        {server?.team && (
          <TeamPanel team={server.team} eventTitle={event.title} maxMembers={maxMembers} selfId={profile?.id} />
        )}
        {server && !server.team && !open && (
          <Typography>{t("dashboard.teams.card.closedFor", { eventTitle: event.title })}</Typography>
        )}
        {server && !server.team && open && !teamEvent && (
          <RegisterSoloButton eventId={server.id} eventTitle={event.title} profile={profile} />
        )}
        {server && !server.team && open && teamEvent && (
          <>
            <CreateTeamForm eventId={server.id} eventTitle={event.title} profile={profile} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t("dashboard.teams.card.joinHint")}
            </Typography>
          </>
        )}
        {Extra && <Extra event={event} />}
      </Box>
    </Paper>
  );
}

export default memo(EventRegistrationCard);
