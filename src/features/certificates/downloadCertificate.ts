import { pathIn, paths } from "../../config/paths";
import { saveFile } from "../../lib/saveFile";
import type { Certificate } from "./certificateTypes";
import { issueDateIn, pageLanguage } from "./pdf/issueDate";

const pdfMaker = () => import(/* webpackChunkName: "certificate-pdf-maker" */ "./pdfMaker");

/**
 * Starts the PDF maker ahead of a download, in the page's language: its worker loads its code, the words and the Latin
 * font off the page's thread (see `pdfMaker.ts`). A failure (offline) is left to the click, which says so.
 */
export function preparePdfMaker(): void {
  pdfMaker().then(
    ({ warmPdfMaker }) => warmPdfMaker(pageLanguage()),
    () => undefined,
  );
}

/**
 * Draws the certificate in the browser, in the PDF maker's worker, and downloads it: its words in the language the page
 * is shown in, its reader's (docs/API.md, "Languages").
 */
export async function downloadCertificate(certificate: Certificate, language = pageLanguage()): Promise<void> {
  const { makeCertificatePdf } = await pdfMaker();
  const bytes = await makeCertificatePdf({
    id: certificate.id,
    name: certificate.name,
    event: certificate.event.name,
    edition: certificate.edition,
    issuedOn: issueDateIn(language, certificate.issued_at),
    rank: certificate.kind === "merit" ? certificate.rank : null,
    verifyUrl: `${window.location.origin}${pathIn(language, paths.certificate(certificate.id))}`,
    language,
  });
  saveFile(
    new Blob([bytes as BlobPart], { type: "application/pdf" }),
    `codefest-20-certificate-${certificate.event.slug}${certificate.kind === "merit" ? "-merit" : ""}.pdf`,
  );
}
