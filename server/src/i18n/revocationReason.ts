import { ENGLISH, type ServerLanguage } from "./languages";
import { wordsOf } from "./mailWords";

/** The reason an amendment's publication writes (services/results.ts `correctedReason`), with its date. */
const CORRECTED = /^Results corrected on (\d{4}-\d{2}-\d{2})\.$/;
/** The reason migration 006 wrote on certificates issued at registration, before results existed. */
const BEFORE_RESULTS = "issued before results";

/**
 * A certificate's revocation reason as a reader in `language` sees it: the reasons the server itself wrote (stored in
 * English, as the credentials and the audit log keep them) in that language; an organiser's own words as written.
 */
export function revocationReason(reason: string | null, language: ServerLanguage): string | null {
  if (reason === null || language === ENGLISH) return reason;
  const words = wordsOf("certificates", language);
  const corrected = CORRECTED.exec(reason);
  if (corrected) return words("correctedReason", { date: corrected[1] });
  return reason === BEFORE_RESULTS ? words("issuedBeforeResults") : reason;
}
