/**
 * How an uploaded CSV file's delimiter is found, written once for the API (server/src/services/csv.ts, which parses
 * the file) and the console (src/features/admin/csvHeader.ts, which offers the first row's columns before upload).
 */

/** The delimiters spreadsheets write: commas, tabs ("Unicode text") and semicolons (where the comma is the decimal mark). */
export const CSV_DELIMITERS = [",", "\t", ";"] as const;

export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/**
 * Where the file's first line ends: the first CR or LF outside quotes (a quoted cell may hold line breaks), or the
 * text's length for a file of one line. A doubled quote inside quotes turns the state twice, so it changes nothing.
 */
export function csvFirstLineEnd(text: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) return index;
  }
  return text.length;
}

/**
 * The delimiter of a CSV file: the one of comma, tab and semicolon found most often outside quotes in its first line;
 * a comma when none is found, and on a tie the first of comma, tab, semicolon.
 */
export function csvDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>(CSV_DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text.slice(0, csvFirstLineEnd(text))) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: CsvDelimiter = ",";
  for (const delimiter of CSV_DELIMITERS) if ((counts.get(delimiter) ?? 0) > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}
