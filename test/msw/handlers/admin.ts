import { http, HttpResponse } from "msw";
import type { AdminAmbassador, AdminEvent, AdminSummary, AdminTeam, AuditEntry } from "../../../contract/admin";
import type { Page } from "../../../contract/paging";
import { seededName, teamEvents } from "../../support/seedEvents";
import { apiUrl } from "../apiUrl";
import { completeProfile } from "./dashboard";

const [, , , fourthTeamEvent] = teamEvents(4);

export const adminEvent = (overrides: Partial<AdminEvent> = {}): AdminEvent => ({
  id: 4,
  slug: fourthTeamEvent,
  name: seededName(fourthTeamEvent),
  is_registration_on: true,
  results_published: false,
  starts_at: null,
  ends_at: null,
  registration_closes_at: null,
  teams: 12,
  complete_teams: 9,
  participants: 21,
  ...overrides,
});

export const adminSummary = (events: AdminEvent[] = [adminEvent()]): AdminSummary => ({
  participants: 140,
  verified: 120,
  complete_profiles: 110,
  teams: 60,
  events,
});

export const adminTeam = (id: number, overrides: Partial<AdminTeam> = {}): AdminTeam => ({
  id,
  name: `Team ${id}`,
  event: fourthTeamEvent,
  access_code: `code${id}xyz`,
  is_active: true,
  created_at: "2026-11-20T10:00:00.000Z",
  members: [{ id: id * 10, name: `Member ${id}`, email: `member${id}@example.org`, institute_name: "IIT (BHU)" }],
  ...overrides,
});

/** One ambassador, as `GET admin/cas/` lists them. */
export const adminAmbassador = (overrides: Partial<AdminAmbassador> = {}): AdminAmbassador => ({
  caid: "CA1",
  name: "Ravi",
  institute_name: "NIT",
  points: 10,
  comment: "",
  last_updated: "2026-11-20T00:00:00Z",
  ...overrides,
});

export const pageOf = <T>(results: T[], count = results.length, page = 1): Page<T> => ({
  count,
  next: page * 50 < count ? `admin/x/?page=${page + 1}` : null,
  previous: page > 1 ? `admin/x/?page=${page - 1}` : null,
  results,
});

export const auditEntry = (id: number, action: string): AuditEntry => ({
  id,
  at: "2026-11-22T09:30:00.000Z",
  actor: { id: 1, email: "lead@example.org" },
  action,
  target: `event ${fourthTeamEvent}`,
  details: {},
});

/** An organiser signed in; tests install the admin/ answers they need. */
export const organiserProfile = http.get(apiUrl("profile/"), () =>
  HttpResponse.json(completeProfile({ is_organiser: true })),
);
