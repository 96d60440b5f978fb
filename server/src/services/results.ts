import { resultsUpdateSchema } from "../../../contract/admin";
import type { Queryable } from "../db/types";
import { fieldError, fieldErrors, type FieldErrors } from "../http/errors";
import { parseBody } from "../http/validate";
import { type Entry, teamIdsByCode, teamsById } from "../repos/results";
import { parseCsv } from "./csv";

export const RESULTS_MESSAGES = {
  published: "The results of this event are published and can no longer be changed.",
  nothingToPublish: "There are no saved results for this event yet: save the ranking first.",
  unknownTeam: (id: number) => `No team has the id ${id}.`,
  otherEvent: (id: number) => `Team ${id} is a team of another event.`,
  duplicate: (id: number) => `Team ${id} is listed more than once.`,
  csvTeam: (row: number, team: string) => `Row ${row}: no team has the access code or id "${team}".`,
  csvRank: (row: number) => `Row ${row}: the rank must be a whole number from 1, or empty for a team that took part.`,
  csvEmpty: "The file has no rows: one row per team, team,rank (rank empty for a team that took part).",
} as const;

const MAX_RANK = 10_000;

/**
 * A CSV upload as entries: rows `team,rank`, the team by access code or id, an empty rank for a team that took part;
 * a header row (`team,rank`) is optional. Problems are field errors under `csv`, one per row.
 */
async function entriesFromCsv(db: Queryable, text: string): Promise<Entry[]> {
  const rows = parseCsv(text).map((cells) => cells.map((value) => value.trim()));
  if (rows.length > 0 && rows[0][0]?.toLowerCase() === "team") rows.shift();
  if (rows.length === 0) throw fieldError("csv", RESULTS_MESSAGES.csvEmpty);
  const codes = await teamIdsByCode(
    db,
    rows.map((cells) => cells[0]),
  );
  const problems: string[] = [];
  const entries: Entry[] = [];
  rows.forEach(([team = "", rank = ""], index) => {
    const line = index + 1;
    const id = codes.get(team) ?? (/^\d{1,9}$/.test(team) ? Number(team) : null);
    if (id === null) problems.push(RESULTS_MESSAGES.csvTeam(line, team));
    const rankValue = rank === "" ? null : /^\d{1,5}$/.test(rank) ? Number(rank) : NaN;
    if (rankValue !== null && !(rankValue >= 1 && rankValue <= MAX_RANK)) problems.push(RESULTS_MESSAGES.csvRank(line));
    if (id !== null) entries.push({ team: id, rank: rankValue });
  });
  if (problems.length > 0) throw fieldErrors({ csv: problems });
  return entries;
}

/** A JSON body as entries (ranked first, then the teams that took part). */
function entriesFromJson(body: unknown): Entry[] {
  const update = parseBody(resultsUpdateSchema, body);
  return [
    ...update.ranking.map(({ team, rank }) => ({ team, rank })),
    ...update.participated.map((team) => ({ team, rank: null })),
  ];
}

/**
 * The results a request asks for (JSON, or CSV when the body is text), checked against the event: every team known,
 * of this event, listed once. A problem is a field error and nothing is saved.
 */
export async function requestedEntries(db: Queryable, eventId: number, body: unknown): Promise<Entry[]> {
  const entries = typeof body === "string" ? await entriesFromCsv(db, body) : entriesFromJson(body);
  const teams = await teamsById(
    db,
    entries.map((entry) => entry.team),
  );
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  for (const entry of entries) {
    const field = typeof body === "string" ? "csv" : entry.rank === null ? "participated" : "ranking";
    const team = teams.get(entry.team);
    const problem = !team
      ? RESULTS_MESSAGES.unknownTeam(entry.team)
      : team.event_id !== eventId
        ? RESULTS_MESSAGES.otherEvent(entry.team)
        : seen.has(entry.team)
          ? RESULTS_MESSAGES.duplicate(entry.team)
          : null;
    seen.add(entry.team);
    if (problem) errors[field] = [...(errors[field] ?? []), problem];
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  return entries;
}
