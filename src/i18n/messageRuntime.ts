/**
 * Everything a compiled message calls at run time (config/messageCatalogue.cjs writes the catalogues' imports to this
 * module): messageformat's small helpers, plural categories from Intl.PluralRules, dates and times through
 * Intl.DateTimeFormat in the festival's time zone.
 */
import { FESTIVAL } from "../content/festival";

export { number, plural, reqArgs, select, strictNumber } from "@messageformat/runtime";
export {
  duration,
  numberCurrency,
  numberFmt,
  numberInteger,
  numberPercent,
} from "@messageformat/runtime/lib/formatters";

const pluralRules = new Map<string, Intl.PluralRules>();

/** The category of `n` by the language's rules ("one", "other", ...), as `{n, plural, ...}` chooses its branch. */
export function pluralCategory(language: string, n: number, ordinal = false): Intl.LDMLPluralRule {
  const key = `${language}/${ordinal ? "ordinal" : "cardinal"}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type: ordinal ? "ordinal" : "cardinal" });
    pluralRules.set(key, rules);
  }
  return rules.select(n);
}

type Style = "short" | "medium" | "long" | "full";
const STYLES: readonly string[] = ["short", "medium", "long", "full"];
const styleOf = (style: string | undefined): Style => (style && STYLES.includes(style) ? (style as Style) : "medium");

/** `{when, date}` and `{when, date, short|medium|long|full}`: the day in the festival's time zone. */
export function date(value: Date | number | string, language: string, style?: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: styleOf(style), timeZone: FESTIVAL.timeZone }).format(
    new Date(value),
  );
}

/** `{when, time}` and `{when, time, short|medium|long|full}`: the time of day in the festival's time zone. */
export function time(value: Date | number | string, language: string, style?: string): string {
  return new Intl.DateTimeFormat(language, { timeStyle: styleOf(style), timeZone: FESTIVAL.timeZone }).format(
    new Date(value),
  );
}
