import { Box, Button, Stack, TextField } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useAppSelector } from "../../app/hooks";
import { useT } from "../../i18n/useT";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { useLoginMutation } from "./authApi";
import { selectToken } from "./authSlice";
import { endServerSession } from "./endServerSession";
import { passwordChangeErrorMessage } from "./providerErrors";
import { useBusyAction } from "./useBusyAction";

/**
 * Re-authenticates with the current password, then sets the new one at the provider. The change revokes the
 * account's sessions (the API ends them within minutes), so this browser signs in again with the new ID token at
 * once and gives up its old token; other browsers have to sign in again.
 */
export default function PasswordChangeForm({ email }: { email: string }) {
  const t = useT();
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
      showErrorToast(t("passwordChange.differ"));
      return;
    }
    void run(async () => {
      let idToken: string;
      try {
        idToken = await (await loadIdentityProvider()).changePassword(email, current, next);
      } catch (error) {
        showErrorToast(passwordChangeErrorMessage(error, t));
        return;
      }
      setCurrent("");
      setNext("");
      setRepeat("");
      const renewed = await login({ id_token: idToken });
      if ("error" in renewed) {
        showErrorToast(t("passwordChange.signInAgain"));
        return;
      }
      if (oldToken && oldToken !== renewed.data.token) void endServerSession(oldToken);
      showSuccessToast(t("passwordChange.changed"));
    });
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t("passwordChange.submit")}>
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <Stack spacing={2}>
        <TextField
          label={t("passwordChange.current")}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          fullWidth
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        />
        <TextField
          label={t("passwordChange.new")}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          fullWidth
          value={next}
          onChange={(event) => setNext(event.target.value)}
          helperText={t("passwordChange.newHelp")}
        />
        <TextField
          label={t("passwordChange.repeat")}
          type="password"
          name="repeat-password"
          autoComplete="new-password"
          required
          fullWidth
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
          error={differ}
          helperText={differ ? t("passwordChange.differ") : " "}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t("passwordChange.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
