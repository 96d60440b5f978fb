import { Alert, Box, Button, Stack } from "@mui/material";
import { useLocation } from "react-router-dom";
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
  const location = useLocation();
  const { email, setEmail, sentTo, submit } = useEmailSendForm(run, async (address) => {
    const provider = await loadIdentityProvider();
    await provider.sendSignInLink(address, signInLinkContinueUrl(window.location.origin, location.search));
    rememberEmailForSignIn(address);
  });

  return (
    <Box component="form" onSubmit={submit} aria-label="Sign in with an e-mail link">
      <Stack spacing={2}>
        <EmailField
          value={email}
          onChange={setEmail}
          helperText="We e-mail you a link; open it in this browser to sign in. No password needed."
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {sentTo ? "Send the link again" : "Send sign-in link"}
        </Button>
        {sentTo && (
          <Alert severity="success" role="status">
            Link sent to {sentTo}. Check your inbox (and the spam folder).
          </Alert>
        )}
      </Stack>
    </Box>
  );
}
