import { csvDelimiter, csvFirstLineEnd } from "../../../contract/csvDelimiter";

/**
 * The column names of a CSV file's first row, as the console offers them for a leaderboard upload: split on the
 * delimiter the server will use (contract/csvDelimiter.ts), quotes removed, spaces at both ends dropped.
 */
export function csvHeader(text: string): string[] {
  const source = text.replace(/^\uFEFF/, "");
  const line = source.slice(0, csvFirstLineEnd(source));
  const delimiter = csvDelimiter(line);
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (char === '"') {
      if (quoted && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else quoted = !quoted;
    } else if (char === delimiter && !quoted) {
      cells.push(cell.trim());
      cell = "";
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells.filter((name) => name !== "");
}
