import { Alert, CircularProgress, Container, Link, Paper, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";
import PasswordChangeForm from "./PasswordChangeForm";
import { useProviderAccount } from "./useProviderAccount";

const PROVIDER_NAMES: Record<string, string> = {
  "google.com": "Google",
  "github.com": "GitHub",
  phone: "your phone number",
};

function Explanation() {
  const account = useProviderAccount();
  if (account.state === "loading") return <CircularProgress aria-label="Checking how you sign in" />;
  if (account.state === "ready" && account.providerId === "password" && account.email) {
    return <PasswordChangeForm email={account.email} />;
  }
  if (account.state === "ready" && account.providerId) {
    const name = PROVIDER_NAMES[account.providerId] ?? "another sign-in method";
    return (
      <Alert severity="info">
        You sign in with {name}, so there is no festival password to change. Manage your sign-in there.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      We could not tell how you signed in. Log out, sign in again with your e-mail and password, then come back here.
      Forgot it?{" "}
      <Link component={RouterLink} to={paths.passwordReset}>
        Reset your password
      </Link>
      .
    </Alert>
  );
}

export default function PasswordChangePage() {
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }} aria-labelledby="change-heading">
      <Typography id="change-heading" variant="h1" sx={{ fontSize: { xs: "2rem", sm: "2.5rem" }, mb: 1 }}>
        Change password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        For accounts that sign in with an e-mail address and a password.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Explanation />
      </Paper>
    </Container>
  );
}
