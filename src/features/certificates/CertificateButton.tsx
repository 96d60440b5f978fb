import DownloadIcon from "@mui/icons-material/Download";
import { Button, CircularProgress } from "@mui/material";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { certificateSubject } from "./certificateKind";
import type { Certificate } from "./certificateTypes";
import { downloadCertificate } from "./downloadCertificate";

/** "Download certificate": builds the PDF in the browser; disabled while it does. */
export default function CertificateButton({ certificate }: { certificate: Certificate }) {
  const [generating, setGenerating] = useState(false);
  const t = useT();

  const download = async () => {
    setGenerating(true);
    try {
      await downloadCertificate(certificate);
      showSuccessToast(t("certificates.downloading", { eventName: certificate.event.name }));
    } catch {
      showErrorToast(t("certificates.downloadFailed"));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <Button
      variant="outlined"
      size="small"
      onClick={() => void download()}
      disabled={generating}
      aria-busy={generating}
      aria-label={t("certificates.downloadFor", { subject: certificateSubject(t, certificate) })}
      startIcon={generating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
    >
      {t("certificates.download")}
    </Button>
  );
}
