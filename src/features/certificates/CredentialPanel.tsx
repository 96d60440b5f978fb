import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import DownloadIcon from "@mui/icons-material/Download";
import ErrorIcon from "@mui/icons-material/Error";
import HelpIcon from "@mui/icons-material/Help";
import LinkedInIcon from "@mui/icons-material/LinkedIn";
import {
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from "@mui/material";
import { type ReactNode, useEffect, useState } from "react";
import type { OpenBadgeCredential } from "../../../contract/credentials";
import { paths } from "../../config/paths";
import { useT } from "../../i18n/useT";
import { useCertificateCredentialQuery } from "./certificatesApi";
import type { CertificateVerification } from "./certificateTypes";
import type { CredentialCheck } from "./credentialCheck";
import { saveCredential } from "./credentialFile";
import { linkedInAddUrl } from "./linkedIn";

type Outcome = { state: "checking" } | { state: "done"; check: CredentialCheck } | { state: "failed"; message: string };

function useBrowserCheck(credential: OpenBadgeCredential | undefined): Outcome {
  // The outcome is kept with the credential it is about: another credential reads as "checking" until its own ends.
  const [checked, setChecked] = useState<{ credential: OpenBadgeCredential; outcome: Outcome } | null>(null);
  useEffect(() => {
    if (!credential) return;
    let current = true;
    // The verifier (JSON-LD, canonicalisation, Ed25519) loads on this page only, once there is something to check.
    import(/* webpackChunkName: "credential-check" */ "./credentialCheck")
      .then(({ checkCredential }) => checkCredential(credential))
      .then((check) => current && setChecked({ credential, outcome: { state: "done", check } }))
      .catch(
        (error: unknown) => current && setChecked({ credential, outcome: { state: "failed", message: String(error) } }),
      );
    return () => {
      current = false;
    };
  }, [credential]);
  return checked && checked.credential === credential ? checked.outcome : { state: "checking" };
}

function Step({ ok, title, children }: { ok: boolean | undefined; title: string; children: ReactNode }) {
  const icon =
    ok === undefined ? (
      <HelpIcon color="warning" aria-hidden />
    ) : ok ? (
      <CheckCircleIcon color="success" aria-hidden />
    ) : (
      <ErrorIcon color="error" aria-hidden />
    );
  return (
    <ListItem disableGutters alignItems="flex-start">
      <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>{icon}</ListItemIcon>
      <ListItemText
        primary={title}
        secondary={children}
        slotProps={{ secondary: { sx: { overflowWrap: "anywhere" } } }}
      />
    </ListItem>
  );
}

function Checks({ outcome, credential }: { outcome: Outcome; credential: OpenBadgeCredential }) {
  const t = useT();
  if (outcome.state === "checking") {
    return (
      <Box role="status" sx={{ display: "flex", alignItems: "center", gap: 1.5, py: 1 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t("credential.checking")}</Typography>
      </Box>
    );
  }
  if (outcome.state === "failed") {
    return (
      <Typography role="status" color="warning.main">
        {t("credential.failed", { message: outcome.message })}
      </Typography>
    );
  }
  const { check } = outcome;
  return (
    // The live region wraps the list: a list given another role would leave its items without a list.
    <Box role="status" aria-label={t("credential.checked")}>
      <List dense>
        <Step
          ok={check.signature === "valid"}
          title={t(check.signature === "valid" ? "credential.signatureValid" : "credential.signatureInvalid")}
        >
          {check.key
            ? t("credential.signatureDetail", { issuer: check.issuer, key: check.key })
            : t("credential.signatureDetailNoKey", { issuer: check.issuer })}
          {check.problems.map((problem) => ` ${t(problem.key, problem.values)}`).join("")}
        </Step>
        <Step
          ok={check.revoked === undefined ? undefined : !check.revoked}
          title={t(
            check.revoked === undefined
              ? "credential.statusUnknown"
              : check.revoked
                ? "credential.revoked"
                : "credential.notRevoked",
          )}
        >
          {t("credential.statusDetail", {
            list: credential.credentialStatus.statusListCredential,
            index: String(credential.credentialStatus.statusListIndex),
          })}
        </Step>
        <Step ok title={t("credential.offlineTitle")}>
          {t("credential.offlineDetail")}
        </Step>
      </List>
    </Box>
  );
}

/**
 * The certificate's Open Badges 3.0 credential on the verification page: checked in the browser, downloadable, and
 * addable to LinkedIn. Nothing shows when the server has no credentials (404 from the original backend, 503 without
 * a key).
 */
export default function CredentialPanel({ certificate }: { certificate: CertificateVerification }) {
  const { data } = useCertificateCredentialQuery(certificate.id);
  const credential = data && typeof data === "object" && "proof" in data ? data : undefined;
  const outcome = useBrowserCheck(credential);
  const t = useT();
  if (!credential) return null;
  const verifyUrl = `${window.location.origin}${paths.certificate(certificate.id)}`;
  const revoked = Boolean(certificate.revoked_at);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="credential-title"
      sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}
    >
      <Typography id="credential-title" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        {t("credential.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t("credential.intro")}
      </Typography>
      <Checks outcome={outcome} credential={credential} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5, mt: 2 }}>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => saveCredential(credential, `codefest-20-${certificate.id}`)}
        >
          {t("credential.download")}
        </Button>
        {!revoked && (
          <Button
            variant="outlined"
            startIcon={<LinkedInIcon />}
            href={linkedInAddUrl(certificate, verifyUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t("credential.linkedIn")}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
