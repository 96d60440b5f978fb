import { Alert, Box, Button, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showSuccessToast } from "../../lib/toast";
import EmailField from "./EmailField";
import { useBusyAction } from "./useBusyAction";

export default function PasswordResetPage() {
  const { busy, run } = useBusyAction();
  const [email, setEmail] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    void run(async () => {
      await (await loadIdentityProvider()).sendPasswordReset(address);
      setSentTo(address);
      showSuccessToast("Reset e-mail sent.");
    });
  };

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
