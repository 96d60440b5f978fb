import { Button, Chip, List, Stack, Typography } from "@mui/material";
import { useState } from "react";
import type { Session } from "../../../contract/sessions";
import { isWithheld } from "../../api/optionalRead";
import { userLoggedOut } from "../../api/sessionEvents";
import { useAppDispatch } from "../../app/hooks";
import { showSuccessToast } from "../../lib/toast";
import CardListRow from "../../ui/CardListRow";
import LeaveTeamDialog from "../../ui/ConfirmationDialog";
import DashboardCard from "../../ui/DashboardCard";
import ReadStatus from "../../ui/ReadStatus";
import { useLogoutEverywhereMutation } from "../auth/authApi";
import { useEndOtherSessionsMutation, useEndSessionMutation, useMySessionsQuery } from "../auth/sessionsApi";

const WHEN = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : WHEN.format(date);
}

/**
 * The browsers signed in to the account (GET sessions/), each of which can be ended, or all but this one. The
 * original backend has no such list (a 404, `Withheld`): then only "Sign out everywhere" is offered, without an error.
 */
function SessionList() {
  const read = useMySessionsQuery();
  const { data, isLoading, isError } = read;
  const [endSession, ending] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  if (isWithheld(data)) return null;
  if (isLoading || isError || !Array.isArray(data)) {
    return (
      <ReadStatus
        read={read}
        loading="Loading your sessions…"
        failed="Your sessions could not be loaded."
        malformed
        sx={{ mb: 2 }}
      />
    );
  }
  const others = data.filter((session) => !session.current);
  const end = async (session: Session) => {
    const result = await endSession(session.id);
    if (!("error" in result)) showSuccessToast(`The session of ${session.browser} has ended.`);
  };
  const endAllOthers = async () => {
    const result = await endOthers();
    if (!("error" in result)) showSuccessToast("Every other session has ended.");
  };
  return (
    <>
      <List disablePadding aria-label="Signed-in browsers" sx={{ mb: 2 }}>
        {data.map((session) => (
          <CardListRow
            key={session.id}
            primary={
              <Stack direction="row" spacing={1} alignItems="center" component="span">
                <span>{session.browser}</span>
                {session.current && <Chip size="small" color="primary" variant="outlined" label="This browser" />}
              </Stack>
            }
            secondary={`Signed in ${formatWhen(session.signed_in_at)} · last used ${formatWhen(session.last_used_at)}`}
            actions={
              !session.current && (
                <Button
                  size="small"
                  variant="outlined"
                  color="error"
                  disabled={ending.isLoading}
                  onClick={() => void end(session)}
                  aria-label={`End the session of ${session.browser}, signed in ${formatWhen(session.signed_in_at)}`}
                >
                  End
                </Button>
              )
            }
          />
        ))}
      </List>
      {others.length > 0 && (
        <Button
          variant="outlined"
          sx={{ mr: 1, mb: 1 }}
          disabled={endingOthers.isLoading}
          onClick={() => void endAllOthers()}
        >
          Sign out all other sessions
        </Button>
      )}
    </>
  );
}

/** The account's sessions; "Sign out everywhere" ends every one, this browser's included, after asking. */
export default function SessionsCard() {
  const [open, setOpen] = useState(false);
  const [logoutEverywhere, { isLoading }] = useLogoutEverywhereMutation();
  const dispatch = useAppDispatch();

  const confirm = async () => {
    const result = await logoutEverywhere();
    // A failure is told by the store's listener; the session stays so the user can try again.
    if ("error" in result) return setOpen(false);
    setOpen(false);
    dispatch(userLoggedOut());
    showSuccessToast("You are signed out on every device.");
  };

  return (
    <DashboardCard headingId="sessions-heading" title="Your sessions">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Signed in on a shared or lost device? End its session here, or sign out everywhere: that ends every session of
        your account, this one included.
      </Typography>
      <SessionList />
      <Button variant="outlined" color="error" sx={{ mb: 1 }} onClick={() => setOpen(true)}>
        Sign out everywhere
      </Button>
      <LeaveTeamDialog
        open={open}
        title="Sign out everywhere?"
        consequence="Every browser and device signed in to your account, this one included, will have to sign in again."
        confirmLabel="Sign out everywhere"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </DashboardCard>
  );
}
