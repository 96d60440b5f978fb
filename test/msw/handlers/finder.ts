import { http, HttpResponse } from "msw";
import type { Listing, ReceivedRequest, SentRequest, ShownDetails } from "../../../contract/finder";
import { teamEvents } from "../../support/seedEvents";
import { apiUrl } from "../apiUrl";

const [teamEvent] = teamEvents(1);

/** A person as a listing or request shows them: a name, nothing else unless chosen. */
export const shown = (overrides: Partial<ShownDetails> = {}): ShownDetails => ({
  name: "Meera Iyer",
  institute: null,
  country: null,
  study_year: null,
  work_years: null,
  handles: {},
  ...overrides,
});

export const listing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 1,
  event: teamEvent,
  kind: "person",
  owner: shown(),
  team: null,
  note: "Looking for a teammate",
  skills: [],
  skills_other: "",
  created_at: "2026-11-20T04:30:00Z",
  saved_at: "2026-11-20T04:30:00Z",
  expires_at: "2026-12-04T04:30:00Z",
  mine: false,
  requested: false,
  ...overrides,
});

export const receivedRequest = (overrides: Partial<ReceivedRequest> = {}): ReceivedRequest => ({
  id: 1,
  listing: 1,
  event: teamEvent,
  status: "pending",
  message: "Shall we team up?",
  created_at: "2026-11-21T04:30:00Z",
  expires_at: "2026-11-28T04:30:00Z",
  answered_at: null,
  from: { ...shown(), team_name: null },
  options: ["new"],
  ...overrides,
});

export const sentRequest = (overrides: Partial<SentRequest> = {}): SentRequest => ({
  id: 2,
  listing: 5,
  event: teamEvent,
  status: "pending",
  message: "Hi",
  created_at: "2026-11-21T04:30:00Z",
  expires_at: "2026-11-28T04:30:00Z",
  answered_at: null,
  to: { name: "Kabir Rao", team_name: null },
  ...overrides,
});

/**
 * By default the server has no teammate finder (as the original backend: 404 at `finder/`), so every other test sees
 * the app without it; the finder's tests install their own server.
 */
export const finderHandlers = [
  http.get(apiUrl("finder/"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
];
