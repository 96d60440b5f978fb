import type { FaqItem } from "./eventTypes";
import { FESTIVAL } from "./festival";

/** The campus ambassador page's texts. */
export const AMBASSADORS = {
  intro:
    "Campus ambassadors bring Codefest to their own college. They are the festival's voice on campus and the first person their classmates ask about it.",
  whatItIs: [
    "The programme runs for the weeks before the contests. Ambassadors earn points for what they do, and the table on this page shows where everyone stands.",
    "No experience is needed: if you enjoy programming, know people who do, and like getting things going, you will do well.",
  ],
  duties: [
    "Share the festival's announcements with your college's coding clubs and groups.",
    "Help classmates sign up, form teams of two and find the right contest.",
    "Hold a short info session or a practice contest on campus, online or in person.",
    "Tell the organisers what students at your college ask, so the festival can answer it.",
  ],
  perks: [
    "A certificate of recognition from the festival.",
    "Festival merchandise for the ambassadors with the most points.",
    "A mention on this page and on the festival's channels.",
    "Early news of problem-setting and organising roles for the next edition.",
  ],
  apply: `Write to ${FESTIVAL.contactEmail} with your name, your college and a line on why you would like to represent it. We answer every message within a few days.`,
  tableCaption: "Campus ambassadors by points",
  tableNote: "Points are updated by the organisers; the table shows the top ambassadors.",
} as const;

export const AMBASSADOR_FAQ: FaqItem[] = [
  {
    question: "Who can become a campus ambassador?",
    answer: "Any student enrolled at a college or school. One college can have more than one ambassador.",
  },
  {
    question: "How are points counted?",
    answer:
      "For registrations that came through you, for sessions you ran and for the reach of what you shared. The organisers update the table regularly.",
  },
  {
    question: "Can an ambassador take part in the contests?",
    answer: "Yes. Being an ambassador does not stop you from competing in any event.",
  },
  {
    question: "Does it take a lot of time?",
    answer: "A couple of hours a week is plenty. You decide how much you do.",
  },
];
