import { isolate } from "../../../contract/fields";
import type { AcceptOption, FinderSkill, ListingEndReason, RequestState } from "../../../contract/finder";
import { MAX_PENDING_REQUESTS } from "../../../contract/finder";

/**
 * Every word the teammate finder's screens show, in one place: when the message catalogues arrive (issue 42), this
 * module becomes the finder's catalogue entries, one for one.
 */
export const FINDER_TEXT = {
  pageHeading: (event: string) => `Find a teammate for ${event}`,
  pageIntro:
    "List yourself (or your team with a free place), browse who is looking, and ask someone to team up. Listings show a name and only the details their owner chose; never an e-mail or phone number.",
  unavailable: "The teammate finder is not available on this server.",
  notTeamEvent: (event: string) => `${event} is for individuals: there is no teammate to find.`,
  unknownEvent: "No such event.",
  loadFailed: "The listings could not be loaded.",
  loading: "Loading listings…",
  yourRequests: "Your requests and their answers are on your dashboard.",
  toDashboard: "Your dashboard",
  backToEvents: "Your events",
  blocked: "An organiser has blocked you from the teammate finder. Write to the organisers if you think this is wrong.",
  registrationClosed: (event: string) => `Registration for ${event} is closed: the finder is closed with it.`,
  teamFull: "Your team for this event is full: there is nobody left to find.",
  onlyCreatorLists: "Your team's creator can list your team here while it has a free place.",
  verifyFirst: "Verify your e-mail address first (on your dashboard): the finder is for verified participants.",

  listingHeading: "Your listing",
  listingIntro: "Say what you are looking for. Your listing ends by itself after 14 days unless you save it again.",
  listAs: "List",
  listMyself: "Myself (I have no team yet)",
  listMyTeam: (team: string) => `My team ${isolate(team)} (it has a free place)`,
  note: "Note",
  noteHelp: (left: number) => `What you are looking for, in up to 280 characters (${left} left).`,
  skills: "Skills",
  skillsHelp: "Choose up to 5.",
  otherSkills: "Other skills",
  otherSkillsHelp: "Anything not in the list, in up to 100 characters.",
  show: "Details others may see",
  showHelp: "Your name is always shown. Nothing else is unless you tick it here.",
  showInstitute: "Institute",
  showCountry: "Country",
  showStudyYear: "Year of study (or years of work experience)",
  showHandle: (platform: string) => `${platform} handle`,
  noHandles: "Add your coding platform handles on your dashboard to show them here.",
  save: "List me",
  saveChanges: "Save and renew",
  saving: "Saving…",
  saved: "Your listing is saved: others can find it now.",
  endListing: "End my listing",
  endTitle: "End your listing?",
  endConsequence: "Nobody will find it any more, and requests waiting at it end. You can list yourself again later.",
  ended: "Your listing has ended.",
  activeUntil: (date: string) => `Listed until ${date}.`,
  endedBecause: (reason: ListingEndReason) => `Your last listing ended: ${LISTING_END_WORDS[reason]}.`,
  hidden: "An organiser has hidden your listing. Write to the organisers if you think this is wrong.",

  browseHeading: "Who is looking",
  filters: "Filters",
  skill: "Skill",
  anySkill: "Any skill",
  institute: "Institute",
  instituteHelp: "Part of the name; only listings that show their institute match.",
  country: "Country",
  anyCountry: "Any country",
  team: "Team",
  anyone: "Anyone",
  withTeam: "Has a team",
  withoutTeam: "No team yet",
  clearFilters: "Clear filters",
  count: (count: number) => (count === 1 ? "1 listing" : `${count} listings`),
  none: "Nobody is listed here yet.",
  noneMatch: "No listing matches these filters.",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  previous: "Previous page",
  next: "Next page",

  person: "Looking for a teammate",
  teamLooking: (team: string, places: number) =>
    `Team ${isolate(team)} · ${places === 1 ? "1 free place" : `${places} free places`}`,
  yourListing: "Your listing",
  asked: "You have asked",
  askToTeamUp: "Ask to team up",
  askTitle: (name: string) => `Ask ${isolate(name)} to team up`,
  message: "Message",
  messageHelp: (left: number) => `Say who you are and why you would fit, in up to 280 characters (${left} left).`,
  askShow: "Details the owner may see",
  askLimit: `You can have ${MAX_PENDING_REQUESTS} requests waiting for an answer in an event.`,
  send: "Send request",
  sending: "Sending…",
  sent: (name: string) => `Request sent to ${isolate(name)}.`,
  cancel: "Cancel",
  report: "Report",
  reportTitle: "Report to the organisers",
  reportIntro: "Tell the organisers what is wrong. The person you report is not told who reported them.",
  reason: "Reason",
  reasonHelp: "Up to 500 characters.",
  sendReport: "Send report",
  reported: "Thank you: the organisers will look at it.",
  studyYear: (year: number) => `Year ${year}`,
  workYears: (years: number) =>
    years <= 1 ? "Up to a year at work" : years >= 6 ? "6 or more years at work" : `${years} years at work`,
  listedOn: (date: string) => `Listed ${date}`,

  requestsHeading: "Teammate requests",
  requestsLoading: "Loading your teammate requests…",
  requestsFailed: "Your teammate requests could not be loaded.",
  requestsNone: "No teammate requests yet. Find a teammate from an event's card in Register for events.",
  received: "Received",
  sentList: "Sent",
  to: "To",
  offersTeam: (team: string) => `Invites you to their team ${isolate(team)}`,
  accept: "Accept",
  decline: "Decline",
  block: "Block",
  withdraw: "Withdraw",
  acceptTitle: (name: string) => `Team up with ${isolate(name)}?`,
  acceptConsent:
    "Accepting puts you in one team for this event right away, as sharing your access code would; both of you then see each other's e-mail address.",
  acceptHow: "How to form the team",
  teamName: "Team name",
  accepting: "Forming the team…",
  acceptDone: (team: string) => `You are now a team: ${isolate(team)}.`,
  declined: "Request declined.",
  blockTitle: (name: string) => `Block ${isolate(name)}?`,
  blockConsequence:
    "You will no longer see their requests, in any event. They are not told: their requests simply go unanswered.",
  blockedDone: (name: string) => `${isolate(name)} is blocked.`,
  withdrawn: "Request withdrawn.",
  expires: (date: string) => `Waits for an answer until ${date}`,
  findTeammate: "Find a teammate",
} as const;

/** The ways an acceptance forms the team, as the owner reads them. */
export const ACCEPT_WORDS: Record<AcceptOption, (other: string) => string> = {
  mine: (other) => `${isolate(other)} joins your team`,
  theirs: (other) => `You join ${isolate(other)}'s team (your own team, with only you in it, is deleted)`,
  new: () => "A new team for the two of you, with a name you choose",
};

/** A request's state in words. */
export const REQUEST_WORDS: Record<RequestState, string> = {
  pending: "Waiting for an answer",
  accepted: "Accepted: you are a team",
  declined: "Declined",
  withdrawn: "Withdrawn",
  ended: "Ended",
  expired: "Expired unanswered",
};

/** Why a listing ended, in words. */
export const LISTING_END_WORDS: Record<ListingEndReason, string> = {
  owner: "you ended it",
  expired: "its 14 days are over",
  team_full: "your team is full",
  joined_team: "you are in a team now (while it has a free place, its creator can list it)",
  left_event: "you left the team you listed",
  registration_closed: "registration is closed",
  hidden: "an organiser hid it",
  banned: "an organiser blocked you from the finder",
};

/** The finder's skills in words (contract/finder.ts FINDER_SKILLS holds the keys). */
export const SKILL_WORDS: Record<FinderSkill, string> = {
  algorithms: "Algorithms",
  mathematics: "Mathematics",
  python: "Python",
  cpp: "C++",
  java: "Java",
  javascript: "JavaScript",
  web: "Web development",
  security: "Security",
  cryptography: "Cryptography",
  "reverse-engineering": "Reverse engineering",
  networks: "Networks",
  linux: "Linux",
  "machine-learning": "Machine learning",
  "deep-learning": "Deep learning",
  "data-analysis": "Data analysis",
  statistics: "Statistics",
  nlp: "Natural language processing",
  linguistics: "Linguistics",
  "computer-vision": "Computer vision",
  "image-processing": "Image processing",
};

/** A skill key in words (a key this app does not know shows as it is). */
export const skillWord = (key: string) => SKILL_WORDS[key as FinderSkill] ?? key;
