import { loadMessages } from "../../../i18n/catalogues";
import { DEFAULT_LANGUAGE, type Language } from "../../../i18n/languages";
import { translate } from "../../../i18n/translate";
import type { CertificatePdfData, CertificateWords } from "./certificatePdf";
import { tidy } from "./textRuns";

/** The line above the event: "took part in", "is the Winner of", "took 2nd place in". */
function achievement(language: Language, rank: number | null | undefined): string {
  if (!rank) return translate(language, "certificatePdf.tookPart");
  return rank === 1
    ? translate(language, "certificatePdf.winner")
    : translate(language, "certificatePdf.place", { rank });
}

/**
 * The certificate's words from the app's catalogue (`certificatePdf`), put together where the catalogues are: on the
 * page. The PDF maker's worker then needs none of the app's message code (docs/decisions.md).
 */
export async function certificateWords(data: CertificatePdfData): Promise<CertificateWords> {
  const language = data.language ?? DEFAULT_LANGUAGE;
  await loadMessages(language, ["certificatePdf"]);
  const say = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(language, key, values);
  const name = tidy(data.name) || say("certificatePdf.participant");
  const kind = data.rank ? "merit" : "participation";
  return {
    name,
    title: say(data.rank ? "certificatePdf.merit" : "certificatePdf.participation"),
    certify: say("certificatePdf.certify"),
    achieved: achievement(language, data.rank),
    closing: say("certificatePdf.closing", { edition: data.edition, date: data.issuedOn }),
    idLine: say("certificatePdf.id", { id: data.id }),
    verifyLine: say("certificatePdf.verify", { url: data.verifyUrl }),
    documentTitle: say("certificatePdf.documentTitle", {
      edition: data.edition,
      kind,
      name,
      eventName: tidy(data.event),
    }),
    subject: say("certificatePdf.subject", { id: data.id }),
  };
}
