import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// docs/STYLE.md: one concept per file. A console view that grows past one idea (a form, a list and its dialogs in one
// component) is split into its parts; this keeps every file of the console's views under the bound, new ones too.
const VIEWS = path.join(__dirname, "../../../src/features/admin/views");
const MAX_LINES = 300;

const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("src/features/admin/views", () => {
  const files = readdirSync(VIEWS).filter((file) => /\.tsx?$/.test(file));

  it("holds the console's views", () => {
    expect(files).toContain("AnnouncementsView.tsx");
  });

  it(`has no file over ${MAX_LINES} lines`, () => {
    const long = files
      .map((file) => ({ file, lines: lineCount(readFileSync(path.join(VIEWS, file), "utf8")) }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });
});
