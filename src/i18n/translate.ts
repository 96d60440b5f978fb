import { compiledMessage, type MessageKey, type MessageValues } from "./catalogues";
import type { Language } from "./languages";

/**
 * A message's parts in the language: its words, and the values as given (a number, a React element), in the order
 * the language puts them. A message whose catalogue has not arrived (loadMessages comes first) shows its key.
 */
export function messageParts(language: Language, key: MessageKey, values?: MessageValues): unknown[] {
  const message = compiledMessage(language, key) ?? key;
  return typeof message === "string" ? [message] : [message(values)].flat(Infinity);
}

/** The values of a message shown as text. */
export type TextValues = Record<string, string | number | Date>;

/**
 * A message that code outside the components asks to show (a toast's text): the component that shows it puts it into
 * words, in the language shown then.
 */
export interface MessageDescriptor {
  key: MessageKey;
  values?: TextValues;
}

/** A message as text in the language: for code outside components that knows the language (the store's). */
export function translate(language: Language, key: MessageKey, values?: TextValues): string {
  return messageParts(language, key, values).join("");
}
