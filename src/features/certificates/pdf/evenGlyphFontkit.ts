import fontkit, { type Subset } from "@pdf-lib/fontkit";

/** A byte buffer of the polyfill fontkit bundles; padding must keep its class for fontkit's encoder. */
interface FontkitBuffer extends Uint8Array {
  constructor: { alloc: (size: number) => FontkitBuffer; concat: (parts: FontkitBuffer[]) => FontkitBuffer };
}

/** The TrueType subsetter's internals that the padding below touches. */
interface TrueTypeSubset {
  glyf?: FontkitBuffer[];
  offset: number;
  _addGlyph?: (glyphId: number) => number;
}

/**
 * fontkit's TrueType subsetter copies each glyph's bytes as they are, then writes short offsets (halved) when the
 * subset is small; a font with odd-length glyphs, such as Noto Sans Arabic, then loses every glyph after the first odd
 * one. Padding each copied glyph to an even length (which the TrueType format allows) keeps the offsets exact.
 */
function padGlyphs(subset: Subset): Subset {
  const target = subset as Subset & TrueTypeSubset;
  const addGlyph = target._addGlyph?.bind(target);
  if (!addGlyph) return subset;
  target._addGlyph = (glyphId) => {
    const index = addGlyph(glyphId);
    const glyphs = target.glyf ?? [];
    const last = glyphs.length - 1;
    const bytes = glyphs[last];
    if (bytes && bytes.length % 2 === 1) {
      glyphs[last] = bytes.constructor.concat([bytes, bytes.constructor.alloc(1)]);
      target.offset += 1;
    }
    return index;
  };
  return subset;
}

/** fontkit for pdf-lib, with subsets whose glyph offsets stay exact. */
export const evenGlyphFontkit: typeof fontkit = {
  ...fontkit,
  create(buffer, postscriptName) {
    const font = fontkit.create(buffer, postscriptName);
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => padGlyphs(createSubset());
    return font;
  },
};
