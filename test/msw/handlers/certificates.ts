import { http, HttpResponse } from "msw";
import type { Certificate } from "../../../src/features/certificates/certificateTypes";
import { seededName, teamEvents } from "../../support/seedEvents";
import { apiUrl } from "../apiUrl";

const [teamEvent] = teamEvents(1);

export const certificate = (overrides: Partial<Certificate> = {}): Certificate => ({
  id: "q3Vb8kLm2NpR7sTw9xYz1A",
  event: { slug: teamEvent, name: seededName(teamEvent) },
  kind: "participation",
  rank: null,
  name: "Asha Verma",
  edition: "Codefest '20",
  issued_at: "2026-11-21T06:00:00.000Z",
  ...overrides,
});

/** By default the signed-in participant has no certificate yet; tests that need some install their own. */
export const certificatesHandlers = [
  http.get(apiUrl("certificates/"), () => HttpResponse.json([])),
  // As the original backend answers: no verifiable credentials; tests that need one install their own.
  http.get(apiUrl("certificates/:id/credential"), () => HttpResponse.json({ detail: "Not found." }, { status: 404 })),
];
