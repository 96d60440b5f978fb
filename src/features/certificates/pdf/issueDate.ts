import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../../../i18n/languages";
import { formatIssueDate } from "../formatIssueDate";

/** Each language's way of writing a date on a certificate (the day in UTC, as the verification page shows it). */
const LOCALES: Record<Language, string> = { en: "en-GB", hi: "hi-IN" };

/** The certificate's issue date in its language: "21 November 2026" in English, "21 नवंबर 2026" in Hindi. */
export function issueDateIn(language: Language, iso: string): string {
  if (language === DEFAULT_LANGUAGE) return formatIssueDate(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" } as const;
  return new Intl.DateTimeFormat(LOCALES[language], options).format(date);
}

/** The language the page is shown in (`<html lang>`, which the app keeps right): the PDF's, as its reader's. */
export function pageLanguage(): Language {
  const lang = document.documentElement.lang;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}
