const ORDINAL_SUFFIX: Record<string, string> = { one: "st", two: "nd", few: "rd", other: "th" };
const ordinals = new Intl.PluralRules("en-GB", { type: "ordinal" });

/** "Winner" for rank 1, then "2nd place", "3rd place", "11th place". */
export function rankLabel(rank: number): string {
  if (rank === 1) return "Winner";
  return `${rank}${ORDINAL_SUFFIX[ordinals.select(rank)] ?? "th"} place`;
}
