import { Box, Button, Stack, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { useLoginMutation } from "./authApi";
import { selectToken } from "./authSlice";
import { endServerSession } from "./endServerSession";
import { passwordChangeErrorMessage } from "./providerErrors";
import { useBusyAction } from "./useBusyAction";

export const PASSWORDS_DIFFER = "The new passwords do not match.";

export const SIGN_IN_AGAIN =
  "Your password has been changed. Sign in again with the new password to keep using the festival here.";

/**
 * Re-authenticates with the current password, then sets the new one at the provider. The change revokes the
 * account's sessions (the API ends them within minutes), so this browser signs in again with the new ID token at
 * once and gives up its old token; other browsers have to sign in again.
 */
export default function PasswordChangeForm({ email }: { email: string }) {
  const { busy, run } = useBusyAction();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const [login] = useLoginMutation();
  const oldToken = useAppSelector(selectToken);
  const differ = repeat !== "" && repeat !== next;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) {
      showErrorToast(PASSWORDS_DIFFER);
      return;
    }
    void run(async () => {
      let idToken: string;
      try {
        idToken = await (await loadIdentityProvider()).changePassword(email, current, next);
      } catch (error) {
        showErrorToast(passwordChangeErrorMessage(error));
        return;
      }
      setCurrent("");
      setNext("");
      setRepeat("");
      const renewed = await login({ id_token: idToken });
      if ("error" in renewed) {
        showErrorToast(SIGN_IN_AGAIN);
        return;
      }
      if (oldToken && oldToken !== renewed.data.token) void endServerSession(oldToken);
      showSuccessToast("Your password has been changed. Other devices are signed out within a few minutes.");
    });
  };

  return (
    <Box component="form" onSubmit={submit} aria-label="Change password">
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        <TextField
          label="Current password"
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          fullWidth
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label="New password"
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          fullWidth
          value={next}
          onChange={(event) => setNext(event.target.value)}
          helperText="At least 6 characters."
        />
        <TextField
          label="Repeat the new password"
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          fullWidth
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={differ}
          helperText={differ ? PASSWORDS_DIFFER : " "}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Change password
        </Button>
      </Stack>
    </Box>
  );
}
