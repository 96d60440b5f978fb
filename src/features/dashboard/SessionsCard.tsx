import { Box, Button, Typography } from "@mui/material";
import { useState } from "react";
import type { Session } from "../../../contract/sessions";
import { isWithheld } from "../../api/optionalRead";
import { userLoggedOut } from "../../api/sessionEvents";
import { useAppDispatch } from "../../app/hooks";
import { dateLocale, FESTIVAL_TIME_ZONE } from "../../i18n/dateLocales";
import { useLanguage } from "../../i18n/LanguageContext";
import type { Language } from "../../i18n/languages";
import { useT } from "../../i18n/useT";
import { showSuccessToast } from "../../lib/toast";
import { CardList } from "../../ui/CardList";
import CardListRow from "../../ui/CardListRow";
import DashboardCard from "../../ui/DashboardCard";
import LabelChip from "../../ui/LabelChip";
import LeaveTeamDialog, { confirmationIntent } from "../../ui/LazyConfirmationDialog";
import ReadStatus from "../../ui/ReadStatus";
import { useLogoutEverywhereMutation } from "../auth/authApi";
import { useEndOtherSessionsMutation, useEndSessionMutation, useMySessionsQuery } from "../auth/sessionsApi";

/** A day and time in the festival's time zone, as the language writes it (English as in Britain: "29 Nov 2026, 18:30"). */
function formatWhen(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(date);
}

/**
 * The browsers signed in to the account (GET sessions/), each of which can be ended, or all but this one. The
 * original backend has no such list (a 404, `Withheld`): then only "Sign out everywhere" is offered, without an error.
 */
function SessionList() {
  const t = useT();
  const language = useLanguage();
  const when = (iso: string) => formatWhen(iso, language);
  const read = useMySessionsQuery();
  const { data, isLoading, isError } = read;
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  if (isWithheld(data)) return null;
  if (isLoading || isError || !Array.isArray(data)) {
    return (
      <ReadStatus
        read={read}
        loading={t("dashboard.sessions.loading")}
        failed={t("dashboard.sessions.failed")}
        malformed
        sx={{ mb: 2 }}
      />
    );
  }
  const others = data.filter((session) => !session.current);
  const end = async (session: Session) => {
    const result = await endSession(session.id);
    if (!("error" in result)) showSuccessToast(t("dashboard.sessions.ended", { browser: session.browser }));
  };
  const endAllOthers = async () => {
    const result = await endOthers();
    if (!("error" in result)) showSuccessToast(t("dashboard.sessions.othersEnded"));
  };
  return (
    <>
      <CardList label={t("dashboard.sessions.list")} sx={{ mb: 2 }}>
        {data.map((session) => (
          <CardListRow
            key={session.id}
            primary={
              <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center" }}>
                <span>{session.browser}</span>
                {session.current && (
                  <LabelChip color="primary" variant="outlined" label={t("dashboard.sessions.thisBrowser")} />
                )}
              </Box>
            }
            secondary={t("dashboard.sessions.when", {
              signedIn: when(session.signed_in_at),
              lastUsed: when(session.last_used_at),
            })}
            actions={
              !session.current && (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={ending.isLoading}
                  onClick={() => void end(session)}
                  aria-label={t("dashboard.sessions.endLabel", {
                    browser: session.browser,
                    signedIn: when(session.signed_in_at),
                  })}
                >
                  {t("dashboard.sessions.end")}
                </Button>
              )
            }
          />
        ))}
      </CardList>
      {others.length > 0 && (
        <Button
          variant="outlined"
          sx={{ mr: 1, mb: 1 }}
          disabled={endingOthers.isLoading}
          onClick={() => void endAllOthers()}
        >
          {t("dashboard.sessions.signOutOthers")}
        </Button>
      )}
    </>
  );
}

/** The account's sessions; "Sign out everywhere" ends every one, this browser's included, after asking. */
export default function SessionsCard() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const dispatch = useAppDispatch();

  const confirm = async () => {
    const result = await logoutEverywhere();
    // A failure is told by the store's listener; the session stays so the user can try again.
    if ("error" in result) return setOpen(false);
    setOpen(false);
    dispatch(userLoggedOut());
    showSuccessToast(t("dashboard.sessions.signedOutEverywhere"));
  };

  return (
    <DashboardCard headingId="sessions-heading" title={t("dashboard.sessions.title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t("dashboard.sessions.intro")}
      </Typography>
      <SessionList />
      <Button variant="outlined" color="error" sx={{ mb: 1 }} {...confirmationIntent} onClick={() => setOpen(true)}>
        {t("dashboard.sessions.everywhere")}
      </Button>
      <LeaveTeamDialog
        open={open}
        title={t("dashboard.sessions.everywhereTitle")}
        consequence={t("dashboard.sessions.everywhereConsequence")}
        confirmLabel={t("dashboard.sessions.everywhere")}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </DashboardCard>
  );
}
