import { Box, Button, Stack, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { passwordChangeErrorMessage } from "./providerErrors";
import { useBusyAction } from "./useBusyAction";

export const PASSWORDS_DIFFER = "The new passwords do not match.";

/** Re-authenticates with the current password, then sets the new one at the provider. */
export default function PasswordChangeForm({ email }: { email: string }) {
  const { busy, run } = useBusyAction();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [repeat, setRepeat] = useState("");
  const differ = repeat !== "" && repeat !== next;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (next !== repeat) {
      showErrorToast(PASSWORDS_DIFFER);
      return;
    }
    void run(async () => {
      try {
        await (await loadIdentityProvider()).changePassword(email, current, next);
      } catch (error) {
        showErrorToast(passwordChangeErrorMessage(error));
        return;
      }
      setCurrent("");
      setNext("");
      setRepeat("");
      showSuccessToast("Your password has been changed.");
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
