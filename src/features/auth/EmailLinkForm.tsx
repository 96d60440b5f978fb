import { Alert, Box, Button, Stack } from "@mui/material";
import { useLocation } from "react-router-dom";
import { useT } from "../../i18n/useT";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import EmailField from "./EmailField";
import { rememberEmailForSignIn, signInLinkContinueUrl } from "./emailLink";
import type { RunAction } from "./useBusyAction";
import { useEmailSendForm } from "./useEmailSendForm";

interface Props {
  busy: boolean;
  run: RunAction;
}

/** Password-less sign-in: the provider e-mails a link that brings the participant back to this page. */
export default function EmailLinkForm({ busy, run }: Props) {
  const t = useT();
  const location = useLocation();
  const { email, setEmail, sentTo, submit } = useEmailSendForm(run, async (address) => {
    const provider = await loadIdentityProvider();
    await provider.sendSignInLink(address, signInLinkContinueUrl(window.location.origin, location.search));
    rememberEmailForSignIn(address);
  });

  return (
    <Box component="form" onSubmit={submit} aria-label={t("login.link.form")}>
      <Stack spacing={2}>
        <EmailField value={email} onChange={setEmail} label={t("login.emailLabel")} helperText={t("login.link.help")} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t(sentTo ? "login.link.sendAgain" : "login.link.send")}
        </Button>
        {sentTo && (
          <Alert severity="success" role="status">
            {t("login.link.sent", { email: sentTo })}
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
