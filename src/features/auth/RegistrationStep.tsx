import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { MESSAGES } from "../../../contract/messages";
import { hasWebAddress } from "../../../contract/rules";
import type { FieldErrors } from "../../api/errorMessage";
import { config } from "../../config/appConfig";
import { loadIdentityProvider, signOutOfProvider } from "../../lib/identity/identityProvider";
import type { RunAction } from "./useBusyAction";
import { useSessionFlow } from "./useSessionFlow";

interface Props {
  displayName: string;
  busy: boolean;
  run: RunAction;
  onCancel: () => void;
}

const firstError = (fields: FieldErrors, ...names: string[]) =>
  names.map((name) => fields[name]?.[0]).find(Boolean) ?? "";

/** The short registration step for a provider account the API does not know yet (docs/PRODUCT.md). */
export default function RegistrationStep({ displayName, busy, run, onCancel }: Props) {
  const [searchParams] = useSearchParams();
  const { registerAccount } = useSessionFlow();
  const [fullName, setFullName] = useState(displayName);
  const [referralCode, setReferralCode] = useState(searchParams.get("referral") ?? "");
  const [fields, setFields] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fullName.trim() === "") {
      setFields({ first_name: ["Enter your full name."] });
      return;
    }
    if (hasWebAddress(fullName)) {
      setFields({ first_name: [MESSAGES.nameWithAddress] });
      return;
    }
    void run(async () => {
      setFields({});
      const errors = await registerAccount(await loadIdentityProvider(), { fullName, referralCode });
      if (errors) setFields(errors);
    });
  };

  const cancel = () => {
    void signOutOfProvider();
    onCancel();
  };

  const nameError = firstError(fields, "first_name", "last_name");
  const referralError = firstError(fields, "applied_referral_code");

  return (
    <Box component="form" onSubmit={submit} aria-label="Create your account">
      <Stack spacing={2}>
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          fullWidth
          autoFocus
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={Boolean(nameError)}
          helperText={nameError || "First and last name, as on your certificate."}
        />
        <TextField
          label="Referral code (optional)"
          name="referral"
          autoComplete="off"
          fullWidth
          value={referralCode}
          onChange={(event) => setReferralCode(event.target.value)}
          error={Boolean(referralError)}
          helperText={referralError || "The code of the friend or campus ambassador who invited you."}
        />
        {config.recaptchaSiteKey && (
          <Typography variant="caption" color="text.secondary">
            This step is protected by reCAPTCHA; Google&apos;s Privacy Policy and Terms of Service apply.
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          Create my account
        </Button>
        <Button type="button" onClick={cancel} disabled={busy}>
          Use another account
        </Button>
      </Stack>
    </Box>
  );
}
