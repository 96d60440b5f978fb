import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { parse } from "csv-parse/sync";
import { CSV_MESSAGES, CSV_SLICE_CHARS, csvStream, decodeUpload, parseCsv } from "../../server/src/services/csv";
import { InvalidInputError } from "../../server/src/services/errors";

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
    const cells = ["=SUM(A1)", "+1", "-1", "@cmd", "\tx", "\rx", "a=b", "plain"];
    const csv = await text(csvStream(["cell"], batches(cells.map((cell) => [cell]))));
    const read = parse(csv, { bom: true, columns: true }) as Array<{ cell: string }>;
    expect(read.map((row) => row.cell)).toEqual(["'=SUM(A1)", "'+1", "'-1", "'@cmd", "'\tx", "'\rx", "a=b", "plain"]);
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
