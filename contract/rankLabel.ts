const ORDINAL_SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinals = new Intl.PluralRules("en-GB", { type: "ordinal" });

/**
 * A rank in words, as every place that shows one says it (the app, the terminal, mail; docs/glossary.md): "Winner" for
 * rank 1, then "2nd place", "3rd place", "11th place".
 */
export function rankLabel(rank: number): string {
  if (rank === 1) return "Winner";
  return `${rank}${ORDINAL_SUFFIX[ordinals.select(rank)] ?? "th"} place`;
}
