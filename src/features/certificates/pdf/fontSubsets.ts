import notoSansRanges from "@fontsource/noto-sans/unicode.json";
import arabicRanges from "@fontsource/noto-sans-arabic/unicode.json";
import bengaliRanges from "@fontsource/noto-sans-bengali/unicode.json";
import gujaratiRanges from "@fontsource/noto-sans-gujarati/unicode.json";
import gurmukhiRanges from "@fontsource/noto-sans-gurmukhi/unicode.json";
import jpRanges from "@fontsource/noto-sans-jp/unicode.json";
import kannadaRanges from "@fontsource/noto-sans-kannada/unicode.json";
import krRanges from "@fontsource/noto-sans-kr/unicode.json";
import malayalamRanges from "@fontsource/noto-sans-malayalam/unicode.json";
import oriyaRanges from "@fontsource/noto-sans-oriya/unicode.json";
import scRanges from "@fontsource/noto-sans-sc/unicode.json";
import tamilRanges from "@fontsource/noto-sans-tamil/unicode.json";
import teluguRanges from "@fontsource/noto-sans-telugu/unicode.json";

/** The Noto families a certificate can draw with; each ships as one file per Unicode range ("subset"). */
export type Family =
  | "noto-sans"
  | "noto-sans-arabic"
  | "noto-sans-bengali"
  | "noto-sans-tamil"
  | "noto-sans-telugu"
  | "noto-sans-kannada"
  | "noto-sans-malayalam"
  | "noto-sans-gujarati"
  | "noto-sans-gurmukhi"
  | "noto-sans-oriya"
  | "noto-sans-sc"
  | "noto-sans-jp"
  | "noto-sans-kr";

/** One font file: a family's subset, e.g. Noto Sans SC's "[97]" slice of the most common Han characters. */
export interface FontFile {
  family: Family;
  subset: string;
}

/** The WOFF file's name in the family's package (WOFF: pdf-lib's fontkit cannot subset WOFF2 files). */
export const fontFileName = ({ family, subset }: FontFile) =>
  `${family}-${subset.replace(/[[\]]/g, "")}-400-normal.woff`;

type Range = readonly [number, number];

function parseRanges(spec: string): Range[] {
  return spec.split(",").map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
}

const NUMBERED = /^\[\d+\]$/;
/** Noto Sans SC's slice [101] has a character map fontkit cannot read; its characters come from JP or KR instead. */
const UNREADABLE = new Set(["noto-sans-sc/[101]"]);

/** The subsets each family is used for: only its own script's slices, Latin always comes from Noto Sans. */
function slices(family: Family, ranges: Record<string, string>, keep: (subset: string) => boolean) {
  return Object.entries(ranges)
    .filter(([subset]) => keep(subset) && !UNREADABLE.has(`${family}/${subset}`))
    .map(([subset, spec]) => ({ file: { family, subset }, ranges: parseRanges(spec) }));
}

type Slice = ReturnType<typeof slices>[number];

const NOTO_SANS = ["latin", "latin-ext", "vietnamese", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "devanagari"];

const BASE: Slice[] = [
  ...NOTO_SANS.flatMap((subset) => slices("noto-sans", notoSansRanges, (candidate) => candidate === subset)),
  ...slices("noto-sans-arabic", arabicRanges, (subset) => subset === "arabic"),
  ...slices("noto-sans-bengali", bengaliRanges, (subset) => subset === "bengali"),
  ...slices("noto-sans-tamil", tamilRanges, (subset) => subset === "tamil"),
  ...slices("noto-sans-telugu", teluguRanges, (subset) => subset === "telugu"),
  ...slices("noto-sans-kannada", kannadaRanges, (subset) => subset === "kannada"),
  ...slices("noto-sans-malayalam", malayalamRanges, (subset) => subset === "malayalam"),
  ...slices("noto-sans-gujarati", gujaratiRanges, (subset) => subset === "gujarati"),
  ...slices("noto-sans-gurmukhi", gurmukhiRanges, (subset) => subset === "gurmukhi"),
  ...slices("noto-sans-oriya", oriyaRanges, (subset) => subset === "oriya"),
];
const CJK: Record<"sc" | "jp" | "kr", Slice[]> = {
  sc: slices("noto-sans-sc", scRanges, (subset) => NUMBERED.test(subset)),
  jp: slices("noto-sans-jp", jpRanges, (subset) => NUMBERED.test(subset)),
  kr: slices("noto-sans-kr", krRanges, (subset) => NUMBERED.test(subset)),
};

const KANA = /[\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f]/u;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\ua960-\ua97f\uac00-\ud7ff]/u;

/** Han characters take the glyph style of the name's language: Korean with Hangul, Japanese with kana, else Chinese. */
function slicesFor(text: string): Slice[] {
  const order = HANGUL.test(text)
    ? (["kr", "jp", "sc"] as const)
    : KANA.test(text)
      ? (["jp", "kr", "sc"] as const)
      : (["sc", "jp", "kr"] as const);
  return [...BASE, ...order.flatMap((language) => CJK[language])];
}

const covers = (slice: Slice, codePoint: number) =>
  slice.ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Files of the scripts of India that need a shaping engine: conjuncts, reordered and stacked vowel signs. */
export const needsShaping = (file: FontFile) =>
  (file.family === "noto-sans" && file.subset === "devanagari") ||
  /^noto-sans-(bengali|tamil|telugu|kannada|malayalam|gujarati|gurmukhi|oriya)$/.test(file.family);

const key = (file: FontFile) => `${file.family}/${file.subset}`;

/** The files needed to draw every character of these texts that any file covers, Noto Sans Latin always first. */
export function fontFilesFor(texts: string[]): FontFile[] {
  const order = slicesFor(texts.join(" "));
  const needed = new Set<string>([key({ family: "noto-sans", subset: "latin" })]);
  for (const text of texts) {
    for (const char of text) {
      const codePoint = char.codePointAt(0) ?? 0;
      const slice = order.find((candidate) => covers(candidate, codePoint));
      if (slice) needed.add(key(slice.file));
    }
  }
  return order.filter((slice) => needed.has(key(slice.file))).map((slice) => slice.file);
}
