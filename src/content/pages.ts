/** Short texts of the smaller pages. */
export const EVENTS_PAGE = {
  intro:
    "Seven contests, all online. Team events take up to two people; the others are individual. Open an event for its rules, its FAQ and the link to its contest platform.",
} as const;

export const EVENT_PAGE = {
  registerHint:
    "Sign in and register from your dashboard. Team events: create a team there, or join one with its access code.",
  signedInRegisterHint:
    "Register from your dashboard. Team events: create a team there, or join one with its access code.",
  registeredHint: "You are registered. Your dashboard shows your team and its access code.",
  closedHint: "Registration for this event is closed.",
  contestLink: "Go to the contest",
  register: "Register",
  manageTeam: "Manage your team",
  results: "See the results",
} as const;
