import type { FaqItem } from "./eventTypes";

export interface HaxploreSection {
  id: "about" | "themes" | "timeline" | "prizes" | "faq";
  label: string;
}

/** The page's sections, in order: the in-page navigation follows this list. */
export const HAXPLORE_SECTIONS: HaxploreSection[] = [
  { id: "about", label: "About" },
  { id: "themes", label: "Themes" },
  { id: "timeline", label: "Timeline" },
  { id: "prizes", label: "Prizes" },
  { id: "faq", label: "FAQ" },
];

export const HAXPLORE = {
  tagline: "Codefest's online hackathon: build something that works, in a weekend, with your team.",
  about: [
    "Haxplore asks teams to turn an idea into a working prototype in a short, intense build phase. Pick a theme, plan with your teammates, and show a demo at the end.",
    "Judges look at how well the prototype solves a real problem, how much of it actually works, and how clearly you present it. Polish matters less than substance.",
  ],
  themes: [
    { title: "Learning", text: "Tools that help people learn, teach or practise, in or out of a classroom." },
    { title: "Health", text: "Ideas for wellbeing, access to care or public health information." },
    { title: "Open data", text: "Make public data useful: search it, map it, explain it." },
    { title: "Sustainability", text: "Software that helps save energy, water or waste, or measure it." },
    { title: "Open innovation", text: "Anything else you believe in, as long as you can show it working." },
  ],
  timeline: [
    {
      when: "Phase 1",
      what: "Registration opens",
      detail: "Teams sign up on the hackathon platform announced on this page and pick a theme.",
    },
    { when: "Phase 2", what: "Idea submission", detail: "A one-page description of the problem and your approach." },
    { when: "Phase 3", what: "Build phase", detail: "Shortlisted teams build their prototype online." },
    { when: "Phase 4", what: "Demos and results", detail: "Short live demos to the judges, then the results." },
  ],
  prizes: [
    { title: "Winner", text: "The top prize, certificates of merit and a feature on the festival's channels." },
    { title: "Runner-up", text: "The second prize and certificates of merit." },
    { title: "Best first-year team", text: "A special prize for a team whose members are all in their first year." },
    { title: "Everyone", text: "A certificate of participation for every team member who submits a project." },
  ],
  prizesNote: "Prize amounts are announced together with the partners of this edition.",
} as const;

export const HAXPLORE_FAQ: FaqItem[] = [
  { question: "Is Haxplore online?", answer: "Yes. Every phase, including the final demos, happens online." },
  {
    question: "How big can a team be?",
    answer: "One to four people. The exact rules come with the announcement of each edition.",
  },
  {
    question: "Do I need to know a particular stack?",
    answer: "No. Use any language, framework or platform you like, as long as the code is written during the event.",
  },
  {
    question: "Will I get a certificate?",
    answer: "Every participant who submits a project gets a certificate of participation.",
  },
];
