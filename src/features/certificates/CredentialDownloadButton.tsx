import VerifiedUserIcon from "@mui/icons-material/VerifiedUser";
import { Button } from "@mui/material";
import { useT } from "../../i18n/useT";
import { certificateSubject } from "./certificateKind";
import { useCertificateCredentialQuery } from "./certificatesApi";
import type { Certificate } from "./certificateTypes";
import { saveCredential } from "./credentialFile";

/**
 * "Download credential": the signed Open Badges file; absent when the server offers none. While the file is on its
 * way the button holds its place invisibly, so the row does not grow (and push what follows) when it comes.
 */
export default function CredentialDownloadButton({ certificate }: { certificate: Certificate }) {
  const { data, isLoading } = useCertificateCredentialQuery(certificate.id);
  const t = useT();
  if (isLoading)
    return (
      <Button
        variant="outlined"
        size="small"
        startIcon={<VerifiedUserIcon />}
        disabled
        tabIndex={-1}
        aria-hidden
        sx={{ visibility: "hidden" }}
      >
        {t("certificates.downloadCredential")}
      </Button>
    );
  if (!data || typeof data !== "object" || !("proof" in data)) return null;
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<VerifiedUserIcon />}
      aria-label={t("certificates.downloadCredentialFor", { subject: certificateSubject(t, certificate) })}
      onClick={() =>
        saveCredential(
          data,
          `codefest-20-certificate-${certificate.event.slug}${certificate.kind === "merit" ? "-merit" : ""}`,
        )
      }
    >
      {t("certificates.downloadCredential")}
    </Button>
  );
}
