import { Box, Typography } from "@mui/material";
import { memo, useDeferredValue, useEffect } from "react";
import { isWithheld } from "../../api/optionalRead";
import { paths } from "../../config/paths";
import { useLanguage } from "../../i18n/LanguageContext";
import { useT } from "../../i18n/useT";
import { whenIdle } from "../../lib/whenIdle";
import { CardList } from "../../ui/CardList";
import CardListRow from "../../ui/CardListRow";
import FeatureSection from "../../ui/FeatureSection";
import { LINK_LOOK } from "../../ui/linkLook";
import { SiteLink } from "../../ui/SiteLink";
import CertificateButton from "./CertificateButton";
import { certificateKindText } from "./certificateKind";
import CertificateRowPlaceholder from "./CertificateRowPlaceholder";
import { useMyCertificatesQuery } from "./certificatesApi";
import CredentialDownloadButton from "./CredentialDownloadButton";
import { preparePdfMaker } from "./downloadCertificate";
import { formatIssueDate } from "./formatIssueDate";

/**
 * The dashboard's certificates: one per event the participant's team took part in, each downloadable as a PDF; a
 * revoked one (an amendment of the results, or an organiser) is shown as revoked, with when and why. A server
 * without certificates (the original 2020 backend, a 404) gets no section. Listing one to download fetches the PDF
 * maker ahead of the click, once the browser is idle (`preparePdfMaker`).
 *
 * The answer renders the list in the background, as a transition, as the dashboard's other reads do
 * (src/features/dashboard/useDashboardData.ts): the store's update renders this component alone, at once, with what it
 * showed before; the rows (MUI's buttons, the days in the language's words) render after it, yielding to the browser
 * every few milliseconds. The first render shows the answer as it is (a revisit's kept copy at once).
 */
function CertificatesSection() {
  const read = useDeferredValue(useMyCertificatesQuery());
  return <CertificatesList read={read} />;
}

// Rendered again only when the (deferred) read changes.
const CertificatesList = memo(function CertificatesList({ read }: { read: ReturnType<typeof useMyCertificatesQuery> }) {
  const t = useT();
  const language = useLanguage();
  const { data, isLoading, isError } = read;
  const certificates = Array.isArray(data) ? data : [];
  const malformed = data !== undefined && !isWithheld(data) && !Array.isArray(data);
  const failed = isError || malformed;
  // A certificate to download: its PDF maker is fetched (not run) once the page is idle, so the click needs no network.
  const downloadable = certificates.some((certificate) => !certificate.revoked_at);
  useEffect(() => {
    if (downloadable) whenIdle(preparePdfMaker, 10_000);
  }, [downloadable]);
  return (
    <FeatureSection
      headingId="certificates-heading"
      title={t("certificates.title")}
      read={read}
      failed={t("certificates.failed")}
      malformed={malformed}
    >
      {isLoading && <CertificateRowPlaceholder />}
      {!isLoading && !failed && certificates.length === 0 && (
        <Typography color="text.secondary">{t("certificates.none")}</Typography>
      )}
      {certificates.length > 0 && (
        <CardList>
          {certificates.map((certificate) => {
            // The row's title tells each certificate from the others (a corrected ranking leaves a revoked merit
            // beside a new one of the same event), so the link's accessible name is built from it.
            const title = t(certificate.revoked_at ? "certificates.rowTitleRevoked" : "certificates.rowTitle", {
              eventName: certificate.event.name,
              kind: certificateKindText(t, certificate.kind, certificate.rank),
            });
            return (
              <CardListRow
                key={certificate.id}
                primary={title}
                secondary={
                  <>
                    {t("certificates.issued", { date: formatIssueDate(certificate.issued_at, language) })}
                    {certificate.revoked_at &&
                      (certificate.revoked_reason
                        ? t("certificates.revokedBecause", {
                            date: formatIssueDate(certificate.revoked_at, language),
                            reason: certificate.revoked_reason,
                          })
                        : t("certificates.revoked", { date: formatIssueDate(certificate.revoked_at, language) }))}
                    <Box
                      component={SiteLink}
                      to={paths.certificate(certificate.id)}
                      aria-label={t("certificates.verificationPageFor", { title })}
                      sx={LINK_LOOK}
                    >
                      {t("certificates.verificationPage")}
                    </Box>
                  </>
                }
                actions={
                  !certificate.revoked_at && (
                    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
                      <CertificateButton certificate={certificate} />
                      <CredentialDownloadButton certificate={certificate} />
                    </Box>
                  )
                }
              />
            );
          })}
        </CardList>
      )}
    </FeatureSection>
  );
});

// Rendered again only when its own props or reads change, not each time one of the overview's reads answers.
export default memo(CertificatesSection);
