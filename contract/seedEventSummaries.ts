import type { EventContent } from "./eventContent";
import { en } from "./languages";

// The bundled events' summaries: what every page that lists an event shows (name, subject, summary, icon, format, the
// contest's address). The app's entry carries these alone; the texts only an event's own page shows (description,
// coordinators, FAQ) are in seedEventDetails.ts, which comes with that page's code. contract/seedEvents.ts joins both.

export interface SeedEvent {
  slug: string;
  /** Largest team: 2 for team events, 1 for individual ones. */
  maxMembers: number;
  content: EventContent;
}

interface Summary {
  slug: string;
  maxMembers: number;
  name: string;
  subject: string;
  summary: string;
  contestUrl: string | null;
  icon: EventContent["icon"];
  format?: string;
}

/** A summary as an event's texts, without the page's own texts (empty until seedEventDetails.ts fills them). */
const event = (texts: Summary): SeedEvent => ({
  slug: texts.slug,
  maxMembers: texts.maxMembers,
  content: {
    name: texts.name,
    subject: en(texts.subject),
    summary: en(texts.summary),
    format: texts.format ? en(texts.format) : null,
    contest_url: texts.contestUrl,
    icon: texts.icon,
    description: en([]),
    coordinators: [],
    faq_intro: null,
    faq: [],
  },
});

/** The specification's seven events in order, summaries only (contract/seedEvents.ts has them whole). */
export const SEED_EVENT_SUMMARIES: readonly SeedEvent[] = [
  event({
    slug: "ctf",
    maxMembers: 2,
    name: "Capture The Flag",
    subject: "information security",
    summary: "Find the flags hidden in broken web apps, weak ciphers, odd binaries and suspicious files.",
    contestUrl: "https://ctf.example.org",
    icon: "flag",
  }),
  event({
    slug: "enigma",
    maxMembers: 2,
    name: "Enigma",
    subject: "machine learning",
    summary: "Train the model that predicts best on data nobody has seen yet.",
    contestUrl: "https://enigma.example.org",
    icon: "network",
  }),
  event({
    slug: "linguipedia",
    maxMembers: 2,
    name: "Linguipedia",
    subject: "natural language processing",
    summary: "Teach a machine to read: classify, tag and understand real-world text.",
    contestUrl: "https://linguipedia.example.org",
    icon: "speech",
  }),
  event({
    slug: "vista",
    maxMembers: 2,
    name: "Vista",
    subject: "computer vision",
    summary: "Build the model that sees the most in a set of images.",
    contestUrl: "https://vista.example.org",
    icon: "eye",
  }),
  event({
    slug: "mathmania",
    maxMembers: 1,
    name: "MathMania",
    subject: "maths programming",
    summary: "Problems that need an idea on paper and a program to finish the job.",
    contestUrl: "https://mathmania.example.org",
    icon: "sigma",
  }),
  event({
    slug: "manthan",
    maxMembers: 1,
    name: "Manthan",
    subject: "competitive programming",
    summary: "The flagship algorithms contest: data structures, proofs and speed.",
    contestUrl: null,
    icon: "code",
  }),
  event({
    slug: "perplexed",
    maxMembers: 1,
    name: "Perplexed",
    subject: "constrained programming",
    summary: "Programming with a twist: every problem limits how you may solve it.",
    contestUrl: "https://perplexed.example.org",
    icon: "knot",
    format: "lasts 5 hours",
  }),
];
