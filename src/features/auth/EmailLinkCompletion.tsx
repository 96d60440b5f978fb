import { Alert, Box, Button, Stack } from "@mui/material";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useT } from "../../i18n/useT";
import type { SignIn } from "../../lib/identity/identityProvider";
import EmailField from "./EmailField";
import { forgetEmailForSignIn, isSignInLink, rememberedEmailForSignIn, signInLinkContinueUrl } from "./emailLink";

interface Props {
  busy: boolean;
  signIn: SignIn;
}

/**
 * Finishes an e-mail link sign-in when the participant arrives through the link. Opened in the browser
 * that asked for it, the address is remembered; anywhere else the participant confirms it first.
 */
export default function EmailLinkCompletion({ busy, signIn }: Props) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [link] = useState(() =>
    isSignInLink(location.search) ? `${window.location.origin}${location.pathname}${location.search}` : null,
  );
  const [pendingLink, setPendingLink] = useState(() => (link && !rememberedEmailForSignIn() ? link : null));
  const [email, setEmail] = useState("");
  const handled = useRef(false);

  const complete = (address: string) => {
    if (link) void signIn((provider) => provider.completeSignInLink(address, link)).then(forgetEmailForSignIn);
  };

  useEffect(() => {
    if (handled.current || !link) return;
    handled.current = true;
    // A link works once: take its code out of the address bar, keeping where the participant was going.
    const kept = new URL(signInLinkContinueUrl(window.location.origin, new URL(link).search)).search;
    navigate({ pathname: location.pathname, search: kept }, { replace: true });
    const remembered = rememberedEmailForSignIn();
    if (remembered) complete(remembered);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, for the link the page was opened with
  }, [link]);

  if (!pendingLink) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPendingLink(null);
    complete(email.trim());
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={t("login.linkCompletion.form")} sx={{ mb: 3 }}>
      <Stack spacing={2}>
        <Alert severity="info">{t("login.linkCompletion.alert")}</Alert>
        <EmailField value={email} onChange={setEmail} label={t("login.linkCompletion.emailLabel")} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t("login.linkCompletion.submit")}
        </Button>
      </Stack>
    </Box>
  );
}
