/** One glyph of shaped text, in font units: which glyph, which character it came from, and where it goes. */
export interface ShapedGlyph {
  id: number;
  /** The UTF-16 index in the text of the cluster (syllable) this glyph belongs to. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

/** A text shaping engine: turns a string into the glyphs a font asks for (conjuncts, reordered vowel signs, marks). */
export interface Shaper {
  /** Shapes `text` left to right with the font (a plain TrueType/OpenType file, not WOFF). */
  shape: (font: Uint8Array, text: string) => ShapedGlyph[];
}

interface HarfBuzzExports {
  memory: WebAssembly.Memory;
  malloc: (size: number) => number;
  free: (pointer: number) => void;
  hb_blob_create: (data: number, length: number, mode: number, userData: number, destroy: number) => number;
  hb_blob_destroy: (blob: number) => void;
  hb_face_create: (blob: number, index: number) => number;
  hb_face_destroy: (face: number) => void;
  hb_font_create: (face: number) => number;
  hb_font_destroy: (font: number) => void;
  hb_buffer_create: () => number;
  hb_buffer_destroy: (buffer: number) => void;
  hb_buffer_add_utf16: (buffer: number, text: number, length: number, offset: number, itemLength: number) => void;
  hb_buffer_guess_segment_properties: (buffer: number) => void;
  hb_buffer_get_length: (buffer: number) => number;
  hb_buffer_get_glyph_infos: (buffer: number, length: number) => number;
  hb_buffer_get_glyph_positions: (buffer: number, length: number) => number;
  hb_shape: (font: number, buffer: number, features: number, featureCount: number) => void;
  _initialize?: () => void;
  __wasm_call_ctors?: () => void;
}

const PAGE = 65536;
/** hb_glyph_info_t and hb_glyph_position_t are both five 32-bit words. */
const RECORD_WORDS = 5;
const READONLY = 1;

/**
 * HarfBuzz (the shaping engine of browsers and desktops), from the WebAssembly build shipped in the harfbuzzjs
 * package, called through its C interface. fontkit's own shaper leaves Kannada conjuncts apart, picks other Bengali
 * forms and throws on Telugu, Malayalam and Gurmukhi fonts; HarfBuzz is the reference those scripts are tested against.
 */
export async function createHarfBuzzShaper(wasm: ArrayBuffer | Uint8Array): Promise<Shaper> {
  // The module's memory, known once it is instantiated; it grows when HarfBuzz asks.
  const heap: { memory?: WebAssembly.Memory } = {};
  const imports = {
    env: {
      _abort_js: () => {
        throw new Error("The text shaping engine stopped.");
      },
      _emscripten_runtime_keepalive_clear: () => undefined,
      _setitimer_js: () => 0,
      emscripten_resize_heap: (requested: number) => {
        const { memory } = heap;
        if (!memory) return 0;
        try {
          memory.grow(Math.ceil((requested - memory.buffer.byteLength) / PAGE));
          return 1;
        } catch {
          return 0;
        }
      },
    },
    wasi_snapshot_preview1: {
      proc_exit: (code: number) => {
        throw new Error(`The text shaping engine exited (${code}).`);
      },
    },
  };
  const bytes = wasm instanceof Uint8Array ? wasm : new Uint8Array(wasm);
  const instance = await WebAssembly.instantiate(await WebAssembly.compile(bytes as BufferSource), imports);
  const hb = instance.exports as unknown as HarfBuzzExports;
  heap.memory = hb.memory;
  (hb._initialize ?? hb.__wasm_call_ctors)?.();

  const shape = (font: Uint8Array, text: string): ShapedGlyph[] => {
    const fontPointer = hb.malloc(font.byteLength);
    new Uint8Array(hb.memory.buffer).set(font, fontPointer);
    const blob = hb.hb_blob_create(fontPointer, font.byteLength, READONLY, 0, 0);
    const face = hb.hb_face_create(blob, 0);
    const hbFont = hb.hb_font_create(face);
    const textPointer = hb.malloc(text.length * 2 + 2);
    const units = new Uint16Array(hb.memory.buffer, textPointer, text.length);
    for (let index = 0; index < text.length; index++) units[index] = text.charCodeAt(index);
    const buffer = hb.hb_buffer_create();
    try {
      hb.hb_buffer_add_utf16(buffer, textPointer, text.length, 0, text.length);
      hb.hb_buffer_guess_segment_properties(buffer);
      hb.hb_shape(hbFont, buffer, 0, 0);
      const count = hb.hb_buffer_get_length(buffer);
      const infos = new Uint32Array(hb.memory.buffer, hb.hb_buffer_get_glyph_infos(buffer, 0), count * RECORD_WORDS);
      const positions = new Int32Array(
        hb.memory.buffer,
        hb.hb_buffer_get_glyph_positions(buffer, 0),
        count * RECORD_WORDS,
      );
      return Array.from({ length: count }, (_, index) => {
        const at = index * RECORD_WORDS;
        return {
          id: infos[at],
          cluster: infos[at + 2],
          xAdvance: positions[at],
          xOffset: positions[at + 2],
          yOffset: positions[at + 3],
        };
      });
    } finally {
      hb.hb_buffer_destroy(buffer);
      hb.free(textPointer);
      hb.hb_font_destroy(hbFont);
      hb.hb_face_destroy(face);
      hb.hb_blob_destroy(blob);
      hb.free(fontPointer);
    }
  };
  return { shape };
}
