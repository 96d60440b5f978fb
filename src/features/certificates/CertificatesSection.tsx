import { Alert, Box, Button, Link, List, ListItem, ListItemText, Paper, Typography } from "@mui/material";
import { Link as RouterLink } from "react-router-dom";
import { paths } from "../../config/paths";
import CertificateButton from "./CertificateButton";
import { certificateKindLabel, certificateSubject } from "./certificateKind";
import { useMyCertificatesQuery } from "./certificatesApi";
import CredentialDownloadButton from "./CredentialDownloadButton";
import { formatIssueDate } from "./formatIssueDate";

/**
 * The dashboard's certificates: one per event the participant's team took part in, each downloadable as a PDF; a
 * revoked one (an amendment of the results, or an organiser) is shown as revoked, with when and why. A 404
 * for the whole list means the server has no certificates at all (the original 2020 backend): no section then.
 */
export default function CertificatesSection() {
  const { data, isLoading, isError, isFetching, refetch, error } = useMyCertificatesQuery();
  if (error && "httpStatus" in error && error.httpStatus === 404) return null;
  const certificates = Array.isArray(data) ? data : [];
  const failed = isError || (data !== undefined && !Array.isArray(data));
  return (
    <Paper variant="outlined" component="section" aria-labelledby="certificates-heading" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="certificates-heading" variant="h2" sx={{ fontSize: "1.25rem", mb: 1 }}>
        Certificates
      </Typography>
      {isLoading && <Typography color="text.secondary">Loading your certificates…</Typography>}
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          Your certificates could not be loaded.
        </Alert>
      )}
      {!isLoading && !failed && certificates.length === 0 && (
        <Typography color="text.secondary">
          A participation certificate appears here for every event you take part in with a team. Certificates come with
          the results: none exists until an event's results are published.
        </Typography>
      )}
      {certificates.length > 0 && (
        <List disablePadding>
          {certificates.map((certificate) => (
            <ListItem
              key={certificate.id}
              disableGutters
              divider
              sx={{ flexWrap: "wrap", gap: 1, justifyContent: "space-between" }}
            >
              <ListItemText
                primary={`${certificate.event.name}: ${certificateKindLabel(certificate.kind, certificate.rank)}${
                  certificate.revoked_at ? " (revoked)" : ""
                }`}
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
                      aria-label={`Verification page for ${certificateSubject(certificate)}`}
                    >
                      Verification page
                    </Link>
                  </>
                }
              />
              {!certificate.revoked_at && (
                <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
                  <CertificateButton certificate={certificate} />
                  <CredentialDownloadButton certificate={certificate} />
                </Box>
              )}
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
