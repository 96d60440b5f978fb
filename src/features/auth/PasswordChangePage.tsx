import { Alert, CircularProgress, Container, Link, Paper, Typography } from "@mui/material";
import { paths } from "../../config/paths";
import type { MessageKey } from "../../i18n/catalogues";
import Message from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { SiteLink } from "../../ui/SiteLink";
import PasswordChangeForm from "./PasswordChangeForm";
import { useProviderAccount } from "./useProviderAccount";

/** The providers' own names stay as they are; the phone is said in the language shown. */
const PROVIDER_NAMES: Record<string, string | { key: MessageKey }> = {
  "google.com": "Google",
  "github.com": "GitHub",
  phone: { key: "passwordChange.phone" },
};

function Explanation() {
  const t = useT();
  const account = useProviderAccount();
  if (account.state === "loading") return <CircularProgress aria-label={t("passwordChange.checking")} />;
  if (account.state === "ready" && account.providerId === "password" && account.email) {
    return <PasswordChangeForm email={account.email} />;
  }
  if (account.state === "ready" && account.providerId) {
    const name = PROVIDER_NAMES[account.providerId] ?? { key: "passwordChange.anotherMethod" };
    return (
      <Alert severity="info">
        {t("passwordChange.provider", { provider: typeof name === "string" ? name : t(name.key) })}
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      <Message
        id="passwordChange.unknown"
        values={{
          reset: (
            <Link component={SiteLink} to={paths.passwordReset}>
              {t("passwordChange.reset")}
            </Link>
          ),
        }}
      />
    </Alert>
  );
}

export default function PasswordChangePage() {
  const t = useT();
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }} aria-labelledby="change-heading">
      <Typography id="change-heading" variant="h1" sx={{ fontSize: { xs: "2rem", sm: "2.5rem" }, mb: 1 }}>
        {t("passwordChange.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t("passwordChange.intro")}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Explanation />
      </Paper>
    </Container>
  );
}
