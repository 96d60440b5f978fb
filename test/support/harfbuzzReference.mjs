// Reads {"font": path of a WOFF file, "texts": [...]} from standard input and prints, as JSON, HarfBuzz's shaping of
// each text with that font: glyph ids and positions in font units. It uses harfbuzzjs's own JavaScript interface, apart
// from the app's shaper, as the reference a certificate's glyphs are compared with.
// Run as a child process: Jest cannot load harfbuzzjs's ES module (top-level await) in its CommonJS sandbox.
import { readFileSync } from "node:fs";
import { inflateSync } from "node:zlib";
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from "harfbuzzjs";

/** The plain OpenType file inside a WOFF 1 file. */
function sfnt(woff) {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = view.getUint32(entry + 4);
    const stored = woff.subarray(offset, offset + view.getUint32(entry + 8));
    const data = stored.length < view.getUint32(entry + 12) ? new Uint8Array(inflateSync(stored)) : stored;
    return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
  });
  let size = 12 + 16 * count;
  const offsets = tables.map((table) => {
    const offset = size;
    size += (table.data.length + 3) & ~3;
    return offset;
  });
  const out = new Uint8Array(size);
  const write = new DataView(out.buffer);
  write.setUint32(0, view.getUint32(4));
  write.setUint16(4, count);
  tables.forEach((table, index) => {
    write.setUint32(12 + 16 * index, table.tag);
    write.setUint32(16 + 16 * index, table.checksum);
    write.setUint32(20 + 16 * index, offsets[index]);
    write.setUint32(24 + 16 * index, table.data.length);
    out.set(table.data, offsets[index]);
  });
  return out;
}

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const request = JSON.parse(Buffer.concat(chunks).toString("utf8"));
const font = new Font(new Face(new Blob(sfnt(new Uint8Array(readFileSync(request.font))))));
const shaped = request.texts.map((text) => {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  const positions = buffer.getGlyphPositions();
  return buffer.getGlyphInfos().map((info, index) => ({ id: info.codepoint, ...positions[index] }));
});
process.stdout.write(JSON.stringify(shaped));
