import { dateLocale, FESTIVAL_TIME_ZONE, shortDateLocale } from "../i18n/dateLocales";
import type { Language } from "../i18n/languages";

/** The locales the app's dates are written in (src/i18n/dates.ts), for a language, each once. */
const dateLocales = (language: Language): string[] => [...new Set([dateLocale(language), shortDateLocale(language)])];

/**
 * One call of each service of the browser's locale library (ICU) the signed-in pages' first renders use, in the
 * language shown: dates in the festival's time zone and in UTC, a country's name, plural rules, numbers and
 * collation (the country list's order). The first use of each loads its share of ICU's data, 70 to 150 ms of a
 * phone's main thread for the first of them (Chromium, CPU slowed 4x); ICU keeps what it loaded for the whole
 * renderer, every thread of it, so made once on another thread (src/lib/prepareIntl.ts) they cost the page's renders
 * about nothing.
 */
export function intlFirstUses(language: Language): Array<() => unknown> {
  return [
    ...dateLocales(language).map(
      (locale) => () =>
        new Intl.DateTimeFormat(locale, { dateStyle: "long", timeStyle: "short", timeZone: FESTIVAL_TIME_ZONE }).format(
          0,
        ),
    ),
    () => new Intl.DateTimeFormat(dateLocale(language), { month: "long", timeZone: "UTC" }).format(0),
    () => new Intl.DisplayNames([language], { type: "region" }).of("IN"),
    () => new Intl.PluralRules(language).select(2),
    () => new Intl.NumberFormat(language).format(1234.5),
    () => "a".localeCompare("b", language),
  ];
}
