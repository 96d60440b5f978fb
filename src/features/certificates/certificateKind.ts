import type { CertificateKind } from "../../../contract/certificates";
import { rankLabel } from "../../../contract/rankLabel";
import type { Translate } from "../../i18n/useT";

/**
 * What tells one certificate of an event from its other (a winner holds participation and merit), in the language
 * shown: "Capture The Flag" or "Capture The Flag merit", for accessible names.
 */
export const certificateSubject = (t: Translate, certificate: { kind: CertificateKind; event: { name: string } }) =>
  t("certificates.subject", { kind: certificate.kind, eventName: certificate.event.name });

/** "Certificate of participation", or "Certificate of merit (Winner)" with the rank's wording, in the language shown. */
export function certificateKindText(t: Translate, kind: CertificateKind, rank: number | null): string {
  if (kind === "merit" && rank !== null) return t("certificate.kind.merit", { place: t("rank.label", { rank }) });
  return t("certificate.kind.participation");
}

/** The same in English, as LinkedIn's certification name (linkedIn.ts), whatever the language shown. */
export function certificateKindLabel(kind: CertificateKind, rank: number | null): string {
  if (kind === "merit" && rank !== null) return `Certificate of merit (${rankLabel(rank)})`;
  return "Certificate of participation";
}
