// Noto Sans's Devanagari files (from @fontsource/noto-sans) as a font installed on the device, for a Chromium started
// with the returned environment: `npm run bench:fonts` measures the Hindi pages with and without it, and the Hindi
// walk (test/e2e/hindiWalk.test.ts) checks their layout with Devanagari drawn in real glyphs rather than boxes.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";

/** A WOFF 1.0 file's font as the plain TrueType file a system installs (W3C WOFF 1.0, section 5). */
function sfntFromWoff(woff) {
  const tables = woff.readUInt16BE(12);
  const entries = [];
  for (let index = 0; index < tables; index += 1) {
    const at = 44 + index * 20;
    const [offset, compressed, length] = [
      woff.readUInt32BE(at + 4),
      woff.readUInt32BE(at + 8),
      woff.readUInt32BE(at + 12),
    ];
    const stored = woff.subarray(offset, offset + compressed);
    entries.push({
      tag: woff.subarray(at, at + 4),
      checksum: woff.readUInt32BE(at + 16),
      data: compressed < length ? inflateSync(stored) : stored,
    });
  }
  const header = Buffer.alloc(12 + 16 * tables);
  woff.copy(header, 0, 4, 8); // the flavour: the sfnt version
  const power = 2 ** Math.floor(Math.log2(tables));
  header.writeUInt16BE(tables, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(tables * 16 - power * 16, 10);
  const parts = [header];
  let offset = header.length;
  entries.forEach((entry, index) => {
    const at = 12 + index * 16;
    entry.tag.copy(header, at);
    header.writeUInt32BE(entry.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(entry.data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(entry.data.length / 4) * 4);
    entry.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  });
  return Buffer.concat(parts);
}

/**
 * A fontconfig setup in `dir`: the system's, plus Noto Sans's Devanagari files as if installed on the device. Returns
 * the environment (FONTCONFIG_FILE) to start Chromium with.
 */
export function withDevanagariFont(dir) {
  const fonts = path.join(dir, "fonts");
  rmSync(fonts, { recursive: true, force: true });
  const source = path.resolve("node_modules/@fontsource/noto-sans/files");
  mkdirSync(fonts, { recursive: true });
  for (const weight of [400, 700]) {
    const file = `noto-sans-devanagari-${weight}-normal`;
    writeFileSync(path.join(fonts, `${file}.ttf`), sfntFromWoff(readFileSync(path.join(source, `${file}.woff`))));
  }
  const conf = path.join(dir, "fonts.conf");
  writeFileSync(
    conf,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>\n  <dir>${fonts}</dir>\n` +
      `  <cachedir>${path.join(dir, "cache")}</cachedir>\n</fontconfig>\n`,
  );
  return { FONTCONFIG_FILE: conf };
}
