import { paths } from "../../config/paths";
import type { Certificate } from "./certificateTypes";
import { formatIssueDate } from "./formatIssueDate";

/** Offers bytes to the browser as a file download. */
function saveFile(bytes: Uint8Array, fileName: string) {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: "application/pdf" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the time the click returns in every browser we support; a minute is generous.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Draws the certificate in the browser, loading pdf-lib and the fonts only now, and downloads it. */
export async function downloadCertificate(certificate: Certificate): Promise<void> {
  const [{ createCertificatePdf }, { loadBrowserFont }] = await Promise.all([
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
  );
  saveFile(bytes, `codefest-20-certificate-${certificate.event.slug}.pdf`);
}
