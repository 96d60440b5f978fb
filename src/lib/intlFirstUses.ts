import type { Language } from "../i18n/languages";

/** The festival's time zone (`FESTIVAL.timeZone`, src/content/festival.ts), written out so this module imports nothing. */
const FESTIVAL_TIME_ZONE = "Asia/Kolkata";

/**
 * The locales the app's dates are written in, for a language: English's days are British ("22 November 2026",
 * src/i18n/dates.ts) and its short days Indian ("21 Nov 2020"); every other language's are its own.
 */
const dateLocales = (language: Language): string[] => (language === "en" ? ["en-GB", "en-IN"] : [language]);

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
    () => new Intl.DateTimeFormat(dateLocales(language)[0], { month: "long", timeZone: "UTC" }).format(0),
    () => new Intl.DisplayNames([language], { type: "region" }).of("IN"),
    () => new Intl.PluralRules(language).select(2),
    () => new Intl.NumberFormat(language).format(1234.5),
    () => "a".localeCompare("b", language),
  ];
}
