/**
 * The cells a spreadsheet set to split on `delimiter` reads from CSV text, whatever delimiter the file was written
 * with: a cell starts at the start of a record or after a delimiter outside quotes; a cell that starts with a quote is
 * quoted up to a quote that is not doubled (line breaks and delimiters inside are its own), and whatever follows the
 * closing quote up to the next delimiter is added as it is; anywhere else a quote is a plain character. A CRLF, LF or
 * CR outside quotes ends the record. (A model of how spreadsheets open a file, kept apart from the writer's code.)
 */
export function spreadsheetCells(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let index = 0;
  let cellStart = true;
  const endCell = () => {
    record.push(cell);
    cell = "";
    cellStart = true;
  };
  while (index < text.length) {
    const char = text[index];
    if (cellStart && char === '"') {
      cellStart = false;
      index += 1;
      while (index < text.length) {
        if (text[index] === '"' && text[index + 1] === '"') {
          cell += '"';
          index += 2;
        } else if (text[index] === '"') {
          index += 1;
          break;
        } else {
          cell += text[index];
          index += 1;
        }
      }
      continue;
    }
    cellStart = false;
    if (char === delimiter) {
      endCell();
      index += 1;
    } else if (char === "\r" || char === "\n") {
      endCell();
      records.push(record);
      record = [];
      index += char === "\r" && text[index + 1] === "\n" ? 2 : 1;
    } else {
      cell += char;
      index += 1;
    }
  }
  if (cell !== "" || record.length > 0) {
    endCell();
    records.push(record);
  }
  return records;
}

/**
 * Whether a spreadsheet may read the cell as a formula: it starts with `=`, `+`, `-`, `@` (or their full-width forms)
 * or a tab, also once the line breaks at its start are dropped (a cell starting with a CR counts as the rest of it).
 */
export const readsAsFormula = (cell: string) => /^[\r\n]*[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);
