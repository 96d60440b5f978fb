import { Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import type { SignIn } from "../../lib/identity/identityProvider";
import { SiteLink } from "../../ui/SiteLink";
import EmailField from "./EmailField";

interface Props {
  busy: boolean;
  signIn: SignIn;
}

/** E-mail and password: sign in, or create an account (the provider then sends a verification e-mail). */
export default function EmailPasswordForm({ busy, signIn }: Props) {
  const t = useT();
  const [creating, setCreating] = useState(false);
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn((provider) =>
      creating ? provider.createAccount(email.trim(), password) : provider.signInWithEmail(email.trim(), password),
    );
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t(creating ? "login.password.createForm" : "login.password.signInForm")}
    >
      <Stack spacing={2}>
        <EmailField value={email} onChange={setEmail} label={t("login.emailLabel")} />
        <TextField
          label={t("login.password.label")}
          type="password"
          name="password"
          autoComplete={creating ? "new-password" : "current-password"}
          required
          fullWidth
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          helperText={creating ? t("login.password.help") : " "}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t(creating ? "login.password.createAccount" : "login.password.signIn")}
        </Button>
        <Stack direction="row" justifyContent="space-between" flexWrap="wrap" gap={1}>
          <Typography variant="body2">
            {t(creating ? "login.password.haveAccount" : "login.password.newHere")}
            <Link
              component="button"
              type="button"
              onClick={() => setCreating(!creating)}
              sx={{ verticalAlign: "baseline" }}
            >
              {t(creating ? "login.password.signIn" : "login.password.createLink")}
            </Link>
          </Typography>
          {!creating && (
            <Link component={SiteLink} to={paths.passwordReset} variant="body2">
              {t("login.password.forgot")}
            </Link>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
