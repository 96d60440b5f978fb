import type { Translate } from "../i18n/useT";
import type { Coordinator, EventContent, EventName } from "./eventTypes";
import { COMMON_EVENT_FAQ, SOLO_EVENT_FAQ, TEAM_EVENT_FAQ } from "./faq";

/** Placeholder coordinators: no real people, example.org contacts. */
const coordinators = (event: EventName): Coordinator[] => [
  { name: "Coordinator A (placeholder)", contact: `${event}.a@example.org` },
  { name: "Coordinator B (placeholder)", contact: `${event}.b@example.org` },
];

export const EVENTS: EventContent[] = [
  {
    name: "ctf",
    title: "Capture The Flag",
    subject: "information security",
    summary: "Find the flags hidden in broken web apps, weak ciphers, odd binaries and suspicious files.",
    link: "/events/ctf",
    url: "https://ctf.example.org",
    icon: "ctf",
    maxTeamSize: 2,
    description: [
      "A jeopardy-style security contest. Every challenge hides a flag, a short secret string, that you can only reach by working out how a system can be made to misbehave.",
      "Challenges are grouped into web, cryptography, forensics, reverse engineering and binary exploitation, each with easy openers and hard finishers. Points drop as more teams solve a challenge, so rare solves count most.",
    ],
    coordinators: coordinators("ctf"),
    faq: [
      ...COMMON_EVENT_FAQ,
      TEAM_EVENT_FAQ,
      {
        question: "Where does the contest run?",
        answer:
          "On the CTF platform linked from this page. The link opens when the contest starts; sign in there with the account the platform asks you to create for your team.",
      },
      {
        question: "I have never played a CTF. Is it for me?",
        answer:
          "Yes. The first challenge in every category is meant for beginners, and past write-ups from public CTFs are a good way to warm up.",
      },
    ],
  },
  {
    name: "enigma",
    title: "Enigma",
    subject: "machine learning",
    summary: "Train the model that predicts best on data nobody has seen yet.",
    link: "/events/enigma",
    url: "https://enigma.example.org",
    icon: "enigma",
    maxTeamSize: 2,
    description: [
      "You receive a tabular data set drawn from a real-world problem and a target to predict. Explore it, clean it, engineer features, train models and submit predictions to a live leaderboard.",
      "The public leaderboard uses part of the test data; the final ranking uses the rest, which stays hidden until the end. Honest validation beats chasing the public score.",
    ],
    coordinators: coordinators("enigma"),
    faq: [
      ...COMMON_EVENT_FAQ,
      TEAM_EVENT_FAQ,
      {
        question: "Where does the contest run?",
        answer:
          "On the data-science platform linked from this page, where you download the data and upload predictions.",
      },
      {
        question: "Can I use any library or pretrained model?",
        answer: "Any open-source tool is allowed. External data is not, unless the problem statement says so.",
      },
    ],
  },
  {
    name: "linguipedia",
    title: "Linguipedia",
    subject: "natural language processing",
    summary: "Teach a machine to read: classify, tag and understand real-world text.",
    link: "/events/linguipedia",
    url: "https://linguipedia.example.org",
    icon: "linguipedia",
    maxTeamSize: 2,
    description: [
      "A natural-language-processing contest on text collected from real sources: short posts, reviews or articles. The task is announced at the start along with the data.",
      "Classical pipelines and modern language models are both welcome. Predictions are scored on a hidden test set and the best score wins.",
    ],
    coordinators: coordinators("linguipedia"),
    faq: [
      ...COMMON_EVENT_FAQ,
      TEAM_EVENT_FAQ,
      {
        question: "Where does the contest run?",
        answer: "On the data-science platform linked from this page.",
      },
      {
        question: "Do I need a GPU?",
        answer: "No. The data is sized so that a laptop or a free notebook service is enough for a strong entry.",
      },
    ],
  },
  {
    name: "vista",
    title: "Vista",
    subject: "computer vision",
    summary: "Build the model that sees the most in a set of images.",
    link: "/events/vista",
    url: "https://vista.example.org",
    icon: "vista",
    maxTeamSize: 2,
    description: [
      "An image data set, a vision task and a live leaderboard. Augment, fine-tune, ensemble: use whatever gets your model to generalise.",
      "As in every data contest at Codefest, the final standings come from a hidden part of the test set.",
    ],
    coordinators: coordinators("vista"),
    faq: [
      ...COMMON_EVENT_FAQ,
      TEAM_EVENT_FAQ,
      {
        question: "Where does the contest run?",
        answer: "On the data-science platform linked from this page.",
      },
      {
        question: "Are pretrained networks allowed?",
        answer: "Yes, as long as their weights are publicly available to everyone.",
      },
    ],
  },
  {
    name: "mathmania",
    title: "MathMania",
    subject: "maths programming",
    summary: "Problems that need an idea on paper and a program to finish the job.",
    link: "/events/mathmania",
    url: "https://mathmania.example.org",
    icon: "mathmania",
    maxTeamSize: 1,
    description: [
      "Number theory, combinatorics, probability and geometry problems whose answers are far too large to reach by hand or by brute force.",
      "Find the insight, then write the program that computes the exact answer within the time limit. Any language is fine: only the answer is submitted.",
    ],
    coordinators: coordinators("mathmania"),
    faq: [
      ...COMMON_EVENT_FAQ,
      SOLO_EVENT_FAQ,
      {
        question: "Where does the contest run?",
        answer: "On the contest platform linked from this page.",
      },
      {
        question: "Where can I see past problems?",
        answer: "Problems of earlier editions are on the same platform; search for Codefest MathMania there.",
      },
    ],
  },
  {
    name: "manthan",
    title: "Manthan",
    subject: "competitive programming",
    summary: "The flagship algorithms contest: data structures, proofs and speed.",
    link: "/events/manthan",
    icon: "manthan",
    maxTeamSize: 1,
    description: [
      "A rated algorithmic contest with problems for every level, from the first accepted solution to the last tricky test case.",
      "Solve as many problems as you can in the contest window. Ties are broken by total time, with a penalty for each wrong submission.",
    ],
    coordinators: coordinators("manthan"),
    faqIntro:
      "Manthan runs on an external online judge. The contest page, its rules and the problems of past editions are listed on the judge's help page: https://help.example.org/codefest/manthan",
    faq: [
      ...COMMON_EVENT_FAQ,
      SOLO_EVENT_FAQ,
      {
        question: "Which languages can I use?",
        answer: "Every language the judge supports, including C, C++, Java, Python and Kotlin.",
      },
    ],
  },
  {
    name: "perplexed",
    title: "Perplexed",
    subject: "constrained programming",
    summary: "Programming with a twist: every problem limits how you may solve it.",
    link: "/events/perplexed",
    url: "https://perplexed.example.org",
    icon: "perplexed",
    maxTeamSize: 1,
    format: "lasts 5 hours",
    description: [
      "Five hours of puzzles where the language, the characters you may type or the length of your code are restricted.",
      "Some rounds hide the problem statement behind a program you must first read. Creativity counts as much as speed.",
    ],
    coordinators: coordinators("perplexed"),
    faq: [
      ...COMMON_EVENT_FAQ,
      SOLO_EVENT_FAQ,
      {
        question: "Where does the contest run?",
        answer: "On the contest platform linked from this page, for five hours from the announced start.",
      },
      {
        question: "Where can I see past problems?",
        answer: "Earlier editions' rounds are public on the same platform.",
      },
    ],
  },
];

export const findEvent = (name: string): EventContent | undefined => EVENTS.find((event) => event.name === name);

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
