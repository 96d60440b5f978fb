import { dateLocale } from "../../../../i18n/dateLocales";
import type { Language } from "../../../../i18n/languages";
import type { MessageDescriptor } from "../../../../i18n/translate";

/** The words and colours of the overview's charts: days and hours in the festival's time zone, palettes per theme. */

/** A festival day (`YYYY-MM-DD`, already the zone's) as "28 Nov" (in `language`'s words). */
export function dayLabel(day: string, language: Language = "en"): string {
  return new Intl.DateTimeFormat(dateLocale(language), { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** An hour (an instant) in the festival's zone, as "28 Nov, 14:00" (in `language`'s words). */
export function hourLabel(hour: string, timeZone: string, language: Language = "en"): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(hour));
}

/** How long ago an instant was, as a message: "3 min", "2 h 5 min", "1 d 4 h". */
export function ageMessage(since: string, now = Date.now()): MessageDescriptor {
  const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
  if (minutes < 60) return { key: "console.age.minutes", values: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { key: "console.age.hours", values: { hours, minutes: minutes % 60 } };
  return { key: "console.age.days", values: { days: Math.floor(hours / 24), hours: hours % 24 } };
}

/**
 * Series colours from the Okabe-Ito palette (told apart with the common colour-vision deficiencies), in the shades
 * that keep 3:1 against each theme's page and paper: the darker ones on light, the lighter ones on dark. The first two
 * are the pair a chart of two series draws; the third is drawn alone. (Okabe-Ito's reddish purple is left out: no
 * chart needs a fourth, and on the light page it falls under 3:1.) test/unit/admin/chartColours.test.ts checks both.
 */
export const SERIES_COLOURS = {
  light: ["#0072B2", "#D55E00", "#009E73"],
  dark: ["#56B4E9", "#E69F00", "#33C9A0"],
} as const;
