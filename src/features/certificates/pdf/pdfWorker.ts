/**
 * The certificate PDF maker's own thread: a dedicated worker, started by `../pdfMaker.ts`. pdf-lib, fontkit, the font
 * tables and the shaper are evaluated here and the PDF is drawn here, so none of it holds the page's main thread: the
 * dashboard stays responsive on a phone while a certificate is made. The PDF's bytes go back transferred, not copied.
 */
import { answerPdfRequest, type PdfRequest } from "./pdfRequests";

self.onmessage = (event: MessageEvent<PdfRequest>) =>
  void answerPdfRequest(event.data, (answer) =>
    self.postMessage(answer, { transfer: "bytes" in answer ? [answer.bytes.buffer] : [] }),
  );
