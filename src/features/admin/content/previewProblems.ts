import type { ContentProblem } from "../../../../contract/eventContentParse";
import { CONTENT_LANGUAGES, type ContentLanguage, LANGUAGE_NAMES } from "../../../../contract/languages";
import type { Translate } from "../../../i18n/useT";

/** A problem of the preview (contract/eventContentParse.ts) in the organiser's language. */
export function problemWords(problem: ContentProblem, t: Translate): string {
  switch (problem.problem) {
    case "englishRequired":
      return t("eventContent.problem.englishRequired");
    case "linkRefused":
      return t("eventContent.problem.linkRefused", { href: problem.href });
    case "tooLong":
      return t("eventContent.problem.tooLong", { max: problem.max, length: problem.length });
    default:
      return t(`eventContent.problem.${problem.problem}`, { max: problem.max });
  }
}

const isContentLanguage = (value: string): value is ContentLanguage =>
  (CONTENT_LANGUAGES as readonly string[]).includes(value);

/**
 * The field a problem's path names (`description.en`, `faq.2.answer.hi`) as its form labels it: "Description
 * (English)", "Answer 3 (हिन्दी)"; a path the form has no field for as it is.
 */
export function fieldOfPath(path: string, t: Translate): string {
  const parts = path.split(".");
  const language = parts.pop() ?? "";
  const field = parts.join(".");
  const answer = /^faq\.(\d+)\.answer$/.exec(field);
  const label =
    field === "description"
      ? t("eventContent.description")
      : field === "faq_intro"
        ? t("eventContent.faq")
        : answer
          ? t("eventContent.answer", { number: Number(answer[1]) + 1 })
          : null;
  if (label === null || !isContentLanguage(language)) return path;
  return t("eventContent.inLanguage", { label, language: LANGUAGE_NAMES[language] });
}
