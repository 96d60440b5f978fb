import MessageFormat from "@messageformat/core";
import { ENGLISH, isServerLanguage, type ServerLanguage } from "./languages";
import english from "./messages/mail/en.json";
import hindi from "./messages/mail/hi.json";

/** A mail's words (server/src/i18n/messages/mail/<language>.json, ICU MessageFormat): English's keys for all. */
export type MailWord = keyof typeof english;
type Compiled = (values?: Record<string, unknown>) => string;

const SOURCES: Record<ServerLanguage, Record<MailWord, string>> = { en: english, hi: hindi };

/** Compiled once, when the server starts. */
const COMPILED = new Map(
  Object.entries(SOURCES).map(([language, source]) => {
    const format = new MessageFormat(language);
    return [language, new Map(Object.entries(source).map(([key, text]) => [key, format.compile(text) as Compiled]))];
  }),
);

/** The language a recipient's mail is written in: their account's (users.language), English when none or unknown. */
export const mailLanguage = (value: unknown): ServerLanguage => (isServerLanguage(value) ? value : ENGLISH);

/** The words of mail in `language`; a word its catalogue lacks is the English one. */
export function mailWords(language: ServerLanguage) {
  return (key: MailWord, values: Record<string, unknown> = {}): string => {
    const compiled = COMPILED.get(language)?.get(key) ?? COMPILED.get(ENGLISH)?.get(key);
    return compiled ? compiled(values) : key;
  };
}
