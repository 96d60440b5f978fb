import { useState } from "react";
import type { EventContent, EventContentInput } from "../../../../contract/eventContent";
import type { Localized } from "../../../../contract/languages";
import { type RichText, toMarkdown } from "../../../../contract/richText";
import { clearDraft, readDraft, writeDraft } from "../../../lib/formDrafts";

/** The editor's values: the stored content with its formatted fields as Markdown, and the version it started from. */
export interface EventDraft {
  base: number | null;
  content: EventContentInput;
}

const markdown = (text: Localized<RichText>): Localized<string> =>
  Object.fromEntries(
    Object.entries(text).map(([language, doc]) => [language, toMarkdown(doc ?? [])]),
  ) as Localized<string>;

/** A stored version as the editor shows it. */
export const inputFromContent = (content: EventContent): EventContentInput => ({
  ...content,
  description: markdown(content.description),
  faq_intro: content.faq_intro && markdown(content.faq_intro),
  faq: content.faq.map((item) => ({ question: item.question, answer: markdown(item.answer) })),
});

/** A new event's texts before anything is typed. */
export const EMPTY_CONTENT: EventContentInput = {
  name: "",
  subject: { en: "" },
  summary: { en: "" },
  format: null,
  contest_url: null,
  icon: "calendar",
  description: { en: "" },
  coordinators: [],
  faq_intro: null,
  faq: [],
};

/**
 * The editor's state kept in this tab's form drafts (src/lib/formDrafts.ts) at every keystroke, so what was typed
 * survives leaving the view, a reload and a 401; `published` forgets it once the server has it.
 */
export function useStoredDraft<T>(key: string, initial: () => T) {
  const [draft, setDraftState] = useState<T>(() => (readDraft(key) as T | undefined) ?? initial());
  const [kept, setKept] = useState(() => readDraft(key) !== undefined);
  const setDraft = (change: (current: T) => T) =>
    setDraftState((current) => {
      const next = change(current);
      writeDraft(key, next);
      setKept(true);
      return next;
    });
  const forget = (next: T) => {
    clearDraft(key);
    setKept(false);
    setDraftState(next);
  };
  return { draft, setDraft, forget, kept };
}
