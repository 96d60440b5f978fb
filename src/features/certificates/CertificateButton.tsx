import DownloadIcon from "@mui/icons-material/Download";
import HourglassIcon from "@mui/icons-material/HourglassTop";
import { Button } from "@mui/material";
import { useState } from "react";
import { useT } from "../../i18n/useT";
import { expectToast, showErrorToast, showSuccessToast } from "../../lib/toast";
import { certificateSubject } from "./certificateKind";
import type { Certificate } from "./certificateTypes";
import { downloadCertificate } from "./downloadCertificate";

/**
 * "Download certificate": builds the PDF in the browser; disabled, with an hourglass, while it does. No ripple and no
 * spinner: their first use inserts new style rules (keyframes) into the page, and the style recalculation that follows
 * on a long dashboard made the tap's task the longest of the download (docs/performance.md).
 */
export default function CertificateButton({ certificate }: { certificate: Certificate }) {
  const [generating, setGenerating] = useState(false);
  const t = useT();

  const download = async () => {
    setGenerating(true);
    // The toaster's code runs while the worker draws the PDF, not with the toast that ends the download.
    void expectToast();
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
      disableRipple
      // Without the ripple, MUI draws no keyboard focus (its outline: 0 beats the global :focus-visible rule): the same
      // ring as src/app/styles/global.css, written on the button.
      sx={{ "&.Mui-focusVisible": { outline: "3px solid var(--cf-primary)", outlineOffset: "2px" } }}
      aria-label={t("certificates.downloadFor", { subject: certificateSubject(t, certificate) })}
      startIcon={generating ? <HourglassIcon /> : <DownloadIcon />}
    >
      {t("certificates.download")}
    </Button>
  );
}
