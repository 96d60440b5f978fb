import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { parse } from "csv-parse/sync";
import fc from "fast-check";
import { CSV_MESSAGES, CSV_SLICE_CHARS, csvStream, decodeUpload, parseCsv } from "../../server/src/services/csv";
import { InvalidInputError } from "../../server/src/services/errors";
import { csvHeader } from "../../src/features/admin/csvHeader";
import { readsAsFormula, spreadsheetCells } from "./support/spreadsheetCells";

// The CSV files the console exports and the results upload reads, without a server: what a spreadsheet receives and
// what an organiser's file turns into (or the message the organiser reads).

async function* batches<T>(...lists: T[][]) {
  for (const list of lists) yield list;
}

/** The bytes a client downloads, as text, byte order mark included. */
const text = async (stream: Readable) => (await buffer(stream)).toString("utf8");

const encode = (value: string) => new TextEncoder().encode(value);

function fieldError(run: () => unknown): Record<string, string[]> {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors;
    throw error;
  }
  throw new Error("no error");
}

async function fieldErrorOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof InvalidInputError) return error.errors;
    throw error;
  }
  throw new Error("no error");
}

describe("a CSV export (csvStream)", () => {
  it("starts with a byte order mark and the header, ends lines with CRLF, and writes booleans and times as text", async () => {
    const csv = await text(
      csvStream(
        ["name", "verified", "joined"],
        batches([["Ada", true, new Date("2020-03-01T10:00:00Z")]], [["Bob", false, null]]),
      ),
    );
    expect(csv.startsWith("\uFEFFname,verified,joined\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(parse(csv, { bom: true, columns: true })).toEqual([
      { name: "Ada", verified: "true", joined: "2020-03-01T10:00:00.000Z" },
      { name: "Bob", verified: "false", joined: "" },
    ]);
  });

  it("puts an apostrophe before every text that a spreadsheet would read as a formula, and only there", async () => {
    const cells = ["=SUM(A1)", "+1", "-1", "@cmd", "\tx", "\rx", "\uFF1D1", "\uFF0B1", "\uFF0D1", "\uFF20x"];
    const inert = ["a=b", "plain", "'=quoted already", "\r\nx", " =spaced", "a,=b", '"=x'];
    const csv = await text(csvStream(["cell"], batches([...cells, ...inert].map((cell) => [cell]))));
    const read = parse(csv, { bom: true, columns: true }) as Array<{ cell: string }>;
    expect(read.map((row) => row.cell)).toEqual([...cells.map((cell) => `'${cell}`), ...inert]);
  });

  it("guards every place inside a field where a spreadsheet could start a cell: each line, and after ; or a tab", async () => {
    const cells: Array<[string, string]> = [
      ["Z\n=cmd|' /C calc'!A0", "Z\n'=cmd|' /C calc'!A0"],
      ["x;=cmd|' /C calc'!A0", "x;'=cmd|' /C calc'!A0"],
      ["a\r\n+1\r-2\n@3", "a\r\n'+1\r'-2\n'@3"],
      ["a\t=b", "a\t'=b"],
      ["a\t\t=b", "a\t'\t'=b"],
      ['x;"=cmd', `x;"'=cmd`],
      ["a\n\uFF1D1", "a\n'\uFF1D1"],
      ["\r=1", "'\r'=1"],
      ["\r\n=1", "\r\n'=1"],
      ["a\r\r\n=1", "a\r\r\n'=1"],
      ["a\r\r=1", "a\r'\r'=1"],
      ["one\r\ntwo\nthree;four\tfive", "one\r\ntwo\nthree;four\tfive"],
    ];
    const csv = await text(csvStream(["cell"], batches(cells.map(([cell]) => [cell]))));
    const read = parse(csv, { bom: true, columns: true }) as Array<{ cell: string }>;
    expect(read.map((row) => row.cell)).toEqual(cells.map(([, written]) => written));
  });

  it("quotes every field that holds a line break, a comma, a semicolon, a tab or a quote, whatever the delimiter", async () => {
    const csv = await text(
      csvStream(
        ["id", "name"],
        batches([
          [1, "Z\n=cmd|' /C calc'!A0"],
          [2, "x;=cmd"],
          [3, "a\tb"],
          [4, 'Ada "the" Lovelace'],
          [5, "x,y"],
          [6, "cr\ronly"],
          [7, "plain name"],
        ]),
      ),
    );
    expect(csv).toBe(
      "\uFEFFid,name\r\n" +
        `1,"Z\n'=cmd|' /C calc'!A0"\r\n` +
        `2,"x;'=cmd"\r\n` +
        '3,"a\tb"\r\n' +
        '4,"Ada ""the"" Lovelace"\r\n' +
        '5,"x,y"\r\n' +
        '6,"cr\ronly"\r\n' +
        "7,plain name\r\n",
    );
  });

  it("writes any text so that a spreadsheet set to comma, semicolon or tab reads no formula, and loses nothing", async () => {
    const hostile = fc.string({
      unit: fc.constantFrom("=", "+", "-", "@", "\t", "\r", "\n", ",", ";", '"', "'", "a", " ", "\uFF1D", "\uFF20"),
      maxLength: 12,
    });
    const text_ = fc.oneof(hostile, fc.string({ unit: "grapheme", maxLength: 12 }));
    const rows = fc.array(fc.tuple(fc.nat(), text_, text_), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(rows, async (written) => {
        const csv = await text(csvStream(["id", "name", "team"], batches(written)));
        // Read as RFC 4180 with the comma it was written with, by csv-parse and as a spreadsheet splits lines (CR, LF
        // or CRLF outside quotes): the same rows, each cell whole.
        const read = parse(csv, { bom: true }) as string[][];
        expect(spreadsheetCells(csv.slice(1), ",")).toEqual(read);
        expect(read[0]).toEqual(["id", "name", "team"]);
        expect(read.slice(1).map(([id]) => Number(id))).toEqual(written.map(([id]) => id));
        // Nothing lost: only apostrophes were added.
        const unguarded = (cell: string) => cell.replaceAll("'", "");
        expect(read.slice(1).map((row) => row.slice(1).map(unguarded))).toEqual(
          written.map((row) => row.slice(1).map((cell) => unguarded(String(cell)))),
        );
        // Opened by a spreadsheet that splits on another delimiter: no cell reads as a formula.
        for (const delimiter of [",", ";", "\t"]) {
          const cells = spreadsheetCells(csv.slice(1), delimiter).flat();
          expect(cells.filter(readsAsFormula)).toEqual([]);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("stops reading rows from the database when the client cancels the download", async () => {
    let stopped: () => void = () => undefined;
    const stoppedReading = new Promise<void>((resolve) => (stopped = resolve));
    async function* rows() {
      try {
        // More rows than the stream buffers: reading stops here until the client reads on (or cancels).
        for (let batch = 0; batch < 1000; batch += 1) yield [[`row ${batch}`]];
      } finally {
        stopped();
      }
    }
    const download = csvStream(["cell"], rows());
    await new Promise((resolve) => download.once("data", resolve));
    download.destroy();
    await stoppedReading;
    // Bounded: without the cancellation the rows would wait for the client for ever.
  }, 5_000);

  it("stops reading rows when the download fails", async () => {
    async function* failing() {
      yield [["one"]];
      throw new Error("database gone");
    }
    await expect(text(csvStream(["cell"], failing()))).rejects.toThrow("database gone");
  });
});

describe("an uploaded CSV file (decodeUpload, parseCsv)", () => {
  it("reads UTF-8 with or without a byte order mark", () => {
    expect(decodeUpload(encode("\uFEFFrank,team\n1,Ada"))).toBe("rank,team\n1,Ada");
    expect(decodeUpload(encode("rank,téam"))).toBe("rank,téam");
    // A file saved again with a mark in front of its mark still starts with its first header.
    expect(decodeUpload(encode("\uFEFF\uFEFFrank,team"))).toBe("rank,team");
    // Only a leading mark is dropped; one inside a cell stays as it is.
    expect(decodeUpload(encode("\uFEFFrank,\uFEFFteam"))).toBe("rank,\uFEFFteam");
  });

  it("refuses UTF-16 (either byte order), other code pages and NUL bytes with what to do, under the field", () => {
    expect(fieldError(() => decodeUpload(Uint8Array.of(0xff, 0xfe, 0x41, 0)))).toEqual({ csv: [CSV_MESSAGES.utf16] });
    expect(fieldError(() => decodeUpload(Uint8Array.of(0xfe, 0xff, 0, 0x41), "file"))).toEqual({
      file: [CSV_MESSAGES.utf16],
    });
    expect(fieldError(() => decodeUpload(Uint8Array.of(0xff, 0xfe)))).toEqual({ csv: [CSV_MESSAGES.utf16] });
    expect(fieldError(() => decodeUpload(Uint8Array.of(0x41, 0xe9, 0x41)))).toEqual({ csv: [CSV_MESSAGES.notUtf8] });
    // Latin-1 bytes that only half match a UTF-16 byte order mark are another code page, not UTF-16.
    for (const bytes of [
      [0xff, 0x41],
      [0x41, 0xfe],
      [0xfe, 0x41],
      [0x41, 0xff],
    ]) {
      expect(fieldError(() => decodeUpload(Uint8Array.from(bytes)))).toEqual({ csv: [CSV_MESSAGES.notUtf8] });
    }
    expect(fieldError(() => decodeUpload(Uint8Array.of(0x41, 0, 0x42)))).toEqual({ csv: [CSV_MESSAGES.nul] });
  });

  it("finds the delimiter a spreadsheet used: comma, tab or semicolon, counted outside quotes on the first line", async () => {
    expect((await parseCsv("a;b;c\n1;2;3")).map((record) => record.cells)).toEqual([
      ["a", "b", "c"],
      ["1", "2", "3"],
    ]);
    expect((await parseCsv("a\tb\n1\t2"))[1].cells).toEqual(["1", "2"]);
    expect((await parseCsv('"x;y;z",b\n1,2'))[0].cells).toEqual(["x;y;z", "b"]);
    expect((await parseCsv("a,b\n1;2;3;4;5"))[1].cells).toEqual(["1;2;3;4;5"]);
    expect((await parseCsv("a;b,c,d\n1"))[0].cells).toEqual(["a;b", "c", "d"]);
    expect((await parseCsv("a;b;c,d\n1"))[0].cells).toEqual(["a", "b", "c,d"]);
    // A tie keeps the comma.
    expect((await parseCsv("a;b,c\n1"))[0].cells).toEqual(["a;b", "c"]);
    expect((await parseCsv("only\n1"))[0].cells).toEqual(["only"]);
    // Lines ended by CR alone (old spreadsheets on a Mac): the first line still decides.
    expect((await parseCsv("a;b\r1,2,3,4\r"))[1].cells).toEqual(["1,2,3,4"]);
  });

  it("reads a quote inside a field that does not start with one as text", async () => {
    expect((await parseCsv('team,rank\nAda "the" Lovelace,1\n5" floppy,"2"')).map((record) => record.cells)).toEqual([
      ["team", "rank"],
      ['Ada "the" Lovelace', "1"],
      ['5" floppy', "2"],
    ]);
  });

  it("offers in the console the first row's columns as the server reads them, whatever the delimiter", async () => {
    const part = fc.string({ unit: fc.constantFrom("a", "B", "-", "_", "1"), minLength: 1, maxLength: 4 });
    const word = fc.oneof(
      part,
      fc.tuple(part, part).map(([one, two]) => `${one} ${two}`),
    );
    // A column name, bare (spaces around it are dropped), or quoted with any delimiter or a doubled quote inside.
    const column = fc.oneof(
      word,
      word.map((name) => ` ${name} `),
      fc.tuple(word, fc.constantFrom(",", ";", "\t", '""')).map(([name, inside]) => `"${name}${inside}${name}"`),
    );
    const file = fc.tuple(
      fc.array(column, { minLength: 1, maxLength: 5 }),
      fc.constantFrom(",", ";", "\t"),
      fc.constantFrom("\n", "\r\n", "\r"),
    );
    await fc.assert(
      fc.asyncProperty(file, async ([columns, delimiter, lineBreak]) => {
        const text = `\uFEFF${columns.join(delimiter)}${lineBreak}1${delimiter}2`;
        expect(csvHeader(text)).toEqual((await parseCsv(decodeUpload(encode(text))))[0].cells);
      }),
      { numRuns: 300 },
    );
  });

  it("trims cells, drops blank lines and rows of empty cells, keeps short rows, and says on which line each starts", async () => {
    expect(await parseCsv(' rank , team \n\n,,\n1,"Ada\nLovelace"\n2\n')).toEqual([
      { line: 1, cells: ["rank", "team"] },
      { line: 4, cells: ["1", "Ada\nLovelace"] },
      { line: 6, cells: ["2"] },
    ]);
  });

  it("names the line where a quote that never closes opens", async () => {
    expect(await fieldErrorOf(parseCsv('a,b\n"x"" y",2\n3,"open\n4,5'))).toEqual({
      csv: [CSV_MESSAGES.malformed(3, "a quote that never closes")],
    });
    expect(await fieldErrorOf(parseCsv('a\n"open\nsays ""hi"" twice\n'))).toEqual({
      csv: [CSV_MESSAGES.malformed(2, "a quote that never closes")],
    });
    expect(await fieldErrorOf(parseCsv('"open', "results"))).toEqual({
      results: [CSV_MESSAGES.malformed(1, "a quote that never closes")],
    });
  });

  it("names the line and the fault of any other malformed file", async () => {
    expect(await fieldErrorOf(parseCsv('a,b\r\n1,2\r\n"x" y,2\r\n'))).toEqual({
      csv: [CSV_MESSAGES.malformed(3, "csv non trimable char after closing quote")],
    });
  });

  it("reads the same records whatever the size of the slices it reads at a time", async () => {
    // Slice ends fall inside CRLF pairs, quoted fields, multi-byte characters and surrogate pairs (the emoji).
    const text = 'name;rank\r\n"Ada\r\nLovelace";1\r\n\r\nअदा 😀 ;2\r\n"say ""hi""";3\r\n;\r\nZoë;\r\n';
    const whole = await parseCsv(text, "csv", text.length);
    expect(whole).toEqual([
      { line: 1, cells: ["name", "rank"] },
      { line: 2, cells: ["Ada\r\nLovelace", "1"] },
      { line: 5, cells: ["अदा 😀", "2"] },
      { line: 6, cells: ['say "hi"', "3"] },
      { line: 8, cells: ["Zoë", ""] },
    ]);
    for (const size of [1, 2, 3, 5, 7]) expect(await parseCsv(text, "csv", size)).toEqual(whole);
  });

  it("reads a large file a slice per turn of the event loop, so other requests are answered meanwhile", async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => `handle${index},${index + 1}`);
    const text = ["handle,rank", ...rows].join("\n");
    let turns = 0;
    let reading = true;
    const turn = () => {
      turns += 1;
      if (reading) setImmediate(turn);
    };
    setImmediate(turn);
    const records = await parseCsv(text);
    reading = false;
    expect(records).toHaveLength(20_001);
    expect(records[20_000]).toEqual({ line: 20_001, cells: ["handle19999", "20000"] });
    // Other work ran between the slices: about once per slice, not only once the whole file was read.
    expect(turns).toBeGreaterThanOrEqual(Math.floor(text.length / CSV_SLICE_CHARS));
  });
});
