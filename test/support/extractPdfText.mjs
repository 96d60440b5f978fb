// Reads a PDF from standard input and prints, as JSON, each page's size, the text items pdfjs-dist
// extracts from it with their positions in points, and the URLs its links open.
// Run as a child process: Jest cannot load pdfjs-dist's ES modules in its CommonJS sandbox.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pages = [];
for (let number = 1; number <= pdf.numPages; number += 1) {
  const page = await pdf.getPage(number);
  const content = await page.getTextContent();
  const [, , width, height] = page.view;
  const items = content.items
    .filter((item) => "str" in item)
    .map((item) => ({
      str: item.str,
      x: item.transform[4],
      y: item.transform[5],
      width: item.width,
      height: item.height,
    }));
  const links = (await page.getAnnotations()).filter((note) => note.subtype === "Link").map((note) => note.url);
  pages.push({ width, height, items, links });
}
process.stdout.write(JSON.stringify({ pages }));
