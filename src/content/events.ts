import type { EventContent, EventName, FaqItem } from "./eventTypes";

const commonFaq: FaqItem[] = [
  {
    question: "Is the contest online?",
    answer: "Yes. Every Codefest '20 contest runs online, so you can take part from anywhere with a stable connection.",
  },
  {
    question: "How do I register?",
    answer:
      "Sign in, then use the Register button on the event, or the Create Team button in the events section of your dashboard.",
  },
  {
    question: "Will I get a certificate?",
    answer: "Every participant receives a participation certificate, downloadable from the dashboard after the event.",
  },
];

const teamFaq: FaqItem = {
  question: "How big can a team be?",
  answer:
    "Up to two people. One of you creates the team and shares its access code; the other joins with that code. You may also compete alone.",
};

const soloFaq: FaqItem = {
  question: "Can I take part as a team?",
  answer: "No. This is an individual contest: register yourself from the dashboard in one click.",
};

const coordinators = (first: string, second: string) => [
  { name: first, contact: `${first.split(" ")[0].toLowerCase()}@example.org` },
  { name: second, contact: `${second.split(" ")[0].toLowerCase()}@example.org` },
];

export const EVENTS: EventContent[] = [
  {
    name: "ctf",
    title: "Capture The Flag",
    subject: "Capture The Flag",
    summary: "Break, reverse and exploit your way to hidden flags across web, crypto, forensics and binary challenges.",
    link: "/events/ctf",
    url: "https://ctf.example.org",
    icon: "ctf",
    maxTeamSize: 2,
    description: [
      "A jeopardy-style security contest. Each challenge hides a flag: a short string you can only find by understanding how a system fails.",
      "Challenges range from gentle warm-ups to puzzles that will keep seasoned players busy, so first-timers and veterans both have something to chase.",
    ],
    coordinators: coordinators("Coordinator One", "Coordinator Two"),
    faq: [
      ...commonFaq,
      teamFaq,
      {
        question: "Where does the contest run?",
        answer: "On the external contest platform linked from this page. Your Codefest team is used to sign in there.",
      },
    ],
  },
  {
    name: "enigma",
    title: "Enigma",
    subject: "machine learning",
    summary: "A machine-learning contest: train the model that predicts best on data nobody has seen.",
    link: "/events/enigma",
    url: "https://enigma.example.org",
    icon: "enigma",
    maxTeamSize: 2,
    description: [
      "You get a real-world data set and a question to answer. Explore it, engineer features, train models and submit predictions to a live leaderboard.",
      "The final ranking is computed on a hidden test set, so careful validation beats overfitting the public board.",
    ],
    coordinators: coordinators("Coordinator Three", "Coordinator Four"),
    faq: [...commonFaq, teamFaq],
  },
  {
    name: "linguipedia",
    title: "Linguipedia",
    subject: "natural language processing",
    summary: "A natural-language-processing contest: teach a machine to read text the way people do.",
    link: "/events/linguipedia",
    url: "https://linguipedia.example.org",
    icon: "linguipedia",
    maxTeamSize: 2,
    description: [
      "Classify, tag or understand text drawn from real sources. Classical pipelines and modern language models are both welcome.",
      "Predictions are scored on a hidden test set and the best score wins.",
    ],
    coordinators: coordinators("Coordinator Five", "Coordinator Six"),
    faq: [...commonFaq, teamFaq],
  },
  {
    name: "vista",
    title: "Vista",
    subject: "computer vision",
    summary: "A computer-vision contest: build the model that sees the most in a set of images.",
    link: "/events/vista",
    url: "https://vista.example.org",
    icon: "vista",
    maxTeamSize: 2,
    description: [
      "An image data set, a vision task and a live leaderboard. Augment, fine-tune and ensemble your way to the top.",
      "Final standings use a hidden test set, so the model that generalises wins.",
    ],
    coordinators: coordinators("Coordinator Seven", "Coordinator Eight"),
    faq: [...commonFaq, teamFaq],
  },
  {
    name: "mathmania",
    title: "MathMania",
    subject: "maths programming",
    summary: "Mathematics meets programming: problems that need a proof on paper and a program to finish.",
    link: "/events/mathmania",
    url: "https://mathmania.example.org",
    icon: "mathmania",
    maxTeamSize: 1,
    description: [
      "Number theory, combinatorics and probability problems whose answers are too large to find by hand.",
      "Find the insight, then write the code that computes the answer within the limits.",
    ],
    coordinators: coordinators("Coordinator Nine", "Coordinator Ten"),
    faq: [...commonFaq, soloFaq],
  },
  {
    name: "manthan",
    title: "Manthan",
    subject: "competitive programming",
    summary: "The flagship competitive-programming contest: algorithms, data structures and speed.",
    link: "/events/manthan",
    icon: "manthan",
    maxTeamSize: 1,
    description: [
      "A rated algorithmic contest with problems for every level, from the first accepted solution to the last tricky test case.",
      "Solve as many problems as you can; ties are broken by time and penalties.",
    ],
    coordinators: coordinators("Coordinator Eleven", "Coordinator Twelve"),
    faqIntro:
      "Manthan runs on an external judge. Its contest page and rules are published on the judge's help page: https://help.example.org/manthan",
    faq: [...commonFaq, soloFaq],
  },
  {
    name: "perplexed",
    title: "Perplexed",
    subject: "constrained programming",
    summary: "Programming with a twist: every problem comes with a constraint on how you may solve it.",
    link: "/events/perplexed",
    url: "https://perplexed.example.org",
    icon: "perplexed",
    maxTeamSize: 1,
    format: "Lasts 5 hours",
    description: [
      "Five hours of puzzles where the language, the characters you may type or the length of your code are limited.",
      "Creativity counts as much as speed.",
    ],
    coordinators: coordinators("Coordinator Thirteen", "Coordinator Fourteen"),
    faq: [...commonFaq, soloFaq],
  },
];

export const EVENT_NAMES = EVENTS.map((event) => event.name);

export const findEvent = (name: string): EventContent | undefined => EVENTS.find((event) => event.name === name);

export const isEventName = (name: string): name is EventName => EVENT_NAMES.includes(name as EventName);
