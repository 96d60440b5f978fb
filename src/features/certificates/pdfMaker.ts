import { loadMessages } from "../../i18n/catalogues";
import type { Language } from "../../i18n/languages";
import type { CertificatePdfData } from "./pdf/certificatePdf";
import { certificateWords } from "./pdf/certificateWords";
import type { PdfAnswer, PdfRequest } from "./pdf/pdfRequests";

/**
 * The certificate PDF maker's doorway (a small chunk of its own): the maker itself (pdf-lib, fontkit, the shaper and
 * the font tables) runs in a dedicated worker (`pdf/pdfWorker.ts`), so neither its start nor the drawing of a PDF
 * holds the page's main thread. The worker is started when the dashboard lists a certificate and the browser is idle
 * (`warmPdfMaker`), or at the first download; it then loads its code and the Latin font ahead of the click, all
 * off the page's thread. The certificate's words are put together here, on the page, where the catalogues are.
 */

interface Waiting {
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

/** Ends a worker whose code did not load (offline) or that broke, failing its requests; the next call starts anew. */
function dropWorker(reason: string) {
  worker?.terminate();
  worker = undefined;
  for (const request of waiting.values()) request.reject(new Error(reason));
  waiting.clear();
}

function pdfWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(/* webpackChunkName: "certificate-pdf" */ new URL("./pdf/pdfWorker.ts", import.meta.url), {
    name: "certificate-pdf",
  });
  started.onmessage = ({ data }: MessageEvent<PdfAnswer>) => {
    const request = waiting.get(data.id);
    waiting.delete(data.id);
    if ("bytes" in data) request?.resolve(data.bytes);
    else request?.reject(new Error(data.error));
  };
  started.onerror = (event) => {
    event.preventDefault();
    dropWorker(`The certificate maker could not start: ${event.message || "its code did not load"}`);
  };
  worker = started;
  return started;
}

const send = (request: PdfRequest) => pdfWorker().postMessage(request);

/** Starts the maker ahead of a download, off the page's thread, and loads the words of the certificate's language. */
export function warmPdfMaker(language: Language): void {
  loadMessages(language, ["certificatePdf"]).catch(() => undefined); // the click asks again and says so
  try {
    send({ kind: "warm" });
  } catch {
    // No worker here (a browser without them, or one refusing this one): the click says the file could not be made.
  }
}

/** Makes one certificate's PDF in the worker. */
export async function makeCertificatePdf(certificate: CertificatePdfData): Promise<Uint8Array> {
  const words = await certificateWords(certificate);
  return new Promise((resolve, reject) => {
    const id = (nextId += 1);
    waiting.set(id, { resolve, reject });
    try {
      send({ kind: "make", id, certificate, words });
    } catch (error) {
      waiting.delete(id);
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
