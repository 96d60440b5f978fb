import { Button, Paper, Typography } from "@mui/material";
import { useState } from "react";
import { userLoggedOut } from "../../api/sessionEvents";
import { useAppDispatch } from "../../app/hooks";
import { showSuccessToast } from "../../lib/toast";
import LeaveTeamDialog from "../../ui/ConfirmationDialog";
import { useLogoutEverywhereMutation } from "../auth/authApi";

/** Ends every session of the account, on every device; asks first, since this browser is signed out too. */
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
    <Paper variant="outlined" component="section" aria-labelledby="sessions-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="sessions-heading" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Your sessions
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Signed in on a shared or lost device? Signing out everywhere ends every session of your account, this one
        included.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
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
    </Paper>
  );
}
