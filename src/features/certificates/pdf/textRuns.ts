/** A font that can draw some characters, and how wide text in it is. */
export interface RunFont {
  covers: (codePoint: number) => boolean;
  widthOf: (text: string, size: number) => number;
}

export interface Run<F extends RunFont> {
  font: F;
  text: string;
}

/** Shown for a character no embedded font can draw, so the rest of the name still prints. */
export const REPLACEMENT = "\uFFFD";

/**
 * Cuts text into runs of one font each, keeping a character in the current run while that font covers it (joiners
 * and marks stay with their script, which shaping needs); `fonts[0]` draws ASCII and the replacement character.
 */
export function splitRuns<F extends RunFont>(text: string, fonts: F[]): Run<F>[] {
  const runs: Run<F>[] = [];
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    const current = runs.at(-1);
    // ASCII always comes from the first (Latin) font: other subsets map some ASCII glyphs to control characters,
    // which then show up in copied text.
    const stays = codePoint < 0x80 ? current?.font === fonts[0] : current?.font.covers(codePoint);
    if (current && stays) {
      current.text += char;
      continue;
    }
    const font = fonts.find((candidate) => candidate.covers(codePoint));
    const drawn = font ? char : REPLACEMENT;
    const target = font ?? fonts[0];
    if (current?.font === target) current.text += drawn;
    else runs.push({ font: target, text: drawn });
  }
  return runs;
}

export const runsWidth = <F extends RunFont>(runs: Run<F>[], size: number) =>
  runs.reduce((sum, run) => sum + run.font.widthOf(run.text, size), 0);

/** The largest size up to `max` at which the runs fit in `maxWidth`. */
export function fittingSize<F extends RunFont>(runs: Run<F>[], max: number, maxWidth: number): number {
  const width = runsWidth(runs, max);
  return width <= maxWidth ? max : (max * maxWidth) / width;
}

/** Cleans a name for printing: single spaces, no leading or trailing blanks, composed characters. */
export const tidy = (text: string) => text.normalize("NFC").replace(/\s+/g, " ").trim();

/** Splits at the space nearest the middle, for a name too long for one line; null when there is no space. */
export function splitInTwo(text: string): [string, string] | null {
  const middle = text.length / 2;
  let best = -1;
  for (let index = text.indexOf(" "); index !== -1; index = text.indexOf(" ", index + 1)) {
    if (best === -1 || Math.abs(index - middle) < Math.abs(best - middle)) best = index;
  }
  return best === -1 ? null : [text.slice(0, best), text.slice(best + 1)];
}

const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/**
 * Puts runs in the order they are drawn, left to right: a stretch of right-to-left words (with the spaces between
 * them, which come from another font) is reversed. Each run's own glyphs are already put in visual order by shaping.
 */
export function visualOrder<F extends RunFont>(runs: Run<F>[]): Run<F>[] {
  const ordered: Run<F>[] = [];
  let start = 0;
  while (start < runs.length) {
    if (!RIGHT_TO_LEFT.test(runs[start].text)) {
      ordered.push(runs[start]);
      start += 1;
      continue;
    }
    let end = start + 1;
    while (end + 1 < runs.length && runs[end].text.trim() === "" && RIGHT_TO_LEFT.test(runs[end + 1].text)) end += 2;
    ordered.push(...runs.slice(start, end).reverse());
    start = end;
  }
  return ordered;
}
