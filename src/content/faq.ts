import type { FaqItem } from "./eventTypes";

/** Questions every contest gets asked; each event adds its own below these. */
export const COMMON_EVENT_FAQ: FaqItem[] = [
  {
    question: "Is it online?",
    answer:
      "Yes, entirely. You take part from wherever you are: all you need is a computer and a connection that holds for the length of the contest.",
  },
  {
    question: "How do I register?",
    answer:
      "Sign in, then press the Register button on this page, or open the events section of your dashboard and use Register (individual events) or Create Team (team events).",
  },
  {
    question: "Do I get a certificate?",
    answer:
      "Everyone who takes part gets a certificate of participation, whatever their rank. Winners get a certificate of merit as well.",
  },
];

export const TEAM_EVENT_FAQ: FaqItem = {
  question: "How large can a team be?",
  answer:
    "One or two people. One of you creates the team from the dashboard and shares its access code; the other joins with that code. Competing alone is fine too.",
};

export const SOLO_EVENT_FAQ: FaqItem = {
  question: "Can I enter with a friend?",
  answer: "Not in this one: it is an individual contest, so each person registers and is ranked on their own.",
};
