import { Fragment, type ReactNode } from "react";
import type { MessageKey } from "./catalogues";
import { useLanguage } from "./LanguageContext";
import { messageParts } from "./translate";

interface Props {
  id: MessageKey;
  /** The message's arguments; a React element (a link, a strong word) takes its place in the sentence. */
  values?: Record<string, ReactNode | Date>;
}

/**
 * A message with elements inside it, in the shown language: `<Message id="footer.contacts" values={{ contact: <a
 * href=...>...</a> }} />`; each element takes its argument's place wherever the language puts it.
 */
export default function Message({ id, values }: Props) {
  const language = useLanguage();
  return messageParts(language, id, values).map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>);
}
