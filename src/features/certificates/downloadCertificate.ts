import { paths } from "../../config/paths";
import { saveFile } from "../../lib/saveFile";
import type { Certificate } from "./certificateTypes";
import { formatIssueDate } from "./formatIssueDate";

/** Draws the certificate in the browser, loading pdf-lib and the fonts only now, and downloads it. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const [{ createCertificatePdf }, { loadBrowserFont, loadBrowserShaper }] = await Promise.all([
    import(/* webpackChunkName: "certificate-pdf" */ "./pdf/certificatePdf"),
    import(/* webpackChunkName: "certificate-pdf" */ "./pdf/browserFonts"),
  ]);
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
