import { http, HttpResponse } from "msw";
import type { AdminStats } from "../../../contract/adminStats";
import { apiUrl } from "../apiUrl";
import { adminEvent } from "./admin";

/** `GET admin/stats/` of a festival with nobody yet: every figure 0, every chart says it has no data. */
export const emptyStats = (overrides: Partial<AdminStats> = {}): AdminStats => ({
  time_zone: "Asia/Kolkata",
  period: "festival",
  from: "2026-11-26T00:00:00Z",
  to: "2026-11-28T00:00:00Z",
  event: null,
  signups: ["2026-11-26", "2026-11-27", "2026-11-28"].map((day) => ({ day, count: 0, total: 0 })),
  entries: ["2026-11-26", "2026-11-27", "2026-11-28"].map((day) => ({ day, count: 0 })),
  team_fill: [{ event: adminEvent().id, name: adminEvent().name, full: 0, with_free_place: 0 }],
  funnel: { signed_up: 0, verified: 0, complete: 0, in_team: 0 },
  mail: { hours: [{ hour: "2026-11-27T23:00:00Z", sent: 0, failed: 0 }], queued: 0, oldest_queued_at: null },
  results: [{ event: adminEvent().id, name: adminEvent().name, results: 0, certificates: 0 }],
  ...overrides,
});

/** The console overview's charts ask for these with the counts: an empty festival unless a test says otherwise. */
export const adminStatsHandlers = [http.get(apiUrl("admin/stats/"), () => HttpResponse.json(emptyStats()))];
