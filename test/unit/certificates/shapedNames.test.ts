import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { DecompressionStream as NodeDecompressionStream } from "node:stream/web";
import fontkit, { type Font } from "@pdf-lib/fontkit";
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from "pdf-lib";
import { type CertificatePdfData, createCertificatePdf } from "../../../src/features/certificates/pdf/certificatePdf";
import { certificateWords } from "../../../src/features/certificates/pdf/certificateWords";
import { type FontFile, fontFileName } from "../../../src/features/certificates/pdf/fontSubsets";
import { createHarfBuzzShaper } from "../../../src/features/certificates/pdf/shaper";

const ROOT = path.join(__dirname, "../../..");
const fontPath = (file: FontFile) =>
  path.join(ROOT, "node_modules/@fontsource", file.family, "files", fontFileName(file));

// Browsers and Node have DecompressionStream; the test's DOM does not.
globalThis.DecompressionStream ??= NodeDecompressionStream as unknown as typeof DecompressionStream;

interface ReferenceGlyph {
  id: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** HarfBuzz's shaping of each text with the font, through harfbuzzjs's own interface in a child process. */
function referenceShaping(font: string, texts: string[]): Promise<ReferenceGlyph[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [path.join(ROOT, "test/support/harfbuzzReference.mjs")],
      { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`reference shaping failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout) as ReferenceGlyph[][]);
      },
    );
    child.stdin?.end(JSON.stringify({ font, texts }));
  });
}

const outline = (font: Font, glyphId: number) => font.getGlyph(glyphId).path.toSVG();

function streamBytes(page: PDFPage, object: unknown): Uint8Array {
  const stream = object instanceof PDFRef ? page.doc.context.lookup(object) : object;
  if (!(stream instanceof PDFRawStream)) throw new Error("not a stream");
  return decodePDFRawStream(stream).decode();
}

/**
 * The outlines of the glyphs the page draws, font by font in drawing order, read back from the PDF: the codes in its
 * text operators looked up in the font files embedded in it.
 */
async function drawnOutlines(pdf: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPage(0);
  const fonts = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  const program = streams.map((stream) => Buffer.from(streamBytes(page, stream)).toString("latin1")).join("\n");
  const embedded = new Map<string, Font | null>();
  const fontNamed = (name: string): Font | null => {
    if (!embedded.has(name)) {
      const dict = fonts?.lookup(PDFName.of(name), PDFDict);
      const descendant = dict?.lookupMaybe(PDFName.of("DescendantFonts"), PDFArray)?.lookup(0, PDFDict);
      const file = descendant?.lookup(PDFName.of("FontDescriptor"), PDFDict).get(PDFName.of("FontFile2"));
      embedded.set(name, file ? fontkit.create(Buffer.from(streamBytes(page, file))) : null);
    }
    return embedded.get(name) ?? null;
  };
  const runs: string[][] = [];
  let current: Font | null = null;
  const operators = /\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g;
  for (const [, fontName, shown, adjusted] of program.matchAll(operators)) {
    if (fontName) {
      current = fontNamed(fontName);
      runs.push([]);
      continue;
    }
    if (!current) continue;
    const hex = shown ?? [...adjusted.matchAll(/<([0-9a-fA-F]*)>/g)].map((match) => match[1]).join("");
    for (let at = 0; at + 4 <= hex.length; at += 4) {
      runs.at(-1)?.push(outline(current, parseInt(hex.slice(at, at + 4), 16)));
    }
  }
  return runs;
}

const containsInOrder = (haystack: string[], needle: string[]) =>
  haystack.some((_, start) => needle.every((item, offset) => haystack[start + offset] === item));

const NAMES: Array<{ script: string; name: string; file: FontFile }> = [
  { script: "Devanagari", name: "श्रीकृष्ण क्षत्रिय", file: { family: "noto-sans", subset: "devanagari" } },
  { script: "Bengali", name: "সৌমিত্র চট্টোপাধ্যায়", file: { family: "noto-sans-bengali", subset: "bengali" } },
  { script: "Tamil", name: "கிருஷ்ணமூர்த்தி ஸ்ரீநிவாசன்", file: { family: "noto-sans-tamil", subset: "tamil" } },
  { script: "Telugu", name: "శ్రీనివాస్ లక్ష్మి", file: { family: "noto-sans-telugu", subset: "telugu" } },
  { script: "Kannada", name: "ಲಕ್ಷ್ಮೀ ಪ್ರಸಾದ್", file: { family: "noto-sans-kannada", subset: "kannada" } },
  { script: "Malayalam", name: "ലക്ഷ്മി കൃഷ്ണൻ", file: { family: "noto-sans-malayalam", subset: "malayalam" } },
  { script: "Gujarati", name: "ક્ષિતિજ પ્રિયા", file: { family: "noto-sans-gujarati", subset: "gujarati" } },
  { script: "Gurmukhi", name: "ਪ੍ਰੀਤ ਸਿੰਘ", file: { family: "noto-sans-gurmukhi", subset: "gurmukhi" } },
  { script: "Oriya", name: "ଲକ୍ଷ୍ମୀ ପ୍ରିୟା", file: { family: "noto-sans-oriya", subset: "oriya" } },
];

async function render(name: string, language?: "en" | "hi") {
  const loaded: FontFile[] = [];
  let shaperLoads = 0;
  const data: CertificatePdfData = {
    id: "q3Vb8kLm2NpR7sTw9xYz1A",
    name,
    event: "Capture The Flag",
    edition: "Codefest '20",
    issuedOn: "21 November 2026",
    verifyUrl: "http://localhost/certificates/q3Vb8kLm2NpR7sTw9xYz1A",
    language,
  };
  const pdf = await createCertificatePdf(
    data,
    await certificateWords(data),
    async (file) => {
      loaded.push(file);
      return new Uint8Array(await readFile(fontPath(file)));
    },
    async () => {
      shaperLoads += 1;
      return createHarfBuzzShaper(await readFile(path.join(ROOT, "node_modules/harfbuzzjs/dist/harfbuzz.wasm")));
    },
  );
  return { pdf, loaded, shaperLoads };
}

describe("certificate names in the scripts of India", () => {
  it.each(NAMES)("draws a $script name with the glyphs HarfBuzz shapes it into", async ({ name, file }) => {
    const { pdf, loaded, shaperLoads } = await render(name);
    expect(loaded).toEqual([{ family: "noto-sans", subset: "latin" }, file]);
    expect(shaperLoads).toBe(1);

    const words = name.split(" ");
    const reference = await referenceShaping(fontPath(file), words);
    const original = fontkit.create(await readFile(fontPath(file)));
    const drawn = (await drawnOutlines(pdf)).flat();
    const unshapedWords = words.filter((word, index) => {
      const shaped = reference[index].map((glyph) => outline(original, glyph.id));
      const unshaped = [...word].map((char) =>
        outline(original, original.glyphForCodePoint(char.codePointAt(0) ?? 0).id),
      );
      expect(containsInOrder(drawn, shaped)).toBe(true);
      return JSON.stringify(shaped) === JSON.stringify(unshaped);
    });
    // The name needs shaping: its characters' own glyphs, one after another, are not what HarfBuzz gives.
    expect(unshapedWords.length).toBeLessThan(words.length);
  });

  it("loads neither the shaping engine nor another font for a Latin name", async () => {
    const { loaded, shaperLoads } = await render("Asha Verma");
    expect(loaded).toEqual([{ family: "noto-sans", subset: "latin" }]);
    expect(shaperLoads).toBe(0);
  });

  it("draws a Hindi certificate's own words with the glyphs HarfBuzz shapes them into", async () => {
    const { pdf, loaded, shaperLoads } = await render("Asha Verma", "hi");
    const devanagari: FontFile = { family: "noto-sans", subset: "devanagari" };
    expect(loaded).toEqual([{ family: "noto-sans", subset: "latin" }, devanagari]);
    expect(shaperLoads).toBe(1);
    // Conjuncts (प्र, त्र, क्ष), a vowel sign drawn before its consonant (ि) and one above the line (ें).
    const words = ["भागीदारी", "प्रमाणपत्र", "प्रमाणित", "किया", "इवेंट", "लिया"];
    const reference = await referenceShaping(fontPath(devanagari), words);
    const original = fontkit.create(await readFile(fontPath(devanagari)));
    const drawn = (await drawnOutlines(pdf)).flat();
    for (const glyphs of reference) {
      expect(
        containsInOrder(
          drawn,
          glyphs.map((glyph) => outline(original, glyph.id)),
        ),
      ).toBe(true);
    }
  });
});
