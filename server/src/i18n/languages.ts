import Negotiator from "negotiator";

/**
 * The languages the server's words are in (issue 42): English first, the language of the contract's messages
 * (contract/messages.ts) and of every answer to a caller who asks for no other; each other one is a catalogue,
 * `server/src/i18n/messages/<language>.json`.
 */
export const SERVER_LANGUAGES = ["en", "hi"] as const;
export type ServerLanguage = (typeof SERVER_LANGUAGES)[number];
export const ENGLISH: ServerLanguage = "en";

export const isServerLanguage = (value: unknown): value is ServerLanguage =>
  SERVER_LANGUAGES.includes(value as ServerLanguage);

/**
 * The language to answer in, from an `Accept-Language` header (RFC 9110 section 12.5.4, through `negotiator`): the
 * caller's most preferred language the server has (`hi-IN` is Hindi); English when the header is absent, `*`, or names
 * only languages the server does not have, so scripts and the contract's examples read as they always did.
 */
export function negotiateLanguage(header: string | string[] | undefined): ServerLanguage {
  if (header === undefined || header === "") return ENGLISH;
  const best = new Negotiator({ headers: { "accept-language": header } }).language([...SERVER_LANGUAGES]);
  return isServerLanguage(best) ? best : ENGLISH;
}
