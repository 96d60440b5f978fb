import type { FieldErrors } from "./errors";
import { CONTENT_MESSAGES, type EventContent, type EventContentInput } from "./eventContent";
import type { Localized } from "./languages";
import type { RichText } from "./richText";
import { parseRichText } from "./richTextParse";

/**
 * An event's content as the console sends it (formatted fields in Markdown) made into the stored form: each formatted
 * field parsed by parseRichText. What it refused (a link to another scheme, a text over the limits) comes back as field
 * errors named by the field's path (`description.en`, `faq.2.answer.hi`), so the server refuses the version and the
 * console shows the message at the field. The console's preview calls the same function.
 */
export function contentFromInput(input: EventContentInput): { content: EventContent; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const rich = (value: Localized<string>, path: string, required = true): Localized<RichText> => {
    const out: Partial<Record<string, RichText>> = {};
    for (const [language, markdown] of Object.entries(value)) {
      if (typeof markdown !== "string") continue;
      const { doc, problems } = parseRichText(markdown);
      if (problems.length > 0) errors[`${path}.${language}`] = problems;
      // an empty version in another language is no version: the English one is shown instead
      if (language === "en" || doc.length > 0) out[language] = doc;
    }
    if (required && (out.en ?? []).length === 0 && !errors[`${path}.en`]) {
      errors[`${path}.en`] = [CONTENT_MESSAGES.englishRequired];
    }
    return out as Localized<RichText>;
  };
  const content: EventContent = {
    ...input,
    description: rich(input.description, "description"),
    faq_intro: input.faq_intro === null ? null : rich(input.faq_intro, "faq_intro", false),
    faq: input.faq.map((item, index) => ({
      question: item.question,
      answer: rich(item.answer, `faq.${index}.answer`),
    })),
  };
  if (content.faq_intro && content.faq_intro.en.length === 0 && Object.keys(content.faq_intro).length === 1) {
    content.faq_intro = null;
  }
  return { content, errors };
}
