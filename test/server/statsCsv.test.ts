import type { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import type { AdminStats } from "../../contract/adminStats";
import { statsCsv, zonedMinute } from "../../server/src/services/statsCsv";

// The overview's charts as CSV files without the API: each chart's columns and rows from one reading, the file's name,
// hours in the festival's wall-clock time. test/server/adminStats.test.ts reads the same through the API.

const stats: AdminStats = {
  time_zone: "Asia/Kolkata",
  period: "festival",
  from: "2026-11-20T00:00:00Z",
  to: "2026-11-30T00:00:00Z",
  event: null,
  signups: [
    { day: "2026-11-20", count: 3, total: 10 },
    { day: "2026-11-21", count: 2, total: 12 },
  ],
  entries: [{ day: "2026-11-21", count: 4 }],
  team_fill: [{ event: 7, name: "=SUM(A1)", full: 5, with_free_place: 2 }],
  funnel: { signed_up: 12, verified: 9, complete: 6, in_team: 4 },
  mail: {
    hours: [
      { hour: "2026-11-28T18:30:00Z", sent: 8, failed: 1 },
      { hour: "2026-11-28T19:30:00Z", sent: 0, failed: 0 },
    ],
    queued: 0,
    oldest_queued_at: null,
  },
  results: [{ event: 3, name: "Quiz Night", results: 11, certificates: 30 }],
};

async function read(body: Readable): Promise<string> {
  let all = "";
  for await (const chunk of body) all += String(chunk);
  return all;
}

const rowsOf = async (chart: Parameters<typeof statsCsv>[1], from: AdminStats = stats) =>
  parse(await read(statsCsv(from, chart).body), { bom: true }) as string[][];

describe("zonedMinute", () => {
  it("writes an instant as the wall-clock minute of a time zone with its offset", () => {
    expect(zonedMinute("2026-11-28T18:30:00Z", "Asia/Kolkata")).toBe("2026-11-29T00:00+05:30");
    expect(zonedMinute("2026-11-28T09:05:00Z", "UTC")).toBe("2026-11-28T09:05+00:00");
    expect(zonedMinute("2026-01-15T03:07:00Z", "America/New_York")).toBe("2026-01-14T22:07-05:00");
  });
});

describe("statsCsv", () => {
  it("names the file after the chart, the period and the event chosen", () => {
    expect(statsCsv(stats, "team_fill").file).toBe("stats-team-fill-festival.csv");
    expect(statsCsv({ ...stats, period: "week", event: "quiz-night" }, "signups").file).toBe(
      "stats-signups-week-quiz-night.csv",
    );
  });

  it("writes each chart's columns and rows, through the CSV writer (BOM, CRLF, formulas as text)", async () => {
    const text = await read(statsCsv(stats, "funnel").body);
    expect(text.startsWith("\uFEFFstep,participants\r\n")).toBe(true);
    expect(await rowsOf("signups")).toEqual([
      ["day", "sign_ups", "in_all"],
      ["2026-11-20", "3", "10"],
      ["2026-11-21", "2", "12"],
    ]);
    expect(await rowsOf("entries")).toEqual([
      ["day", "places_taken"],
      ["2026-11-21", "4"],
    ]);
    expect(await rowsOf("funnel")).toEqual([
      ["step", "participants"],
      ["signed_up", "12"],
      ["email_verified", "9"],
      ["profile_complete", "6"],
      ["in_a_team", "4"],
    ]);
    expect(await rowsOf("team_fill")).toEqual([
      ["event_id", "event_name", "full", "with_free_place"],
      ["7", "'=SUM(A1)", "5", "2"],
    ]);
    expect(await rowsOf("mail")).toEqual([
      ["hour", "sent", "failed"],
      ["2026-11-29T00:00+05:30", "8", "1"],
      ["2026-11-29T01:00+05:30", "0", "0"],
    ]);
    expect(await rowsOf("results")).toEqual([
      ["event_id", "event_name", "teams_in_results", "certificates"],
      ["3", "Quiz Night", "11", "30"],
    ]);
  });
});
