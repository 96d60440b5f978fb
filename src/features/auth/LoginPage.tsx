import { Container, Paper, Typography } from "@mui/material";
import { useCallback, useEffect, useState } from "react";
import { useT } from "../../i18n/useT";
import { loadIdentityProvider, type SignIn } from "../../lib/identity/identityProvider";
import { takeSocialRedirectPending } from "../../lib/identity/socialRedirect";
import EmailLinkCompletion from "./EmailLinkCompletion";
import JoinInvitation from "./JoinInvitation";
import RegistrationStep from "./RegistrationStep";
import SignInMethods from "./SignInMethods";
import { useBusyAction } from "./useBusyAction";
import { useSessionFlow } from "./useSessionFlow";

export default function LoginPage() {
  const t = useT();
  const { busy, run } = useBusyAction();
  const { finishSignIn } = useSessionFlow();
  const [registration, setRegistration] = useState<{ displayName: string } | null>(null);

  // Fetch the provider as soon as the visitor reaches for a form, so a sign-in window opens right on click.
  const preload = useCallback(() => {
    loadIdentityProvider().catch(() => undefined);
  }, []);

  const signIn = useCallback<SignIn>(
    (getUser) =>
      run(async () => {
        const user = await getUser(await loadIdentityProvider());
        if (user && (await finishSignIn(user)) === "register") setRegistration({ displayName: user.displayName });
      }),
    [run, finishSignIn],
  );

  // Back from the provider's page after a blocked pop-up: collect that sign-in.
  useEffect(() => {
    if (takeSocialRedirectPending()) void signIn((provider) => provider.completeSocialRedirect());
  }, [signIn]);

  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 3, sm: 6 } }} aria-labelledby="login-heading">
      <Typography id="login-heading" variant="h1" sx={{ fontSize: { xs: "2rem", sm: "2.5rem" }, mb: 1 }}>
        {t(registration ? "login.finishTitle" : "login.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t(registration ? "login.finishIntro" : "login.intro")}
      </Typography>
      <JoinInvitation />
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        onPointerEnter={preload}
        onTouchStart={preload}
        onFocusCapture={preload}
      >
        {registration ? (
          <RegistrationStep
            displayName={registration.displayName}
            busy={busy}
            run={run}
            onCancel={() => setRegistration(null)}
          />
        ) : (
          <>
            <EmailLinkCompletion busy={busy} signIn={signIn} />
            <SignInMethods busy={busy} run={run} signIn={signIn} />
          </>
        )}
      </Paper>
    </Container>
  );
}
