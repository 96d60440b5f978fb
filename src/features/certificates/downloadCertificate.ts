import { pathIn, paths } from "../../config/paths";
import { saveFile } from "../../lib/saveFile";
import type { Certificate } from "./certificateTypes";
import { issueDateIn, pageLanguage } from "./pdf/issueDate";

const pdfMaker = () => import(/* webpackChunkName: "certificate-pdf-maker" */ "./pdfMaker");

/**
 * Fetches the PDF maker's code and files ahead of a download, without running them (see `pdfMaker.ts`). A failure
 * (offline) is left to the click, which says so.
 */
export function preparePdfMaker(): void {
  pdfMaker().then(
    ({ prefetchPdfAssets }) => prefetchPdfAssets(),
    () => undefined,
  );
}

/**
 * Draws the certificate in the browser, running pdf-lib and the fonts only now, and downloads it: its words in the
 * language the page is shown in, its reader's (docs/API.md, "Languages").
 */
export async function downloadCertificate(certificate: Certificate, language = pageLanguage()): Promise<void> {
  const { loadPdfMaker } = await pdfMaker();
  const [{ createCertificatePdf }, { loadBrowserFont, loadBrowserShaper }] = await loadPdfMaker();
  const bytes = await createCertificatePdf(
    {
      id: certificate.id,
      name: certificate.name,
      event: certificate.event.name,
      edition: certificate.edition,
      issuedOn: issueDateIn(language, certificate.issued_at),
      rank: certificate.kind === "merit" ? certificate.rank : null,
      verifyUrl: `${window.location.origin}${pathIn(language, paths.certificate(certificate.id))}`,
      language,
    },
    loadBrowserFont,
    loadBrowserShaper,
  );
  saveFile(
    new Blob([bytes as BlobPart], { type: "application/pdf" }),
    `codefest-20-certificate-${certificate.event.slug}${certificate.kind === "merit" ? "-merit" : ""}.pdf`,
  );
}
