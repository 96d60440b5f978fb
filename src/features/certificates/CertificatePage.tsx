import VerifiedIcon from "@mui/icons-material/Verified";
import { Alert, AlertTitle, Box, Button, CircularProgress, Container, Paper, Typography } from "@mui/material";
import { useParams } from "react-router-dom";
import { isNetworkFailure } from "../../api/apiErrors";
import type { ApiError } from "../../api/baseQuery";
import { certificateKindLabel } from "./certificateKind";
import { useVerifyCertificateQuery } from "./certificatesApi";
import type { CertificateVerification } from "./certificateTypes";
import CredentialPanel from "./CredentialPanel";
import { formatIssueDate } from "./formatIssueDate";

const isVerification = (data: unknown): data is CertificateVerification =>
  typeof data === "object" &&
  data !== null &&
  ["id", "name", "event", "edition", "issued_at"].every(
    (key) => typeof (data as Record<string, unknown>)[key] === "string",
  );

function Confirmed({ certificate }: { certificate: CertificateVerification }) {
  const facts: Array<[string, string]> = [
    ["Name", certificate.name],
    ["Event", certificate.event],
    ["Kind", certificateKindLabel(certificate.kind, certificate.rank)],
    ["Edition", certificate.edition],
    ["Issued on", formatIssueDate(certificate.issued_at)],
    ["Certificate ID", certificate.id],
  ];
  // The 2020 shape has no revocation fields: absent means valid.
  const revoked = Boolean(certificate.revoked_at);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderColor: revoked ? "error.main" : undefined }}>
      {revoked ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertTitle component="h2">This certificate was revoked</AlertTitle>
          Revoked on {formatIssueDate(certificate.revoked_at ?? "")}: {certificate.revoked_reason ?? "no reason given"}
        </Alert>
      ) : (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
          <VerifiedIcon color="success" fontSize="large" aria-hidden />
          <Typography variant="h2" sx={{ fontSize: "1.5rem" }}>
            This certificate is genuine
          </Typography>
        </Box>
      )}
      <Typography sx={{ mb: 3 }}>
        {certificate.edition} issued this {certificateKindLabel(certificate.kind, certificate.rank).replace(/^C/, "c")}{" "}
        to <bdi>{certificate.name}</bdi>.
      </Typography>
      <Box
        component="dl"
        sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "max-content 1fr" }, columnGap: 3, m: 0 }}
      >
        {facts.map(([term, value]) => (
          <Box key={term} sx={{ display: "contents" }}>
            <Typography component="dt" color="text.secondary" sx={{ pt: { xs: 1, sm: 0.5 } }}>
              {term}
            </Typography>
            <Typography component="dd" sx={{ m: 0, py: 0.5, fontWeight: 500, overflowWrap: "anywhere" }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function problemText(error: ApiError | undefined, malformed: boolean): string {
  if (malformed) return "The server sent an answer we could not read. Please try again.";
  if (isNetworkFailure(error)) return "We could not reach the server. Check your connection and try again.";
  return `The server answered: ${error?.message ?? "something went wrong"}. Please try again.`;
}

/** /certificates/:id: anyone can check that a certificate is real. */
export default function CertificatePage() {
  const id = useParams().id ?? "";
  const { data, error, isLoading, isFetching, refetch } = useVerifyCertificateQuery(id);
  const apiError = error as ApiError | undefined;
  const notFound = apiError?.httpStatus === 404;
  const malformed = data !== undefined && !isVerification(data);

  return (
    <Container component="section" aria-labelledby="certificate-title" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="certificate-title" variant="h1" gutterBottom>
        Certificate verification
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: "anywhere" }}>
        Certificate ID: {id}
      </Typography>
      {isLoading && (
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress aria-label="Checking the certificate" />
        </Box>
      )}
      {!isLoading && isVerification(data) && (
        <>
          <Confirmed certificate={data} />
          <CredentialPanel certificate={data} />
        </>
      )}
      {notFound && (
        <Alert severity="error" variant="outlined">
          <AlertTitle component="h2">No certificate with this id</AlertTitle>
          Codefest &apos;20 has not issued a certificate with this id. Check the id or the link printed on the
          certificate.
        </Alert>
      )}
      {((apiError && !notFound) || malformed) && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              Retry
            </Button>
          }
        >
          <AlertTitle component="h2">The certificate could not be checked right now</AlertTitle>
          {problemText(apiError, malformed)}
        </Alert>
      )}
    </Container>
  );
}
