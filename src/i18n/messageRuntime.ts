/**
 * Everything a compiled message calls at run time (config/messageCatalogue.cjs writes the catalogues' imports to this
 * module): messageformat's small helpers, plural categories from Intl.PluralRules, dates and times through
 * Intl.DateTimeFormat in the festival's time zone.
 */
import { FESTIVAL } from "../content/festival";

export { plural, reqArgs, select, strictNumber } from "@messageformat/runtime";
export {
  duration,
  numberCurrency,
  numberFmt,
  numberInteger,
  numberPercent,
} from "@messageformat/runtime/lib/formatters";

const numberFormats: Record<string, Intl.NumberFormat> = {};

/**
 * `{n, number}`, and `#` in a plural's branch: `value - offset` in the language's digits and grouping
 * (Intl.NumberFormat), as messageformat's own `number` writes it. An integer between -999 and 999 is written as
 * JavaScript writes it, which is what Intl.NumberFormat gives in each of the site's languages (Latin digits, nothing
 * to group; test/unit/i18n/messageRuntime.test.ts checks every one): a page's first Intl.NumberFormat loads the
 * language's number data, the longest single step of the console's first render (about 14 ms on a desktop, 54 ms with
 * the CPU slowed 4x), for counts such as "2 of 3 members". The catalogues share this module and messageformat's
 * runtime through a chunk of their own ("message-runtime" in webpack.config.ts), which every page downloads: keep it
 * short.
 */
export function number(language: string, value: number, offset: number): string {
  const n = value - offset;
  return n % 1 || n * n >= 1e6 || Object.is(n, -0)
    ? (numberFormats[language] ??= new Intl.NumberFormat(language)).format(n)
    : `${n}`;
}

const pluralRules: Record<string, Intl.PluralRules> = {};

/** The category of `n` by the language's rules ("one", "other", ...), as `{n, plural, ...}` chooses its branch. */
export function pluralCategory(language: string, n: number, ordinal = false): Intl.LDMLPluralRule {
  const type = ordinal ? "ordinal" : "cardinal";
  return (pluralRules[language + type] ??= new Intl.PluralRules(language, { type })).select(n);
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
