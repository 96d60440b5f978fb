import VerifiedIcon from "@mui/icons-material/Verified";
import { Alert, Box, Button, CircularProgress, Container, Paper, Typography } from "@mui/material";
import { useParams } from "react-router-dom";
import { isNetworkFailure } from "../../api/apiErrors";
import type { ApiError } from "../../api/baseQuery";
import { FESTIVAL } from "../../content/festival";
import { useLanguage } from "../../i18n/LanguageContext";
import Message from "../../i18n/Message";
import { type Translate, useT } from "../../i18n/useT";
import AlertHeading from "../../ui/AlertHeading";
import { certificateKindText } from "./certificateKind";
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
  const t = useT();
  const language = useLanguage();
  const facts: Array<[string, string]> = [
    [t("certificate.fact.name"), certificate.name],
    [t("certificate.fact.event"), certificate.event],
    [t("certificate.fact.kind"), certificateKindText(t, certificate.kind, certificate.rank)],
    [t("certificate.fact.edition"), certificate.edition],
    [t("certificate.fact.issuedOn"), formatIssueDate(certificate.issued_at, language)],
    [t("certificate.fact.id"), certificate.id],
  ];
  const merit = certificate.kind === "merit" && certificate.rank !== null;
  // The 2020 shape has no revocation fields: absent means valid.
  const revoked = Boolean(certificate.revoked_at);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderColor: revoked ? "error.main" : undefined }}>
      {revoked ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          <AlertHeading component="h2">{t("certificate.revokedTitle")}</AlertHeading>
          {t("certificate.revokedOn", {
            date: formatIssueDate(certificate.revoked_at ?? "", language),
            reason: certificate.revoked_reason ?? t("certificate.noReason"),
          })}
        </Alert>
      ) : (
        <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, mb: 2 }}>
          <VerifiedIcon color="success" fontSize="large" aria-hidden />
          <Typography variant="h2" sx={{ fontSize: "1.5rem" }}>
            {t("certificate.genuine")}
          </Typography>
        </Box>
      )}
      <Typography sx={{ mb: 3 }}>
        <Message
          id="certificate.issuedTo"
          values={{
            edition: certificate.edition,
            kind: merit ? "merit" : "participation",
            place: merit ? t("rank.label", { rank: certificate.rank ?? 0 }) : "",
            name: <bdi>{certificate.name}</bdi>,
          }}
        />
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

function problemText(t: Translate, error: ApiError | undefined, malformed: boolean): string {
  if (malformed) return t("certificate.malformed");
  if (isNetworkFailure(error)) return t("certificate.offline");
  return t("certificate.answered", { message: error?.message ?? t("ui.loadProblem.unknown") });
}

/** /certificates/:id: anyone can check that a certificate is real. */
export default function CertificatePage() {
  const id = useParams().id ?? "";
  const { data, error, isLoading, isFetching, refetch } = useVerifyCertificateQuery(id);
  const apiError = error as ApiError | undefined;
  const notFound = apiError?.httpStatus === 404;
  const malformed = data !== undefined && !isVerification(data);
  const t = useT();

  return (
    <Container component="section" aria-labelledby="certificate-title" maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id="certificate-title" variant="h1" gutterBottom>
        {t("certificate.title")}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, overflowWrap: "anywhere" }}>
        {t("certificate.idLine", { id })}
      </Typography>
      {isLoading && (
        <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
          <CircularProgress aria-label={t("certificate.checking")} />
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
          <AlertHeading component="h2">{t("certificate.notFoundTitle")}</AlertHeading>
          {t("certificate.notFound", { festival: FESTIVAL.shortTitle })}
        </Alert>
      )}
      {((apiError && !notFound) || malformed) && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              {t("ui.retry")}
            </Button>
          }
        >
          <AlertHeading component="h2">{t("certificate.problemTitle")}</AlertHeading>
          {problemText(t, apiError, malformed)}
        </Alert>
      )}
    </Container>
  );
}
