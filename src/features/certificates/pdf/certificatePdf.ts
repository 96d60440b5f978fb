import "regenerator-runtime/runtime.js";
import type { Font } from "@pdf-lib/fontkit";
import {
  fill,
  PDFDocument,
  type PDFFont,
  PDFName,
  type PDFPage,
  PDFString,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
  StandardFonts,
} from "pdf-lib";
import { create as createQr } from "qrcode";
import { DEFAULT_LANGUAGE, type Language } from "../../../i18n/languages";
import { evenGlyphFontkit } from "./evenGlyphFontkit";
import { type FontFile, fontFilesFor, needsShaping } from "./fontSubsets";
import { drawPositionedText } from "./positionedText";
import { type ShapedFont, shapedFont } from "./shapedText";
import type { Shaper } from "./shaper";
import { fittingSize, type Run, type RunFont, splitInTwo, splitRuns, tidy, visualOrder } from "./textRuns";
import { sfntFromWoff } from "./woff";

/** What one certificate shows. */
export interface CertificatePdfData {
  id: string;
  name: string;
  event: string;
  edition: string;
  /** Already formatted for people, e.g. "21 November 2026". */
  issuedOn: string;
  verifyUrl: string;
  /** A certificate of merit's rank (1 to 3); absent or null for participation. */
  rank?: number | null;
  /**
   * The language of the certificate's own words (its recipient's: the app's); English when absent. The names (the
   * holder's, the event's, the festival's) stay as they are.
   */
  language?: Language;
}

/** A certificate's own words, in its language, as the PDF maker draws them (put together by `certificateWords.ts`). */
export interface CertificateWords {
  /** The holder's name as printed: tidied, or "Participant" when there is none. */
  name: string;
  /** "Certificate of participation" or "Certificate of merit". */
  title: string;
  /** "This is to certify that". */
  certify: string;
  /** "took part in", "is the Winner of", "took 2nd place in". */
  achieved: string;
  closing: string;
  idLine: string;
  verifyLine: string;
  /** The PDF's title and subject (its properties). */
  documentTitle: string;
  subject: string;
}

/** Reads one Noto font file (WOFF: pdf-lib's fontkit cannot subset WOFF2 files). */
export type FontLoader = (file: FontFile) => Promise<ArrayBuffer | Uint8Array>;

/** Reads the text shaping engine; called only when a text is in one of India's scripts. */
export type ShaperLoader = () => Promise<Shaper>;

// A4 landscape in points; every line stays inside MARGIN, well clear of a printer's unprintable edge.
const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 72;
const TEXT_WIDTH = WIDTH - 2 * MARGIN;
const INK = rgb(0.1, 0.14, 0.28);
const MUTED = rgb(0.33, 0.36, 0.44);
const ACCENT = rgb(0.72, 0.53, 0.16);

interface NotoFont extends RunFont {
  pdfFont: PDFFont;
  /** Set for Arabic, whose marks need the font's own positions. */
  layout?: Font;
  /** Set for India's scripts, whose conjuncts and vowel signs the shaping engine forms. */
  shaped?: ShapedFont;
}

async function embedNoto(
  doc: PDFDocument,
  texts: string[],
  load: FontLoader,
  loadShaper: ShaperLoader,
): Promise<NotoFont[]> {
  const fonts: NotoFont[] = [];
  let shaper: Promise<Shaper> | undefined;
  for (const file of fontFilesFor(texts)) {
    // Latin-script subsets have every accented letter precomposed; letting ccmp split them into base + mark leaves
    // marks without a character, which copy as control characters. The other scripts need their full shaping.
    const features = file.family === "noto-sans" && file.subset !== "devanagari" ? { ccmp: false } : undefined;
    // The plain OpenType file: fontkit reads a WOFF's tables by inflating them again at every access, once per glyph
    // for the outlines (a quarter of a certificate's making, docs/performance.md); unpacked once here, natively.
    const bytes = await sfntFromWoff(new Uint8Array(await load(file)));
    const pdfFont = await doc.embedFont(bytes, { subset: true, features });
    const characters = new Set(pdfFont.getCharacterSet());
    const covers = (codePoint: number) => characters.has(codePoint);
    if (needsShaping(file)) {
      shaper ??= loadShaper();
      const shaped = shapedFont(pdfFont, bytes, await shaper);
      fonts.push({ pdfFont, shaped, covers, widthOf: shaped.widthOf });
      continue;
    }
    fonts.push({
      pdfFont,
      layout: file.family === "noto-sans-arabic" ? evenGlyphFontkit.create(bytes) : undefined,
      covers,
      widthOf: (text, size) => pdfFont.widthOfTextAtSize(text, size),
    });
  }
  return fonts;
}

/** Draws the runs centred on one line; returns where the line starts and how wide it is. */
function drawCentredRuns(page: PDFPage, logicalRuns: Run<NotoFont>[], y: number, size: number, color = INK) {
  const runs = visualOrder(logicalRuns);
  const widths = runs.map((run) => run.font.widthOf(run.text, size));
  const width = widths.reduce((sum, runWidth) => sum + runWidth, 0);
  let x = (WIDTH - width) / 2;
  runs.forEach((run, index) => {
    const { pdfFont: font, layout, shaped } = run.font;
    if (shaped) shaped.draw(page, run.text, { x, y, size, color });
    else if (layout) drawPositionedText(page, run.text, { x, y, size, font, layout, color });
    else page.drawText(run.text, { x, y, size, font, color });
    x += widths[index];
  });
  return { x: (WIDTH - width) / 2, width };
}

/** Makes a rectangle of the page open `url` when clicked (pdf-lib has no high-level call for links). */
function addLink(doc: PDFDocument, page: PDFPage, rect: [number, number, number, number], url: string) {
  const link = doc.context.register(
    doc.context.obj({
      Type: "Annot",
      Subtype: "Link",
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: "Action", S: "URI", URI: PDFString.of(url) },
    }),
  );
  page.node.set(PDFName.of("Annots"), doc.context.obj([link]));
}

function drawCentred(page: PDFPage, text: string, y: number, size: number, font: PDFFont, color = INK) {
  const fitted = Math.min(size, (size * TEXT_WIDTH) / font.widthOfTextAtSize(text, size));
  page.drawText(text, { x: (WIDTH - font.widthOfTextAtSize(text, fitted)) / 2, y, size: fitted, font, color });
}

/** The name on one line when it fits at a readable size, else on two lines split at a space, shrunk to fit. */
function drawName(page: PDFPage, name: string, fonts: NotoFont[]) {
  const runs = splitRuns(name, fonts);
  const size = fittingSize(runs, 44, TEXT_WIDTH);
  const halves = size < 24 ? splitInTwo(name) : null;
  if (!halves) {
    drawCentredRuns(page, runs, 330, size);
    return;
  }
  const lines = halves.map((half) => splitRuns(half, fonts));
  const lineSize = Math.min(...lines.map((line) => fittingSize(line, 30, TEXT_WIDTH)));
  drawCentredRuns(page, lines[0], 340, lineSize);
  drawCentredRuns(page, lines[1], 340 - lineSize * 1.25, lineSize);
}

function drawFrame(page: PDFPage) {
  page.drawRectangle({ x: 28, y: 28, width: WIDTH - 56, height: HEIGHT - 56, borderColor: ACCENT, borderWidth: 3 });
  page.drawRectangle({ x: 38, y: 38, width: WIDTH - 76, height: HEIGHT - 76, borderColor: ACCENT, borderWidth: 0.75 });
}

const QR_SIZE = 76;

/**
 * A QR code of the verification page, bottom left inside the frame, drawn as vector squares (no image): each row's
 * runs of dark modules as one rectangle, all filled at once (one rectangle per module with its own graphics state was
 * a tenth of the certificate's making).
 */
function drawQrCode(page: PDFPage, url: string) {
  const { modules } = createQr(url, { errorCorrectionLevel: "M" });
  // Four modules of quiet zone on a white square, so a camera finds the code on any paper.
  const cell = QR_SIZE / (modules.size + 8);
  const left = 50;
  const bottom = 50;
  page.drawRectangle({ x: left, y: bottom, width: QR_SIZE, height: QR_SIZE, color: rgb(1, 1, 1) });
  const squares = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (!modules.get(row, column)) continue;
      const start = column;
      while (column + 1 < modules.size && modules.get(row, column + 1)) column++;
      const y = bottom + QR_SIZE - (row + 5) * cell;
      squares.push(rectangle(left + (start + 4) * cell, y, (column - start + 1) * cell, cell));
    }
  }
  page.pushOperators(pushGraphicsState(), setFillingRgbColor(0, 0, 0), ...squares, fill(), popGraphicsState());
}

/**
 * A line of the certificate's own words, centred: in English in the serif of the certificate's design (its standard
 * fonts know only Latin letters), in any other language in Noto, shaped like the names (Devanagari's conjuncts).
 */
function drawWords(
  page: PDFPage,
  words: { text: string; language: Language; noto: NotoFont[] },
  y: number,
  size: number,
  serif: PDFFont,
  color = INK,
) {
  if (words.language === DEFAULT_LANGUAGE) {
    drawCentred(page, words.text, y, size, serif, color);
    return;
  }
  const runs = splitRuns(words.text, words.noto);
  drawCentredRuns(page, runs, y, fittingSize(runs, size, TEXT_WIDTH), color);
}

/** The standard fonts every certificate's words are set in (English): their metrics are unpacked once, then kept. */
const SERIFS = [StandardFonts.TimesRomanBold, StandardFonts.TimesRomanItalic];

/**
 * Unpacks ahead of a first certificate what every one draws with: the serif's metrics (about a fifth of a first
 * certificate's making in the PDF maker's worker, docs/performance.md). The fonts keep them for every later document.
 */
export async function prepareCertificatePdf(): Promise<void> {
  const doc = await PDFDocument.create();
  for (const serif of SERIFS) await doc.embedFont(serif);
}

/**
 * The certificate as PDF bytes: one A4 landscape page of real, selectable text. Its words come put together in its
 * language (`certificateWords`), so this module needs none of the app's message code (it runs in a worker).
 */
export async function createCertificatePdf(
  data: CertificatePdfData,
  words: CertificateWords,
  loadFont: FontLoader,
  loadShaper: ShaperLoader,
): Promise<Uint8Array> {
  const language = data.language ?? DEFAULT_LANGUAGE;
  const { name, title, certify, achieved, closing, idLine, verifyLine } = words;
  const event = tidy(data.event);
  const doc = await PDFDocument.create();
  doc.registerFontkit(evenGlyphFontkit);
  doc.setTitle(words.documentTitle);
  doc.setSubject(words.subject);
  doc.setCreator(data.edition);
  doc.setLanguage(language);
  const texts = [name, event, data.edition, closing, idLine, verifyLine];
  if (language !== DEFAULT_LANGUAGE) texts.push(title, certify, achieved);
  const noto = await embedNoto(doc, texts, loadFont, loadShaper);
  const [serifBold, serifItalic] = await Promise.all(SERIFS.map((serif) => doc.embedFont(serif)));
  const page = doc.addPage([WIDTH, HEIGHT]);
  drawFrame(page);

  drawCentredRuns(page, splitRuns(data.edition.toUpperCase(), noto), 490, 16);
  drawWords(page, { text: title, language, noto }, 435, 38, serifBold);
  drawWords(page, { text: certify, language, noto }, 392, 18, serifItalic, MUTED);
  drawName(page, name, noto);
  page.drawLine({ start: { x: 170, y: 300 }, end: { x: WIDTH - 170, y: 300 }, thickness: 0.75, color: ACCENT });
  drawWords(page, { text: achieved, language, noto }, 262, 18, serifItalic, MUTED);
  const eventRuns = splitRuns(event, noto);
  drawCentredRuns(page, eventRuns, 222, fittingSize(eventRuns, 28, TEXT_WIDTH));
  const closingRuns = splitRuns(closing, noto);
  drawCentredRuns(page, closingRuns, 186, fittingSize(closingRuns, 14, TEXT_WIDTH));

  const idRuns = splitRuns(idLine, noto);
  drawCentredRuns(page, idRuns, 96, fittingSize(idRuns, 10, TEXT_WIDTH));
  const verifyRuns = splitRuns(verifyLine, noto);
  // Clear of the QR code in the corner.
  const verifySize = fittingSize(verifyRuns, 10, TEXT_WIDTH - 2 * QR_SIZE);
  const { x, width } = drawCentredRuns(page, verifyRuns, 80, verifySize);
  addLink(doc, page, [x, 80 - verifySize * 0.3, x + width, 80 + verifySize], data.verifyUrl);
  drawQrCode(page, data.verifyUrl);
  return doc.save();
}
