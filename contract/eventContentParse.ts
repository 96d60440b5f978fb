import type { FieldErrors } from "./errors";
import { CONTENT_MESSAGES, type EventContent, type EventContentInput } from "./eventContent";
import type { Localized } from "./languages";
import type { RichText } from "./richText";
import { parseRichText, type RichTextProblem, richTextProblemText } from "./richTextParse";

/** What a formatted field's version refused: the parser's problems, or English's version missing. */
export type ContentProblem = RichTextProblem | { problem: "englishRequired" };

/** The problems of each formatted field's version, by its path (`description.en`, `faq.2.answer.hi`). */
export type ContentProblems = Record<string, ContentProblem[]>;

/**
 * An event's content as the console sends it (formatted fields in Markdown) made into the stored form: each formatted
 * field parsed by parseRichText. What it refused (a link to another scheme, a text over the limits) comes back as
 * problems named by the field's path (`description.en`, `faq.2.answer.hi`): the server refuses the version with them
 * in words (`contentErrors`), and the console's preview, which calls the same function, says them in the organiser's
 * language.
 */
export function contentFromInput(input: EventContentInput): { content: EventContent; problems: ContentProblems } {
  const problems: ContentProblems = {};
  const rich = (value: Localized<string>, path: string, required = true): Localized<RichText> => {
    const out: Partial<Record<string, RichText>> = {};
    for (const [language, markdown] of Object.entries(value)) {
      if (typeof markdown !== "string") continue;
      const { doc, problems: found } = parseRichText(markdown);
      if (found.length > 0) problems[`${path}.${language}`] = found;
      // an empty version in another language is no version: the English one is shown instead
      if (language === "en" || doc.length > 0) out[language] = doc;
    }
    if (required && (out.en ?? []).length === 0 && !problems[`${path}.en`]) {
      problems[`${path}.en`] = [{ problem: "englishRequired" }];
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
  return { content, problems };
}

/** The problems as the API's field errors say them, in English (the server translates them by Accept-Language). */
export function contentErrors(problems: ContentProblems): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([path, list]) => [
      path,
      list.map((problem) =>
        problem.problem === "englishRequired" ? CONTENT_MESSAGES.englishRequired : richTextProblemText(problem),
      ),
    ]),
  );
}
