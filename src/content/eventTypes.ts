import type { EventSlug } from "../../contract/events";

/** An event's key: the roster in contract/events.ts is the one list of events. */
export type EventName = EventSlug;

export interface Coordinator {
  name: string;
  contact: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** An event as the product holds it (docs/SPEC.md section 3). */
export interface EventContent {
  name: EventName;
  title: string;
  subject: string;
  summary: string;
  /** The in-app link, /events/{name}. */
  link: string;
  /** The external contest page; manthan has none. */
  url?: string;
  /** Key of the event's icon. */
  icon: EventName;
  /** Largest team allowed: 2 for team events, 1 for individual ones. */
  maxTeamSize: 1 | 2;
  /** A note on the format, read after the participation, e.g. "lasts 5 hours". */
  format?: string;
  description: string[];
  coordinators: Coordinator[];
  faq: FaqItem[];
  faqIntro?: string;
}
