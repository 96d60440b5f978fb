import type { Language } from "./languages";

/**
 * Where the festival runs from: dates and times on its pages are said in this zone (the server's FESTIVAL_TZ). Kept in
 * this module, which imports nothing but a type, so the locale worker (src/lib/intlWarmup.worker.ts) can read it.
 */
export const FESTIVAL_TIME_ZONE = "Asia/Kolkata";

/** The locale a language's dates are written in: English as the specification writes them ("22 November 2026"). */
export const dateLocale = (language: Language): string => (language === "en" ? "en-GB" : language);

/** The locale of a language's short days: English's are Indian ("21 Nov 2020"); every other language's are its own. */
export const shortDateLocale = (language: Language): string => (language === "en" ? "en-IN" : language);
