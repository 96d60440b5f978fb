import type { CertificateKind } from "../../../contract/certificates";
import { rankLabel } from "../../lib/rankLabel";

/** "Certificate of participation", or "Certificate of merit (Winner)" with the rank's wording. */
export function certificateKindLabel(kind: CertificateKind, rank: number | null): string {
  if (kind === "merit" && rank !== null) return `Certificate of merit (${rankLabel(rank)})`;
  return "Certificate of participation";
}
