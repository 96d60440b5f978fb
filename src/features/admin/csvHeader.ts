/**
 * The column names of a CSV file's first row, as the console offers them for a leaderboard upload: the delimiter is
 * the one of comma, tab and semicolon found most often outside quotes (as the server reads it), quotes are removed.
 */
export function csvHeader(text: string): string[] {
  const source = text.replace(/^\uFEFF/, "");
  const end = firstLineEnd(source);
  const line = source.slice(0, end);
  const delimiter = [",", "\t", ";"].reduce(
    (best, candidate) => (count(line, candidate) > count(line, best) ? candidate : best),
    ",",
  );
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

function firstLineEnd(text: string): number {
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === "\n" || char === "\r")) return index;
  }
  return text.length;
}

/** How often `char` occurs outside quotes. */
function count(line: string, char: string): number {
  let quoted = false;
  let found = 0;
  for (const each of line) {
    if (each === '"') quoted = !quoted;
    else if (!quoted && each === char) found += 1;
  }
  return found;
}
