import type { Font, Glyph } from "@pdf-lib/fontkit";
import {
  beginText,
  endText,
  type PDFFont,
  PDFHexString,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setFontAndSize,
  setTextRise,
  moveText,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
} from "pdf-lib";
import type { ShapedGlyph, Shaper } from "./shaper";

/** The parts of pdf-lib's subsetting font embedder that drawing chosen glyph ids needs (it only encodes strings). */
interface SubsetEmbedder {
  font: Font;
  subset: { includeGlyph: (glyph: Glyph) => number };
  glyphs: Glyph[];
  glyphIdMap: Map<number, number>;
  glyphCache: { invalidate: () => void };
}

/** A font whose text is shaped by the engine and drawn glyph by glyph at the positions the engine gives. */
export interface ShapedFont {
  shape: (text: string) => ShapedGlyph[];
  widthOf: (text: string, size: number) => number;
  draw: (page: PDFPage, text: string, options: { x: number; y: number; size: number; color: RGB }) => void;
}

/**
 * The characters each glyph stands for when the text is copied: a glyph that is a character's own glyph in the font
 * stands for it; the characters left over in a syllable (those a conjunct or ligature took in) go to its first glyph
 * that has none, else its first glyph.
 */
function codePointsOf(text: string, glyphs: ShapedGlyph[], font: Font): number[][] {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster))].sort((a, b) => a - b);
  const result: number[][] = glyphs.map(() => []);
  for (const cluster of starts) {
    const end = starts.find((start) => start > cluster) ?? text.length;
    const members = glyphs.flatMap((glyph, index) => (glyph.cluster === cluster ? [index] : []));
    const left: number[] = [];
    for (const char of text.slice(cluster, end)) {
      const codePoint = char.codePointAt(0) ?? 0;
      const own = font.glyphForCodePoint(codePoint).id;
      const owner = members.find((index) => glyphs[index].id === own && result[index].length === 0);
      if (owner === undefined) left.push(codePoint);
      else result[owner].push(codePoint);
    }
    const target = members.find((index) => result[index].length === 0) ?? members[0];
    result[target].push(...left);
  }
  return result;
}

export function shapedFont(pdfFont: PDFFont, plainFont: Uint8Array, shaper: Shaper): ShapedFont {
  const embedder = (pdfFont as unknown as { embedder: SubsetEmbedder }).embedder;
  const unitsPerEm = embedder.font.unitsPerEm;
  const cache = new Map<string, ShapedGlyph[]>();
  const shape = (text: string) => {
    let glyphs = cache.get(text);
    if (!glyphs) {
      glyphs = shaper.shape(plainFont, text);
      cache.set(text, glyphs);
    }
    return glyphs;
  };

  /** Adds the glyphs to the embedded subset (with their text for copying) and returns their codes in it. */
  const encode = (text: string, glyphs: ShapedGlyph[]) => {
    const codePoints = codePointsOf(text, glyphs, embedder.font);
    const codes = glyphs.map((shaped, index) => {
      const glyph = embedder.font.getGlyph(shaped.id, codePoints[index]);
      const code = embedder.subset.includeGlyph(glyph);
      embedder.glyphs[code - 1] = glyph;
      embedder.glyphIdMap.set(glyph.id, code);
      return code;
    });
    embedder.glyphCache.invalidate();
    return codes;
  };

  return {
    shape,
    widthOf: (text, size) => (shape(text).reduce((sum, glyph) => sum + glyph.xAdvance, 0) * size) / unitsPerEm,
    draw(page, text, { x, y, size, color }) {
      const glyphs = shape(text);
      const codes = encode(text, glyphs);
      const scale = size / unitsPerEm;
      const key = page.node.newFontDictionary(pdfFont.name, pdfFont.ref);
      const operators = [pushGraphicsState(), beginText(), setFillingColor(color), setFontAndSize(key, size)];
      operators.push(moveText(x, y));
      // One TJ array per stretch of glyphs at one height, with a shift before a glyph that does not start where the
      // one before it ended, so the name stays one string for copying and search; Ts raises or lowers marks.
      let parts: Array<PDFHexString | PDFNumber> = [];
      let rise = 0;
      let pen = 0;
      let drawnEnd = 0;
      const flush = () => {
        if (parts.length)
          operators.push(PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(parts)]));
        parts = [];
      };
      glyphs.forEach((glyph, index) => {
        if (glyph.yOffset !== rise) {
          flush();
          rise = glyph.yOffset;
          operators.push(setTextRise(rise * scale));
        }
        const start = pen + glyph.xOffset;
        const shift = drawnEnd - start;
        if (Math.abs(shift) > 0.5) parts.push(PDFNumber.of(Math.round((shift * 1000) / unitsPerEm)));
        parts.push(PDFHexString.of(codes[index].toString(16).padStart(4, "0")));
        drawnEnd = start + embedder.font.getGlyph(glyph.id).advanceWidth;
        pen += glyph.xAdvance;
      });
      flush();
      operators.push(endText(), popGraphicsState());
      page.pushOperators(...operators);
    },
  };
}
