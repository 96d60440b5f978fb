import type { EventContent, FaqItem } from "./eventContent";
import { en } from "./languages";
import { paragraphs } from "./richTextDoc";

// The texts only an event's own page shows, by slug: its description, coordinators and FAQ (seedEventSummaries.ts has
// what lists show). They come with the event page's code, not with the app's entry (docs/performance.md).

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

/** The page's own texts of one event, as written here. */
interface Details {
  description: string[];
  faqIntro?: EventContent["faq_intro"];
  faq: FaqItem[];
}

const DETAILS: Record<string, Details> = {
  ctf: {
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
  },
  enigma: {
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
  },
  linguipedia: {
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
  },
  vista: {
    description: [
      "An image data set, a vision task and a live leaderboard. Augment, fine-tune, ensemble: use whatever gets your model to generalise.",
      "As in every data contest at Codefest, the final standings come from a hidden part of the test set.",
    ],
    faq: [
      faq("Where does the contest run?", "On the data-science platform linked from this page."),
      faq("Are pretrained networks allowed?", "Yes, as long as their weights are publicly available to everyone."),
    ],
  },
  mathmania: {
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
  },
  manthan: {
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
  },
  perplexed: {
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
  },
};

/** The texts of an event's own page: its description, coordinators and FAQ (the common questions first). */
export type EventDetails = Pick<EventContent, "description" | "coordinators" | "faq_intro" | "faq">;

/** The bundled page texts of an event, or undefined for an event the build does not carry. */
export function seedEventDetails(slug: string, maxMembers: number): EventDetails | undefined {
  const texts = DETAILS[slug];
  if (!texts) return undefined;
  return {
    description: en(paragraphs(...texts.description)),
    coordinators: coordinators(slug),
    faq_intro: texts.faqIntro ?? null,
    faq: [...COMMON_FAQ, maxMembers > 1 ? TEAM_FAQ : SOLO_FAQ, ...texts.faq],
  };
}
