import { Alert, Box, Button, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showSuccessToast } from "../../lib/toast";
import EmailField from "./EmailField";
import { useBusyAction } from "./useBusyAction";
import { useEmailSendForm } from "./useEmailSendForm";

export default function PasswordResetPage() {
  const { busy, run } = useBusyAction();
  const { email, setEmail, sentTo, submit } = useEmailSendForm(run, async (address) => {
    await (await loadIdentityProvider()).sendPasswordReset(address);
    showSuccessToast("Reset e-mail sent.");
  });

  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }} aria-labelledby="reset-heading">
      <Typography id="reset-heading" variant="h1" sx={{ fontSize: { xs: "2rem", sm: "2.5rem" }, mb: 1 }}>
        Reset your password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        For accounts that sign in with an e-mail address and a password. If you use Google, GitHub, your phone or an
        e-mail link, there is no password to reset: just{" "}
        <Link component={RouterLink} to={paths.login}>
          sign in
        </Link>{" "}
        the same way again.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} aria-label="Send a password reset e-mail">
          <Stack spacing={2}>
            <EmailField value={email} onChange={setEmail} />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              Send reset e-mail
            </Button>
            {sentTo && (
              <Alert severity="success" role="status">
                We sent a link to {sentTo}. Follow it to choose a new password, then{" "}
                <Link component={RouterLink} to={paths.login}>
                  sign in
                </Link>
                .
              </Alert>
            )}
          </Stack>
        </Box>
      </Paper>
    </Container>
  );
}
