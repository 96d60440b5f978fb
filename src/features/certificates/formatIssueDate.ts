import { longDate } from "../../i18n/dates";
import type { Language } from "../../i18n/languages";

/**
 * "21 November 2026" ("21 नवंबर 2026" in Hindi): the issue date in UTC, so the PDF and the verification page agree
 * everywhere.
 */
export const formatIssueDate = (iso: string, language: Language = "en"): string => longDate(language, iso, "UTC");
