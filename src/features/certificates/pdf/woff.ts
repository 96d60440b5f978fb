const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * The plain OpenType file inside a WOFF 1 file (each table zlib-compressed on its own), as the shaping engine reads
 * only plain files; pdf-lib keeps embedding the WOFF file itself.
 */
export async function sfntFromWoff(woff: Uint8Array): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) return woff;
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const entry = HEADER + index * WOFF_ENTRY;
      const offset = view.getUint32(entry + 4);
      const stored = woff.subarray(offset, offset + view.getUint32(entry + 8));
      const length = view.getUint32(entry + 12);
      const data = stored.length < length ? await inflate(stored) : stored;
      return { tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data };
    }),
  );
  let size = 12 + SFNT_ENTRY * count;
  const offsets = tables.map((table) => {
    const offset = size;
    size += (table.data.length + 3) & ~3;
    return offset;
  });
  const sfnt = new Uint8Array(size);
  const out = new DataView(sfnt.buffer);
  out.setUint32(0, view.getUint32(4));
  out.setUint16(4, count);
  tables.forEach((table, index) => {
    const entry = 12 + SFNT_ENTRY * index;
    out.setUint32(entry, table.tag);
    out.setUint32(entry + 4, table.checksum);
    out.setUint32(entry + 8, offsets[index]);
    out.setUint32(entry + 12, table.data.length);
    sfnt.set(table.data, offsets[index]);
  });
  return sfnt;
}
