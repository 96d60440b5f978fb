import MessageFormat from "@messageformat/core";
import { ENGLISH, isServerLanguage, type ServerLanguage } from "./languages";
import englishCertificates from "./messages/certificates/en.json";
import hindiCertificates from "./messages/certificates/hi.json";
import englishMail from "./messages/mail/en.json";
import hindiMail from "./messages/mail/hi.json";
import englishPages from "./messages/pages/en.json";
import hindiPages from "./messages/pages/hi.json";

/**
 * The words of what the server writes for people to read, per area (server/src/i18n/messages/<area>/<language>.json,
 * ICU MessageFormat): mail, the pages it answers (unsubscribe), and the reasons it gives for revoking a certificate.
 * English's keys for every language.
 */
const AREAS = {
  certificates: { en: englishCertificates, hi: hindiCertificates },
  mail: { en: englishMail, hi: hindiMail },
  pages: { en: englishPages, hi: hindiPages },
} satisfies Record<string, Record<ServerLanguage, Record<string, string>>>;

type Area = keyof typeof AREAS;
type Compiled = (values?: Record<string, unknown>) => string;

/** Compiled once per area and language, when first used. */
const compiled = new Map<string, Map<string, Compiled>>();

function catalogue(area: Area, language: ServerLanguage): Map<string, Compiled> {
  const id = `${area}:${language}`;
  let messages = compiled.get(id);
  if (!messages) {
    const format = new MessageFormat(language);
    const source: Record<string, string> = AREAS[area][language];
    messages = new Map(Object.entries(source).map(([key, text]) => [key, format.compile(text) as Compiled]));
    compiled.set(id, messages);
  }
  return messages;
}

/** The language a recipient's words are in: their account's (users.language), English when none or unknown. */
export const mailLanguage = (value: unknown): ServerLanguage => (isServerLanguage(value) ? value : ENGLISH);

/** The words of an area in `language`; a word its catalogue lacks is the English one. */
export function wordsOf<A extends Area>(area: A, language: ServerLanguage) {
  return (key: keyof (typeof AREAS)[A]["en"] & string, values: Record<string, unknown> = {}): string => {
    const message = catalogue(area, language).get(key) ?? catalogue(area, ENGLISH).get(key);
    return message ? message(values) : key;
  };
}

/** The words of mail in `language`. */
export const mailWords = (language: ServerLanguage) => wordsOf("mail", language);
