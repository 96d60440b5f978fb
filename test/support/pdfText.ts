import { execFile } from "node:child_process";
import path from "node:path";

export interface PdfTextItem {
  str: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfText {
  pages: Array<{ width: number; height: number; items: PdfTextItem[]; links: string[] }>;
}

/** The text pdfjs-dist extracts from a PDF, page by page, item by item. */
export function extractPdfText(bytes: Uint8Array): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(__dirname, "extractPdfText.mjs")],
      { cwd: path.join(__dirname, "..", ".."), maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf text extraction failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as PdfText);
      },
    );
    child.stdin?.end(Buffer.from(bytes));
  });
}

/** A page's text as one string, items joined by spaces. */
export const pageText = (text: PdfText, page = 0) => text.pages[page].items.map((item) => item.str).join(" ");
