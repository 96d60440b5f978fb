import { paths } from "../../config/paths";
import { saveFile } from "../../lib/saveFile";
import type { Certificate } from "./certificateTypes";
import { formatIssueDate } from "./formatIssueDate";

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

/** Draws the certificate in the browser, running pdf-lib and the fonts only now, and downloads it. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const { loadPdfMaker } = await pdfMaker();
  const [{ createCertificatePdf }, { loadBrowserFont, loadBrowserShaper }] = await loadPdfMaker();
  const bytes = await createCertificatePdf(
    {
      id: certificate.id,
      name: certificate.name,
      event: certificate.event.name,
      edition: certificate.edition,
      issuedOn: formatIssueDate(certificate.issued_at),
      rank: certificate.kind === "merit" ? certificate.rank : null,
      verifyUrl: `${window.location.origin}${paths.certificate(certificate.id)}`,
    },
    loadBrowserFont,
    loadBrowserShaper,
  );
  saveFile(
    new Blob([bytes as BlobPart], { type: "application/pdf" }),
    `codefest-20-certificate-${certificate.event.slug}${certificate.kind === "merit" ? "-merit" : ""}.pdf`,
  );
}
