import unicodeRanges from "@fontsource/noto-sans/unicode.json";

/**
 * Noto Sans ships as one file per script subset. A name is drawn with the subsets its characters need, tried in this
 * order, so a Latin name loads one small file and a Devanagari one adds one more.
 */
export const SUBSETS = [
  "latin",
  "latin-ext",
  "vietnamese",
  "greek",
  "greek-ext",
  "cyrillic",
  "cyrillic-ext",
  "devanagari",
] as const;
export type Subset = (typeof SUBSETS)[number];

type Range = readonly [number, number];

function parseRanges(spec: string): Range[] {
  return spec.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

const RANGES = new Map<Subset, Range[]>(
  SUBSETS.map((subset) => [subset, parseRanges((unicodeRanges as Record<string, string>)[subset])]),
);

export function subsetFor(codePoint: number): Subset | undefined {
  return SUBSETS.find((subset) => RANGES.get(subset)?.some(([from, to]) => codePoint >= from && codePoint <= to));
}

/** The subsets needed to draw every character of these texts that any subset covers; "latin" always. */
export function subsetsFor(texts: string[]): Subset[] {
  const needed = new Set<Subset>(["latin"]);
  for (const text of texts) {
    for (const char of text) {
      const subset = subsetFor(char.codePointAt(0) ?? 0);
      if (subset) needed.add(subset);
    }
  }
  return SUBSETS.filter((subset) => needed.has(subset));
}
