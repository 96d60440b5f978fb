import type { CertificateVerification } from "../../../contract/certificates";
import { certificateKindLabel } from "./certificateKind";

/** What the LinkedIn form needs of a certificate as its verification page has it. */
export type LinkedInCertificate = Pick<
  CertificateVerification,
  "id" | "event" | "kind" | "rank" | "edition" | "issued_at"
>;

/**
 * LinkedIn's "Add licence or certification" form, filled in: the certificate's name, the festival as the
 * organisation, the issue month and year, the verification page and the certificate id.
 */
export function linkedInAddUrl(certificate: LinkedInCertificate, verifyUrl: string): string {
  const issued = new Date(certificate.issued_at);
  const query = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: `${certificate.event}: ${certificateKindLabel(certificate.kind, certificate.rank)}`,
    organizationName: certificate.edition,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
