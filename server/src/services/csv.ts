import { Readable } from "node:stream";
import { stringify } from "csv-stringify";
/** RFC 4180 text for spreadsheets: UTF-8 with a byte order mark, CRLF lines, quoted fields where needed. */

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell a spreadsheet shows as text: one that could start a formula gets a leading apostrophe. */
const formulaSafe = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

type Cell = string | number | boolean | Date | null;

/**
 * A CSV download as a stream: UTF-8 with a byte order mark, CRLF lines, fields quoted where needed, formula-safe text
 * cells, booleans as true/false and times in ISO 8601. Rows are pulled from `batches` only as fast as the client reads
 * (backpressure), so memory stays flat whatever the export's size; destroying the stream stops the batches.
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<Cell[][]>): Readable {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: [...header],
    record_delimiter: "windows",
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

/** Parses RFC 4180 text (a BOM, CRLF or LF lines, quoted fields with doubled quotes); blank lines are dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const source = text.replace(/^\uFEFF/, "");
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === "") quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += char;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((cells) => cells.some((value) => value.trim() !== ""));
}
