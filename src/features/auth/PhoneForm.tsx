import { Box, Button, Stack, TextField } from "@mui/material";
import { type FormEvent, useRef, useState } from "react";
import { useT } from "../../i18n/useT";
import { loadIdentityProvider, type SignIn } from "../../lib/identity/identityProvider";
import type { PhoneChallenge } from "../../lib/identity/identityTypes";
import type { RunAction } from "./useBusyAction";

interface Props {
  busy: boolean;
  run: RunAction;
  signIn: SignIn;
}

/** Phone sign-in: the provider texts a code (after its own bot check), which the participant types here. */
export default function PhoneForm({ busy, run, signIn }: Props) {
  const t = useT();
  const botCheck = useRef<HTMLDivElement>(null);
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [challenge, setChallenge] = useState<PhoneChallenge | null>(null);

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const provider = await loadIdentityProvider();
      if (!botCheck.current) return;
      setChallenge(await provider.startPhoneSignIn(phone.replace(/[\s-]/g, ""), botCheck.current));
    });
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (challenge) void signIn(() => challenge.confirm(code.trim()));
  };

  return (
    <Stack spacing={2}>
      <Box component="form" onSubmit={sendCode} aria-label={t("login.phone.sendForm")}>
        <Stack spacing={2}>
          <TextField
            label={t("login.phone.label")}
            type="tel"
            name="phone"
            autoComplete="tel"
            required
            fullWidth
            value={phone}
            onChange={(event) => setPhone(event.target.value)}
            helperText={t("login.phone.help")}
          />
          <Button type="submit" variant={challenge ? "outlined" : "contained"} size="large" disabled={busy}>
            {t(challenge ? "login.phone.sendNew" : "login.phone.send")}
          </Button>
        </Stack>
      </Box>
      {challenge && (
        <Box component="form" onSubmit={confirm} aria-label={t("login.phone.confirmForm")}>
          <Stack spacing={2}>
            <TextField
              label={t("login.phone.code")}
              name="code"
              autoComplete="one-time-code"
              required
              fullWidth
              autoFocus
              value={code}
              onChange={(event) => setCode(event.target.value)}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t("login.phone.verify")}
            </Button>
          </Stack>
        </Box>
      )}
      <div ref={botCheck} />
    </Stack>
  );
}
