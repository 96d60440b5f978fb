/** Offers a blob to the browser as a file download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
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
