import { COUNTRY_CODES } from "../../../../contract/countries";

/**
 * The step that turns the free-text countries stored before the country became a code (docs/API.md: a code such as
 * "IN") into codes where the text names one: its English name in any case ("India", "bosnia and herzegovina"), a few
 * common short forms, or the code itself in lower case. Anything else is left as typed; the participant's next
 * profile save then asks them to pick from the list.
 */
export function countryCodesFromNamesSql(): string {
  const names = new Intl.DisplayNames(["en"], { type: "region" });
  const pairs = new Map<string, string>();
  for (const code of COUNTRY_CODES) {
    const name = names.of(code)?.toLowerCase() ?? "";
    for (const spelling of [
      code.toLowerCase(),
      name,
      name.replace(/ & /g, " and "),
      name.replace(/^st\. /, "saint "),
    ]) {
      if (spelling) pairs.set(spelling, code);
    }
  }
  for (const [alias, code] of [
    ["usa", "US"],
    ["united states of america", "US"],
    ["uk", "GB"],
    ["great britain", "GB"],
    ["bharat", "IN"],
  ] as const) {
    pairs.set(alias, code);
  }
  const rows = [...pairs].map(([name, code]) => `('${name.replace(/'/g, "''")}', '${code}')`).join(", ");
  return `UPDATE users SET country = known.code FROM (VALUES ${rows}) AS known (name, code)
    WHERE lower(trim(users.country)) = known.name`;
}
