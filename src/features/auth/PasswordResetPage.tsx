import { Alert, Box, Button, Container, Link, Paper, Stack, Typography } from "@mui/material";
import { paths } from "../../config/paths";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { loadIdentityProvider } from "../../lib/identity/identityProvider";
import { showSuccessToast } from "../../lib/toast";
import { SiteLink } from "../../ui/SiteLink";
import EmailField from "./EmailField";
import { useBusyAction } from "./useBusyAction";
import { useEmailSendForm } from "./useEmailSendForm";

export default function PasswordResetPage() {
  const t = useT();
  const { busy, run } = useBusyAction();
  const { email, setEmail, sentTo, submit } = useEmailSendForm(run, async (address) => {
    await (await loadIdentityProvider()).sendPasswordReset(address);
    showSuccessToast(t("passwordReset.sentToast"));
  });

  const signInLink = (
    <Link component={SiteLink} to={paths.login}>
      {t("passwordReset.signIn")}
    </Link>
  );

  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }} aria-labelledby="reset-heading">
      <Typography id="reset-heading" variant="h1" sx={{ fontSize: { xs: "2rem", sm: "2.5rem" }, mb: 1 }}>
        {t("passwordReset.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        <Message id="passwordReset.intro" values={{ signIn: signInLink }} />
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Box component="form" onSubmit={submit} aria-label={t("passwordReset.form")}>
          <Stack spacing={2}>
            <EmailField value={email} onChange={setEmail} label={t("passwordReset.email")} />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t("passwordReset.send")}
            </Button>
            {sentTo && (
              <Alert severity="success" role="status">
                <Message id="passwordReset.sent" values={{ email: sentTo, signIn: signInLink }} />
              </Alert>
            )}
          </Stack>
        </Box>
      </Paper>
    </Container>
  );
}
