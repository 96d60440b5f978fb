import type { EventContent, FaqItem } from "./eventContent";
import { en } from "./languages";
import { paragraphs } from "./richTextDoc";

/**
 * The specification's seven events (docs/SPEC.md section 1) with their texts: what a fresh database is seeded with
 * (server/src/db/seed.ts) and what the app shows before, or without, the server's published texts (the bundled
 * catalogue, src/features/events/eventsSlice.ts). Only the seed reads it on the server; nothing else treats these
 * seven apart from any event organisers add, except that their slugs and team sizes are the specification's and
 * cannot be edited. Changing a text here changes fresh databases and the bundled pages, never a running festival's
 * published texts (those are the organisers').
 */
export interface SeedEvent {
  slug: string;
  /** Largest team: 2 for team events, 1 for individual ones. */
  maxMembers: number;
  content: EventContent;
}

const coordinators = (slug: string): EventContent["coordinators"] => [
  { name: "Coordinator A (placeholder)", email: `${slug}.a@example.org`, phone: null },
  { name: "Coordinator B (placeholder)", email: `${slug}.b@example.org`, phone: null },
];

const faq = (question: string, answer: string): FaqItem => ({ question: en(question), answer: en(paragraphs(answer)) });

/** Questions every contest gets asked; each event adds its own below these. */
const COMMON_FAQ: FaqItem[] = [
  faq(
    "Is it online?",
    "Yes, entirely. You take part from wherever you are: all you need is a computer and a connection that holds for the length of the contest.",
  ),
  faq(
    "How do I register?",
    "Sign in, then press the Register button on this page, or open the events section of your dashboard and use Register (individual events) or Create Team (team events).",
  ),
  faq(
    "Do I get a certificate?",
    "Everyone who takes part gets a certificate of participation, whatever their rank. Winners get a certificate of merit as well.",
  ),
];

const TEAM_FAQ = faq(
  "How large can a team be?",
  "One or two people. One of you creates the team from the dashboard and shares its access code; the other joins with that code. Competing alone is fine too.",
);

const SOLO_FAQ = faq(
  "Can I enter with a friend?",
  "Not in this one: it is an individual contest, so each person registers and is ranked on their own.",
);

interface Texts {
  slug: string;
  maxMembers: number;
  name: string;
  subject: string;
  summary: string;
  contestUrl: string | null;
  icon: EventContent["icon"];
  format?: string;
  description: string[];
  faqIntro?: EventContent["faq_intro"];
  faq: FaqItem[];
}

const event = (texts: Texts): SeedEvent => ({
  slug: texts.slug,
  maxMembers: texts.maxMembers,
  content: {
    name: texts.name,
    subject: en(texts.subject),
    summary: en(texts.summary),
    format: texts.format ? en(texts.format) : null,
    contest_url: texts.contestUrl,
    icon: texts.icon,
    description: en(paragraphs(...texts.description)),
    coordinators: coordinators(texts.slug),
    faq_intro: texts.faqIntro ?? null,
    faq: [...COMMON_FAQ, texts.maxMembers > 1 ? TEAM_FAQ : SOLO_FAQ, ...texts.faq],
  },
});

export const SEED_EVENTS: readonly SeedEvent[] = [
  event({
    slug: "ctf",
    maxMembers: 2,
    name: "Capture The Flag",
    subject: "information security",
    summary: "Find the flags hidden in broken web apps, weak ciphers, odd binaries and suspicious files.",
    contestUrl: "https://ctf.example.org",
    icon: "flag",
    description: [
      "A jeopardy-style security contest. Every challenge hides a flag, a short secret string, that you can only reach by working out how a system can be made to misbehave.",
      "Challenges are grouped into web, cryptography, forensics, reverse engineering and binary exploitation, each with easy openers and hard finishers. Points drop as more teams solve a challenge, so rare solves count most.",
    ],
    faq: [
      faq(
        "Where does the contest run?",
        "On the CTF platform linked from this page. The link opens when the contest starts; sign in there with the account the platform asks you to create for your team.",
      ),
      faq(
        "I have never played a CTF. Is it for me?",
        "Yes. The first challenge in every category is meant for beginners, and past write-ups from public CTFs are a good way to warm up.",
      ),
    ],
  }),
  event({
    slug: "enigma",
    maxMembers: 2,
    name: "Enigma",
    subject: "machine learning",
    summary: "Train the model that predicts best on data nobody has seen yet.",
    contestUrl: "https://enigma.example.org",
    icon: "network",
    description: [
      "You receive a tabular data set drawn from a real-world problem and a target to predict. Explore it, clean it, engineer features, train models and submit predictions to a live leaderboard.",
      "The public leaderboard uses part of the test data; the final ranking uses the rest, which stays hidden until the end. Honest validation beats chasing the public score.",
    ],
    faq: [
      faq(
        "Where does the contest run?",
        "On the data-science platform linked from this page, where you download the data and upload predictions.",
      ),
      faq(
        "Can I use any library or pretrained model?",
        "Any open-source tool is allowed. External data is not, unless the problem statement says so.",
      ),
    ],
  }),
  event({
    slug: "linguipedia",
    maxMembers: 2,
    name: "Linguipedia",
    subject: "natural language processing",
    summary: "Teach a machine to read: classify, tag and understand real-world text.",
    contestUrl: "https://linguipedia.example.org",
    icon: "speech",
    description: [
      "A natural-language-processing contest on text collected from real sources: short posts, reviews or articles. The task is announced at the start along with the data.",
      "Classical pipelines and modern language models are both welcome. Predictions are scored on a hidden test set and the best score wins.",
    ],
    faq: [
      faq("Where does the contest run?", "On the data-science platform linked from this page."),
      faq(
        "Do I need a GPU?",
        "No. The data is sized so that a laptop or a free notebook service is enough for a strong entry.",
      ),
    ],
  }),
  event({
    slug: "vista",
    maxMembers: 2,
    name: "Vista",
    subject: "computer vision",
    summary: "Build the model that sees the most in a set of images.",
    contestUrl: "https://vista.example.org",
    icon: "eye",
    description: [
      "An image data set, a vision task and a live leaderboard. Augment, fine-tune, ensemble: use whatever gets your model to generalise.",
      "As in every data contest at Codefest, the final standings come from a hidden part of the test set.",
    ],
    faq: [
      faq("Where does the contest run?", "On the data-science platform linked from this page."),
      faq("Are pretrained networks allowed?", "Yes, as long as their weights are publicly available to everyone."),
    ],
  }),
  event({
    slug: "mathmania",
    maxMembers: 1,
    name: "MathMania",
    subject: "maths programming",
    summary: "Problems that need an idea on paper and a program to finish the job.",
    contestUrl: "https://mathmania.example.org",
    icon: "sigma",
    description: [
      "Number theory, combinatorics, probability and geometry problems whose answers are far too large to reach by hand or by brute force.",
      "Find the insight, then write the program that computes the exact answer within the time limit. Any language is fine: only the answer is submitted.",
    ],
    faq: [
      faq("Where does the contest run?", "On the contest platform linked from this page."),
      faq(
        "Where can I see past problems?",
        "Problems of earlier editions are on the same platform; search for Codefest MathMania there.",
      ),
    ],
  }),
  event({
    slug: "manthan",
    maxMembers: 1,
    name: "Manthan",
    subject: "competitive programming",
    summary: "The flagship algorithms contest: data structures, proofs and speed.",
    contestUrl: null,
    icon: "code",
    description: [
      "A rated algorithmic contest with problems for every level, from the first accepted solution to the last tricky test case.",
      "Solve as many problems as you can in the contest window. Ties are broken by total time, with a penalty for each wrong submission.",
    ],
    faqIntro: en([
      {
        p: [
          "Manthan runs on an external online judge. The contest page, its rules and the problems of past editions are listed on the judge's help page: ",
          { href: "https://help.example.org/codefest/manthan", text: "https://help.example.org/codefest/manthan" },
        ],
      },
    ]),
    faq: [
      faq(
        "Which languages can I use?",
        "Every language the judge supports, including C, C++, Java, Python and Kotlin.",
      ),
    ],
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
    description: [
      "Five hours of puzzles where the language, the characters you may type or the length of your code are restricted.",
      "Some rounds hide the problem statement behind a program you must first read. Creativity counts as much as speed.",
    ],
    faq: [
      faq(
        "Where does the contest run?",
        "On the contest platform linked from this page, for five hours from the announced start.",
      ),
      faq("Where can I see past problems?", "Earlier editions' rounds are public on the same platform."),
    ],
  }),
];
