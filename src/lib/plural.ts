const englishPlurals = new Intl.PluralRules("en");

/** The noun for a count by the platform's plural rules: "team" for 1, "teams" for 0, 2 or 1.5. */
export const nounFor = (count: number, one: string, other = `${one}s`) =>
  englishPlurals.select(count) === "one" ? one : other;

/** A count with its noun: "1 team", "0 teams", "12 entries" (with `other` given). */
export const countOf = (count: number, one: string, other = `${one}s`) => `${count} ${nounFor(count, one, other)}`;
