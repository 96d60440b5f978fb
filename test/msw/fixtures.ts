import { type PublishedEvent, summaryOf } from "../../contract/eventContent";
import { EVENT_ROSTER } from "../../contract/events";
import { en } from "../../contract/languages";
import { SEED_EVENTS } from "../../contract/seedEvents";
import type { ServerEvent } from "../../contract/teams";

/** The server's event list as a fresh anonymous visitor sees it. */
export const serverEvents = (): ServerEvent[] =>
  EVENT_ROSTER.map(({ slug, name, maxMembers }, index) => ({
    id: index + 1,
    name,
    slug,
    is_registration_on: true,
    min_members: 1,
    max_members: maxMembers,
    results_published: false,
    team: null,
  }));

/** The `events/` rows as the original 2020 backend gives them: no `results_published`, no `starts_at`. */
export const originalBackendEvents = () =>
  serverEvents().map(({ results_published: _absent, starts_at: _none, ...row }) => row);

/**
 * The list as a server that keeps events as data answers it: each event with the summary of its published texts
 * (the seed's, as a fresh database holds them).
 */
export const publishedEventList = (): ServerEvent[] =>
  serverEvents().map((event) => {
    const seed = SEED_EVENTS.find((item) => item.slug === event.slug)!;
    return { ...event, content: summaryOf(1, seed.content), hidden: false };
  });

/** An event organisers added in the console, as `events/{slug}/` answers it. */
export const addedEventTexts = (slug: string, name: string): PublishedEvent => ({
  slug,
  version: 1,
  published_at: "2020-03-01T10:00:00Z",
  content: {
    name,
    subject: en("general knowledge"),
    summary: en(`${name}: questions on everything, answered against the clock.`),
    format: null,
    contest_url: "https://quiz.example.org",
    icon: "calendar",
    description: en([{ p: [`${name} is a quiz added by the organisers.`] }]),
    coordinators: [{ name: "Quiz Master", email: "quiz@example.org", phone: "+91 98765 43210" }],
    faq_intro: null,
    faq: [{ question: en("Is it a team event?"), answer: en([{ p: ["No, everyone answers alone."] }]) }],
  },
});

/** The list row of an added event, its summary taken from its texts. */
export const addedEventRow = (texts: PublishedEvent, id = 100): ServerEvent => ({
  id,
  name: texts.content.name,
  slug: texts.slug,
  is_registration_on: true,
  min_members: 1,
  max_members: 1,
  results_published: false,
  content: summaryOf(texts.version, texts.content),
  hidden: false,
  team: null,
});
