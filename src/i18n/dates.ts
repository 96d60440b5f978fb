import { dateLocale, FESTIVAL_TIME_ZONE, shortDateLocale } from "./dateLocales";
import type { Language } from "./languages";

/**
 * "22 November 2026" in English, "22 नवंबर 2026" in Hindi: a day in the language's words, in the festival's time zone
 * unless another is given (a certificate's day is UTC's, as its PDF says it); the value as given when it is no date.
 */
export function longDate(language: Language, value: string | number, timeZone: string = FESTIVAL_TIME_ZONE): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone,
  }).format(date);
}

/** "21 Nov 2020": a short day in the language, in the festival's time zone; the value as given when it is no date. */
export function shortDate(language: Language, value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(shortDateLocale(language), {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(date);
}

/** "28 Nov, 17:40" in the language, in the festival's time zone; the year only when it is not this one. */
export function dayAndTime(language: Language, value: number, now = Date.now()): string {
  const sameYear = new Date(value).getFullYear() === new Date(now).getFullYear();
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: "numeric",
    month: "short",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
    timeZone: FESTIVAL_TIME_ZONE,
  }).format(value);
}

/** "1 Feb 2020, 10:00" in English (in the language's words otherwise), in UTC: when the console's audit log says it. */
export function utcDateTime(language: Language, value: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(value));
}
