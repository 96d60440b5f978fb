import type { AdminStats, StatsChart } from "../../../contract/adminStats";
import { csvStream } from "./csv";
import type { CsvExport } from "./exports";

type Cell = string | number;

/** An instant as the festival's wall-clock time with its offset: "2026-11-28T14:00+05:30". */
export function zonedMinute(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      timeZoneName: "longOffset",
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  const offset = parts.timeZoneName === "GMT" ? "+00:00" : parts.timeZoneName.replace("GMT", "");
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}${offset}`;
}

/** Each chart's columns and rows, from one reading of `GET admin/stats/` (the figures the chart draws). */
const TABLES: Record<StatsChart, (stats: AdminStats) => { header: string[]; rows: Cell[][] }> = {
  signups: (stats) => ({
    header: ["day", "sign_ups", "in_all"],
    rows: stats.signups.map((row) => [row.day, row.count, row.total]),
  }),
  entries: (stats) => ({ header: ["day", "places_taken"], rows: stats.entries.map((row) => [row.day, row.count]) }),
  funnel: ({ funnel }) => ({
    header: ["step", "participants"],
    rows: [
      ["signed_up", funnel.signed_up],
      ["email_verified", funnel.verified],
      ["profile_complete", funnel.complete],
      ["in_a_team", funnel.in_team],
    ],
  }),
  team_fill: (stats) => ({
    header: ["event_id", "event_name", "full", "with_free_place"],
    rows: stats.team_fill.map((row) => [row.event, row.name, row.full, row.with_free_place]),
  }),
  mail: (stats) => ({
    header: ["hour", "sent", "failed"],
    rows: stats.mail.hours.map((row) => [zonedMinute(row.hour, stats.time_zone), row.sent, row.failed]),
  }),
  results: (stats) => ({
    header: ["event_id", "event_name", "teams_in_results", "certificates"],
    rows: stats.results.map((row) => [row.event, row.name, row.results, row.certificates]),
  }),
};

/**
 * One chart's figures as a CSV file, through the product's one CSV writer (`csvStream`: BOM, CRLF, formula-safe text
 * cells such as an event's name). Days are the festival's (`YYYY-MM-DD`), hours its wall-clock time with the offset.
 */
export function statsCsv(stats: AdminStats, chart: StatsChart): CsvExport {
  const { header, rows } = TABLES[chart](stats);
  const file = `stats-${chart.replace("_", "-")}-${stats.period}${stats.event ? `-${stats.event}` : ""}.csv`;
  return {
    file,
    body: csvStream(
      header,
      (async function* () {
        yield rows;
      })(),
    ),
  };
}
