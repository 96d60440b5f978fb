import { Box, Button, Stack, TextField, Typography } from "@mui/material";
import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { MESSAGES } from "../../../contract/messages";
import { hasWebAddress } from "../../../contract/rules";
import type { FieldErrors } from "../../api/errorMessage";
import { config } from "../../config/appConfig";
import { useT } from "../../i18n/useT";
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
  const t = useT();
  const [searchParams] = useSearchParams();
  const { registerAccount } = useSessionFlow();
  const [fullName, setFullName] = useState(displayName);
  const [referralCode, setReferralCode] = useState(searchParams.get("referral") ?? "");
  const [fields, setFields] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fullName.trim() === "") {
      setFields({ first_name: [t("login.register.nameMissing")] });
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
    <Box component="form" onSubmit={submit} aria-label={t("login.register.form")}>
      <Stack spacing={2}>
        <TextField
          label={t("login.register.name")}
          name="name"
          autoComplete="name"
          required
          fullWidth
          autoFocus
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          error={Boolean(nameError)}
          helperText={nameError || t("login.register.nameHelp")}
        />
        <TextField
          label={t("login.register.referral")}
          name="referral"
          autoComplete="off"
          fullWidth
          value={referralCode}
          onChange={(event) => setReferralCode(event.target.value)}
          error={Boolean(referralError)}
          helperText={referralError || t("login.register.referralHelp")}
        />
        {config.recaptchaSiteKey && (
          <Typography variant="caption" color="text.secondary">
            {t("login.register.recaptcha")}
          </Typography>
        )}
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t("login.register.submit")}
        </Button>
        <Button type="button" onClick={cancel} disabled={busy}>
          {t("login.register.cancel")}
        </Button>
      </Stack>
    </Box>
  );
}
