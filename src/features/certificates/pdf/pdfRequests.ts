import { loadBrowserFont, loadBrowserShaper } from "./browserFonts";
import {
  type CertificatePdfData,
  type CertificateWords,
  createCertificatePdf,
  prepareCertificatePdf,
} from "./certificatePdf";

/**
 * What the page asks the PDF maker's worker (`pdfWorker.ts`): `warm` when the dashboard lists a certificate and is
 * idle (load the Latin font and unpack the serif's metrics now, so the click finds them), `make` for a certificate's
 * PDF, its words already put together in its language on the page.
 */
export type PdfRequest =
  { kind: "warm" } | { kind: "make"; id: number; certificate: CertificatePdfData; words: CertificateWords };

/** The worker's answer to a `make`: the PDF's bytes or the error's message, by request id. */
export type PdfAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** Answers one request; `reply` posts the answer back to the page. */
export async function answerPdfRequest(request: PdfRequest, reply: (answer: PdfAnswer) => void): Promise<void> {
  if (request.kind === "warm") {
    // Into the HTTP cache (the host lets browsers keep hashed files: docs/operations.md). A failure (offline) is left
    // to the click, which asks again and says so.
    await Promise.all([loadBrowserFont({ family: "noto-sans", subset: "latin" }), prepareCertificatePdf()]).catch(
      () => undefined,
    );
    return;
  }
  try {
    const { certificate, words } = request;
    reply({
      id: request.id,
      bytes: await createCertificatePdf(certificate, words, loadBrowserFont, loadBrowserShaper),
    });
  } catch (error) {
    reply({ id: request.id, error: String(error) });
  }
}
