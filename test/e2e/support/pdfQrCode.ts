import { readFile } from "node:fs/promises";
import type { Browser } from "./fixtures";

// A made-up origin the browser never resolves: every request to it is answered below, from this machine's files.
const HOST = "http://pdf-render.invalid";

// The decoder and the renderer, served to the page as they are published (jsQR's browser build defines window.jsQR).
const FILES: Record<string, { file: string; type: string }> = {
  "/pdf.mjs": { file: require.resolve("pdfjs-dist/legacy/build/pdf.min.mjs"), type: "text/javascript" },
  "/pdf.worker.mjs": {
    file: require.resolve("pdfjs-dist/legacy/build/pdf.worker.min.mjs"),
    type: "text/javascript",
  },
  "/jsQR.js": { file: require.resolve("jsqr/dist/jsQR.js"), type: "text/javascript" },
};

const PAGE = `<!doctype html><html><head><script src="/jsQR.js"></script></head><body><canvas></canvas></body></html>`;

/**
 * What a phone's camera would read off the PDF's first page: pdfjs-dist draws the page in Chromium, as pixels, at
 * `scale` device pixels per point, and jsQR (an independent decoder) looks for a QR code in them. The QR code's text,
 * or null when none is found.
 */
export async function readQrCodeFromPdf(browser: Browser, pdf: Uint8Array, scale = 3): Promise<string | null> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${HOST}/**`, async (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === "/") return route.fulfill({ contentType: "text/html", body: PAGE });
      if (pathname === "/certificate.pdf")
        return route.fulfill({ contentType: "application/pdf", body: Buffer.from(pdf) });
      const served = FILES[pathname];
      if (!served) return route.fulfill({ status: 404, body: "" });
      return route.fulfill({ contentType: served.type, body: await readFile(served.file) });
    });
    await page.goto(`${HOST}/`);
    return await page.evaluate(
      async ({ host, pageScale }) => {
        const pdfjs = await import(`${host}/pdf.mjs`);
        pdfjs.GlobalWorkerOptions.workerSrc = `${host}/pdf.worker.mjs`;
        const document = await pdfjs.getDocument({ url: `${host}/certificate.pdf` }).promise;
        const first = await document.getPage(1);
        const viewport = first.getViewport({ scale: pageScale });
        const canvas = window.document.querySelector("canvas") as HTMLCanvasElement;
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        const drawing = canvas.getContext("2d") as CanvasRenderingContext2D;
        await first.render({ canvasContext: drawing, viewport }).promise;
        const pixels = drawing.getImageData(0, 0, canvas.width, canvas.height);
        const decode = (window as unknown as { jsQR: (data: Uint8ClampedArray, w: number, h: number) => unknown }).jsQR;
        const code = decode(pixels.data, pixels.width, pixels.height) as { data: string } | null;
        return code ? code.data : null;
      },
      { host: HOST, pageScale: scale },
    );
  } finally {
    await context.close();
  }
}
