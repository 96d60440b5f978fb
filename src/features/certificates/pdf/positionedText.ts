import type { Font, TypeFeatures } from "@pdf-lib/fontkit";
import {
  beginText,
  endText,
  type PDFFont,
  PDFHexString,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
  setFillingColor,
  setFontAndSize,
  moveText,
} from "pdf-lib";

const GLYPH_ID_HEX = 4;

/**
 * Draws shaped text with the horizontal mark offsets its font asks for. pdf-lib's drawText places every glyph at the
 * end of the one before, which leaves Arabic dots and vowel marks beside their letter; one TJ operator with a shift
 * before each glyph puts them where the font's GPOS table says, and the text stays one selectable string.
 */
export function drawPositionedText(
  page: PDFPage,
  text: string,
  options: { x: number; y: number; size: number; font: PDFFont; layout: Font; features?: TypeFeatures; color: RGB },
) {
  const { glyphs, positions } = options.layout.layout(text, options.features);
  const hex = options.font.encodeText(text).asString();
  if (hex.length !== glyphs.length * GLYPH_ID_HEX) {
    page.drawText(text, options);
    return;
  }
  const toThousandths = 1000 / options.layout.unitsPerEm;
  const parts: Array<PDFHexString | PDFNumber> = [];
  // Where each glyph should start, in font units from the run's start, and where the previous one left the pen.
  let pen = 0;
  let drawnEnd = 0;
  glyphs.forEach((glyph, index) => {
    const start = pen + positions[index].xOffset;
    const shift = drawnEnd - start;
    if (Math.abs(shift) > 0.5) parts.push(PDFNumber.of(Math.round(shift * toThousandths)));
    parts.push(PDFHexString.of(hex.slice(index * GLYPH_ID_HEX, (index + 1) * GLYPH_ID_HEX)));
    drawnEnd = start + glyph.advanceWidth;
    pen += positions[index].xAdvance;
  });
  const key = page.node.newFontDictionary(options.font.name, options.font.ref);
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    setFillingColor(options.color),
    setFontAndSize(key, options.size),
    moveText(options.x, options.y),
    PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(parts)]),
    endText(),
    popGraphicsState(),
  );
}
