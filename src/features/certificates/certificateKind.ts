import type { CertificateKind } from "../../../contract/certificates";
import { rankLabel } from "../../../contract/rankLabel";

/**
 * What tells one certificate of an event from its other (a winner holds participation and merit): "Capture The Flag"
 * or "Capture The Flag merit", for accessible names and file names.
 */
export const certificateSubject = (certificate: { kind: CertificateKind; event: { name: string } }) =>
  certificate.kind === "merit" ? `${certificate.event.name} merit` : certificate.event.name;

/** "Certificate of participation", or "Certificate of merit (Winner)" with the rank's wording. */
export function certificateKindLabel(kind: CertificateKind, rank: number | null): string {
  if (kind === "merit" && rank !== null) return `Certificate of merit (${rankLabel(rank)})`;
  return "Certificate of participation";
}
