import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { CsvError, type Info, parse } from "csv-parse";
import { stringify } from "csv-stringify";
import { csvDelimiter } from "../../../contract/csvDelimiter";
import { InvalidInputError } from "./errors";

/**
 * The product's one CSV writer: every CSV file the product gives out (the console's exports, and any export added later)
 * is written by `csvStream`. The console builds no CSV of its own; it saves the bytes the API sends.
 */

/**
 * What makes a field quoted, whatever delimiter the spreadsheet that opens the file splits on: a line break (CR or LF),
 * a comma, a semicolon, a tab or a double quote. By itself csv-stringify quotes only the delimiter it writes and the
 * record delimiter (CRLF), so a lone LF or a semicolon would go out bare.
 */
const NEEDS_QUOTES = /[\r\n,;\t"]/;

/**
 * What makes a spreadsheet read a cell as a formula when it comes first: `=`, `+`, `-`, `@` (or their full-width
 * forms, which some spreadsheets read as the same), a tab, or a CR that does not end a CRLF line break.
 */
const FORMULA = String.raw`(?:[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]|\r(?!\n))`;
const FIELD_FORMULA = new RegExp(`^(?=${FORMULA})`);
/**
 * Where a spreadsheet may start a cell inside a field: after a line break (CRLF, LF or CR), and after a semicolon or a
 * tab, which a spreadsheet set to split on them does inside a field that does not start its record (a quote counts
 * only at the start of a cell); quotes there are skipped, as such a spreadsheet would read them.
 */
const INNER_FORMULA = new RegExp(String.raw`(\r\n|\n|\r|;|\t)("*)(?=${FORMULA})`, "g");

/**
 * A text cell a spreadsheet shows as text, with whichever delimiter it splits on: the field's start, and every place
 * inside it where a cell could start, get an apostrophe before a character that would start a formula.
 */
const formulaSafe = (text: string) => text.replace(INNER_FORMULA, "$1$2'").replace(FIELD_FORMULA, "'");

type Cell = string | number | boolean | Date | null;

/**
 * A CSV download as a stream: UTF-8 with a byte order mark, CRLF lines, formula-safe text cells (`formulaSafe`), fields
 * quoted as `NEEDS_QUOTES` says (RFC 4180: a quote inside is doubled), booleans as true/false and times in ISO 8601.
 * The header row is written as given. Rows are pulled from `batches` only as fast as the client reads (backpressure),
 * so memory stays flat whatever the export's size; destroying the stream stops the batches.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: "windows",
    quoted_match: NEEDS_QUOTES,
    cast: {
      string: formulaSafe,
      boolean: (value) => (value ? "true" : "false"),
      date: (value) => value.toISOString(),
    },
  });
  const rows = Readable.from(
    (async function* () {
      for await (const batch of batches) yield* batch;
    })(),
  );
  rows.on("error", (error) => stringifier.destroy(error));
  stringifier.on("close", () => rows.destroy());
  return rows.pipe(stringifier);
}

export const CSV_MESSAGES = {
  notUtf8:
    "The file is not UTF-8 text (a spreadsheet saved it in another encoding): in the spreadsheet, save it as " +
    '"CSV UTF-8 (comma delimited)" and upload that file.',
  utf16:
    'The file is UTF-16 text (what spreadsheets save as "Unicode text"): in the spreadsheet, save it as ' +
    '"CSV UTF-8 (comma delimited)" and upload that file.',
  nul:
    "The file contains NUL bytes, so it is not a text file (or it is UTF-16 without a byte order mark): save it as " +
    '"CSV UTF-8 (comma delimited)" and upload that file.',
  malformed: (line: number, why: string) =>
    `The file is not valid CSV at line ${line} (${why}): save it as "CSV UTF-8 (comma delimited)" and upload it again.`,
} as const;

const UTF8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * An uploaded file's text: UTF-8, with or without a byte order mark (dropped). Anything else is a 400 field error under
 * `field` that says what to do: UTF-16 (a spreadsheet's "Unicode text", recognised by its byte order mark), legacy code
 * pages such as Latin-1, and any NUL character (UTF-16 without a mark). The console's upload reads the file in the
 * browser, which decodes UTF-16 itself and sends UTF-8; this is what the API says to any other client.
 */
export function decodeUpload(bytes: Uint8Array, field = "csv"): string {
  const utf16 =
    bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
  if (utf16) throw InvalidInputError.field(field, CSV_MESSAGES.utf16);
  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    throw InvalidInputError.field(field, CSV_MESSAGES.notUtf8);
  }
  if (text.includes("\u0000")) throw InvalidInputError.field(field, CSV_MESSAGES.nul);
  return text.replace(/^\uFEFF/, "");
}

/** One record of a CSV file: its cells (spaces at both ends dropped) and the line of the file it starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

/**
 * How much text the parser reads in one turn of the event loop: a few milliseconds of work, so a 10 MB upload
 * never holds other requests for long (docs/security.md, "Request bodies").
 */
export const CSV_SLICE_CHARS = 32 * 1024;

/** The end of a slice of `text` from `start`, not inside a surrogate pair (the parser encodes each slice as UTF-8). */
function sliceEnd(text: string, start: number, size: number): number {
  const end = Math.min(text.length, start + size);
  const last = text.charCodeAt(end - 1);
  return end < text.length && last >= 0xd800 && last <= 0xdbff ? end + 1 : end;
}

/**
 * The line of the file each record starts on. csv-parse's `info.lines` is the line where a record ends, counting every
 * CR and LF inside a quoted cell as a line of its own: so a record starts as many lines before its end as its cells hold
 * such characters, and every CRLF inside a cell adds one line too many to the records after it.
 */
function lineCounter() {
  let overCounted = 0;
  return ({ record, info }: { record: string[]; info: Info }): CsvRecord => {
    const breaks = record.reduce((count, value) => count + (value.match(/[\r\n]/g)?.length ?? 0), 0);
    const line = info.lines - overCounted - breaks;
    overCounted += record.reduce((count, value) => count + (value.match(/\r\n/g)?.length ?? 0), 0);
    return { line, cells: record };
  };
}

/**
 * Parses decoded CSV text (RFC 4180: quoted fields with doubled quotes, CRLF or LF lines) with csv-parse's streaming
 * parser, `sliceChars` characters a turn of the event loop, so other requests are answered while a large file is read.
 * Blank lines and lines of empty cells are dropped; rows may have different lengths. A malformed file (a quote that
 * never closes) is a 400 field error under `field` naming the line.
 */
export async function parseCsv(text: string, field = "csv", sliceChars = CSV_SLICE_CHARS): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  const parser = parse({
    delimiter: csvDelimiter(text),
    bom: true,
    info: true,
    trim: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
  });
  let failure: unknown = null;
  const recordOf = lineCounter();
  parser.on("data", (row: { record: string[]; info: Info }) => records.push(recordOf(row)));
  parser.on("error", (error) => (failure ??= error));
  const ended = new Promise<void>((resolve) => parser.once("close", resolve).once("end", resolve));
  for (let start = 0; start < text.length && failure === null;) {
    const end = sliceEnd(text, start, sliceChars);
    parser.write(text.slice(start, end));
    start = end;
    await nextTurn();
  }
  if (failure === null) parser.end();
  await ended;
  if (failure !== null) throw malformed(failure, text, field);
  return records;
}

/** A parser's error as the 400 the organiser reads, naming the line; anything but a CsvError is the server's own. */
function malformed(error: unknown, text: string, field: string): unknown {
  if (!(error instanceof CsvError)) return error;
  if (error.code === "CSV_QUOTE_NOT_CLOSED") {
    return InvalidInputError.field(field, CSV_MESSAGES.malformed(unclosedQuoteLine(text), "a quote that never closes"));
  }
  const line = (error as CsvError & { lines?: number }).lines ?? 1;
  return InvalidInputError.field(field, CSV_MESSAGES.malformed(line, error.code.toLowerCase().replace(/_/g, " ")));
}

/** The line where the quote that never closes opens (csv-parse reports the end of the file). */
function unclosedQuoteLine(text: string): number {
  let line = 1;
  let opened = 1;
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') {
      if (quoted && text[index + 1] === '"') index += 1;
      else {
        quoted = !quoted;
        if (quoted) opened = line;
      }
    } else if (char === "\n") line += 1;
  }
  return opened;
}
