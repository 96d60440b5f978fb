import { csvDelimiter, csvFirstLineEnd } from "../../contract/csvDelimiter";

// The one rule for an uploaded CSV file's delimiter, which the API parses with and the console offers columns by
// (test/server/csvFiles.test.ts checks that both read a file's first row alike).

describe("a CSV file's first line (csvFirstLineEnd)", () => {
  it("ends at the first CR or LF outside quotes, or at the end of a file of one line", () => {
    expect(csvFirstLineEnd("a,b\n1,2")).toBe(3);
    expect(csvFirstLineEnd("a,b\r\n1,2")).toBe(3);
    expect(csvFirstLineEnd("a;b\r1,2")).toBe(3);
    expect(csvFirstLineEnd('"a\nb",c\n1')).toBe(7);
    expect(csvFirstLineEnd('"say ""hi""\r\n",c\n1')).toBe(16);
    expect(csvFirstLineEnd("a,b")).toBe(3);
    expect(csvFirstLineEnd("")).toBe(0);
  });
});

describe("a CSV file's delimiter (csvDelimiter)", () => {
  it.each([
    ["a,b,c\n1,2,3", ","],
    ["a;b;c\n1;2;3", ";"],
    ["a\tb\n1\t2", "\t"],
    ["only\n1", ","],
    ["", ","],
    // Counted outside quotes only.
    ['"x;y;z",b\n1,2', ","],
    ['"a,b,c";d;e', ";"],
    // On the first line only, whatever its line break.
    ["a,b\n1;2;3;4;5", ","],
    ["a;b\r1,2,3,4\r", ";"],
    ['"a\n,,,";b;c\n1', ";"],
    // The most frequent wins.
    ["a;b,c,d\n1", ","],
    ["a;b;c,d\n1", ";"],
    ["a\tb\tc;d;e,f", "\t"],
    // A tie keeps the first of comma, tab, semicolon.
    ["a;b,c\n1", ","],
    ["a\tb,c", ","],
    ["a;b\tc", "\t"],
  ])("of %j is %j", (text, delimiter) => {
    expect(csvDelimiter(text)).toBe(delimiter);
  });
});
