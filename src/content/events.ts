import type { EventContent as Texts } from "../../contract/eventContent";
import { type ContentLanguage, inLanguage, type Localized } from "../../contract/languages";
import { paths } from "../config/paths";
import type { Translate } from "../i18n/useT";
import type { EventContent } from "./eventTypes";

/** An event's texts in a language (English where that language has none), as a page shows them. */
export function eventView(slug: string, maxMembers: number, texts: Texts, language: ContentLanguage): EventContent {
  const text = <T>(value: Localized<T>): T => inLanguage(value, language);
  return {
    name: slug,
    title: texts.name,
    subject: text(texts.subject),
    summary: text(texts.summary),
    link: paths.event(slug),
    url: texts.contest_url ?? undefined,
    icon: texts.icon,
    maxTeamSize: maxMembers,
    format: texts.format ? text(texts.format) : undefined,
    description: text(texts.description),
    coordinators: texts.coordinators,
    faq: texts.faq.map((item) => ({ question: text(item.question), answer: text(item.answer) })),
    faqIntro: texts.faq_intro ? text(texts.faq_intro) : undefined,
  };
}

/** The subject, when it says more than the title (CTF's subject is its title). */
export const subjectOf = (event: Pick<EventContent, "title" | "subject">): string | null =>
  event.subject.toLowerCase() === event.title.toLowerCase() ? null : event.subject;

/**
 * How one takes part, in the language shown: "Team of up to 2", "Individual", or "Individual, lasts 5 hours" (the
 * event's format is its own text, as its title and summary are).
 */
export function participationOf(event: Pick<EventContent, "maxTeamSize" | "format">, t: Translate): string {
  const { maxTeamSize, format } = event;
  return format
    ? t("eventFacts.participationWithFormat", { maxTeamSize, format })
    : t("eventFacts.participation", { maxTeamSize });
}
