import DownloadIcon from "@mui/icons-material/Download";
import { Button, CircularProgress } from "@mui/material";
import { useState } from "react";
import { showErrorToast, showSuccessToast } from "../../lib/toast";
import { certificateSubject } from "./certificateKind";
import type { Certificate } from "./certificateTypes";
import { downloadCertificate } from "./downloadCertificate";

/** "Download certificate": builds the PDF in the browser; disabled while it does. */
export default function CertificateButton({ certificate }: { certificate: Certificate }) {
  const [generating, setGenerating] = useState(false);

  const download = async () => {
    setGenerating(true);
    try {
      await downloadCertificate(certificate);
      showSuccessToast(`Your ${certificate.event.name} certificate is downloading.`);
    } catch {
      showErrorToast("Your certificate could not be created. Check your connection and try again.");
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
      aria-label={`Download certificate for ${certificateSubject(certificate)}`}
      startIcon={generating ? <CircularProgress size={16} color="inherit" aria-hidden /> : <DownloadIcon />}
    >
      Download certificate
    </Button>
  );
}
