import { Box, Link, List, Typography } from "@mui/material";
import { useEffect } from "react";
import { Link as RouterLink } from "react-router-dom";
import { isWithheld } from "../../api/optionalRead";
import { paths } from "../../config/paths";
import { whenIdle } from "../../lib/whenIdle";
import CardListRow from "../../ui/CardListRow";
import FeatureSection from "../../ui/FeatureSection";
import CertificateButton from "./CertificateButton";
import { certificateKindLabel } from "./certificateKind";
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
 */
export default function CertificatesSection() {
  const read = useMyCertificatesQuery();
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
      title="Certificates"
      read={read}
      failed="Your certificates could not be loaded."
      malformed={malformed}
    >
      {isLoading && <CertificateRowPlaceholder />}
      {!isLoading && !failed && certificates.length === 0 && (
        <Typography color="text.secondary">
          A certificate of participation appears here for every event you take part in with a team. Certificates come
          with the results: none exists until an event's results are published.
        </Typography>
      )}
      {certificates.length > 0 && (
        <List disablePadding>
          {certificates.map((certificate) => {
            // The row's title tells each certificate from the others (a corrected ranking leaves a revoked merit
            // beside a new one of the same event), so the link's accessible name is built from it.
            const title = `${certificate.event.name}: ${certificateKindLabel(certificate.kind, certificate.rank)}${
              certificate.revoked_at ? " (revoked)" : ""
            }`;
            return (
              <CardListRow
                key={certificate.id}
                primary={title}
                secondary={
                  <>
                    {`Issued ${formatIssueDate(certificate.issued_at)} · `}
                    {certificate.revoked_at &&
                      `Revoked ${formatIssueDate(certificate.revoked_at)}${
                        certificate.revoked_reason ? `: ${certificate.revoked_reason}` : ""
                      } · `}
                    <Link
                      component={RouterLink}
                      to={paths.certificate(certificate.id)}
                      aria-label={`Verification page for ${title}`}
                    >
                      Verification page
                    </Link>
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
        </List>
      )}
    </FeatureSection>
  );
}
