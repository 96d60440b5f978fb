import type { Coordinator, EventIcon } from "../../contract/eventContent";
import type { RichText } from "../../contract/richText";

/** An event's key: its slug, the address of its page (`/events/{name}`); organisers add events, so any string. */
export type EventName = string;

export type { Coordinator };

/** A question and its answer: plain text (the app's own pages) or organisers' formatted text (an event's FAQ). */
export interface FaqItem {
  question: string;
  answer: string | RichText;
}

/**
 * An event as a page shows it, in one language (docs/SPEC.md section 3): the published texts of `contract/`'s
 * EventContent (or the bundled catalogue's before, or without, them) resolved in the reader's language, with its
 * address and team size (src/features/events/eventsSelectors.ts builds it).
 */
export interface EventContent {
  name: EventName;
  title: string;
  subject: string;
  summary: string;
  /** The in-app link, /events/{name}. */
  link: string;
  /** The external contest page, when there is one. */
  url?: string;
  /** Key of the event's icon in the app's set. */
  icon: EventIcon;
  /** Largest team allowed: 1 for individual events. */
  maxTeamSize: number;
  /** A note on the format, read after the participation, e.g. "lasts 5 hours". */
  format?: string;
  description: RichText;
  coordinators: Coordinator[];
  faq: FaqItem[];
  faqIntro?: RichText;
}
