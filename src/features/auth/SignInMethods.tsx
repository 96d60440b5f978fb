import GitHubIcon from "@mui/icons-material/GitHub";
import GoogleIcon from "@mui/icons-material/Google";
import { Box, Button, Divider, Stack, Tab, Tabs } from "@mui/material";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import type { SignIn } from "../../lib/identity/identityProvider";
import EmailLinkForm from "./EmailLinkForm";
import EmailPasswordForm from "./EmailPasswordForm";
import PhoneForm from "./PhoneForm";
import type { RunAction } from "./useBusyAction";

const METHODS = [
  { id: "password", label: "login.methods.password" },
  { id: "link", label: "login.methods.link" },
  { id: "phone", label: "login.methods.phone" },
] as const;

type Method = (typeof METHODS)[number]["id"];

interface Props {
  busy: boolean;
  run: RunAction;
  signIn: SignIn;
}

/** Every way the identity provider offers to sign in: e-mail and password, e-mail link, phone, Google, GitHub. */
export default function SignInMethods({ busy, run, signIn }: Props) {
  const t = useT();
  const [method, setMethod] = useState<Method>("password");
  return (
    <>
      <Tabs
        value={method}
        onChange={(_event, value: Method) => setMethod(value)}
        variant="fullWidth"
        aria-label={t("login.methods.label")}
        sx={{ mb: 3, borderBottom: 1, borderColor: "divider" }}
      >
        {METHODS.map(({ id, label }) => (
          <Tab key={id} value={id} label={t(label)} id={`sign-in-tab-${id}`} aria-controls={`sign-in-panel-${id}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`sign-in-panel-${method}`} aria-labelledby={`sign-in-tab-${method}`}>
        {method === "password" && <EmailPasswordForm busy={busy} signIn={signIn} />}
        {method === "link" && <EmailLinkForm busy={busy} run={run} />}
        {method === "phone" && <PhoneForm busy={busy} run={run} signIn={signIn} />}
      </Box>
      <Divider sx={{ my: 3 }}>{t("login.methods.or")}</Divider>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<GoogleIcon />}
          disabled={busy}
          onClick={() => signIn((provider) => provider.signInWithSocial("google"))}
        >
          {t("login.methods.google")}
        </Button>
        <Button
          fullWidth
          variant="outlined"
          startIcon={<GitHubIcon />}
          disabled={busy}
          onClick={() => signIn((provider) => provider.signInWithSocial("github"))}
        >
          {t("login.methods.github")}
        </Button>
      </Stack>
    </>
  );
}
