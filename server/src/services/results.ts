import { resultsUpdateSchema } from "../../../contract/admin";
import type { FieldErrors } from "../../../contract/errors";
import { type LeaderboardReport, RESULTS_MAX_RANK, type ResultsUploadQuery } from "../../../contract/results";
import type { Queryable } from "../db/types";
import type { CertificateHolder } from "../repos/certificates";
import { type Entry, teamEvents, teamIdsByCode } from "../repos/results";
import { type CsvRecord, decodeUpload, parseCsv } from "./csv";
import { InvalidInputError } from "./errors";
import { entriesFromLeaderboard, rankOf } from "./leaderboard";
import { parseBody } from "./validate";

export const RESULTS_MESSAGES = {
  nothingToPublish: "There are no saved results for this event yet: save the ranking first.",
  unknownTeam: (id: number) => `No team has the id ${id}.`,
  otherEvent: (id: number) => `Team ${id} is a team of another event.`,
  duplicate: (id: number) => `Team ${id} is listed more than once.`,
  csvTeam: (row: number, team: string) => `Row ${row}: no team has the access code or id "${team}".`,
  csvRank: (row: number) =>
    `Row ${row}: the rank must be a whole number from 1 to ${RESULTS_MAX_RANK}, or empty for a team that took part.`,
  csvEmpty: "The file has no rows: one row per team, team,rank (rank empty for a team that took part).",
  notCsv: "A leaderboard is uploaded as a CSV file (Content-Type: text/csv).",
  correctedReason: (date: string) => `Results corrected on ${date}.`,
} as const;

/**
 * Rows `team,rank`: the team by access code or id, an empty rank for a team that took part; a header row (`team,rank`)
 * is optional. Problems are field errors under `csv`, one per row, naming its row in the file.
 */
async function entriesFromTeamRows(db: Queryable, records: CsvRecord[]): Promise<Entry[]> {
  const rows = records.slice(records[0]?.cells[0]?.toLowerCase() === "team" ? 1 : 0);
  if (rows.length === 0) throw InvalidInputError.field("csv", RESULTS_MESSAGES.csvEmpty);
  const codes = await teamIdsByCode(
    db,
    rows.map((row) => row.cells[0] ?? ""),
  );
  const problems: string[] = [];
  const entries: Entry[] = [];
  for (const { line, cells } of rows) {
    const [team = "", rank = ""] = cells;
    const id = codes.get(team) ?? (/^\d{1,9}$/.test(team) ? Number(team) : null);
    if (id === null) problems.push(RESULTS_MESSAGES.csvTeam(line, team));
    const rankValue = rankOf(rank);
    if (Number.isNaN(rankValue)) problems.push(RESULTS_MESSAGES.csvRank(line));
    if (id !== null) entries.push({ team: id, rank: rankValue });
  }
  if (problems.length > 0) throw new InvalidInputError({ csv: problems });
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

/** What an upload asks for: its entries, and for a leaderboard keyed by member how its rows matched. */
export interface Requested {
  entries: Entry[];
  leaderboard: LeaderboardReport | null;
}

/**
 * An upload's body as read before any statement runs: a CSV file's records (or the 400 its bytes gave, kept to be
 * thrown where the file is first needed, after the event's own checks), or a JSON body as sent.
 */
export type Upload =
  | { kind: "csv"; records: CsvRecord[] }
  | { kind: "unreadable"; problem: InvalidInputError }
  | { kind: "json"; body: unknown };

/**
 * Reads an upload's body: a CSV file's bytes (Fastify hands them over as a Buffer) are decoded and parsed a slice at a
 * turn of the event loop (services/csv.ts), outside any transaction, so other requests go on meanwhile.
 */
export async function readUpload(body: unknown): Promise<Upload> {
  if (!(body instanceof Uint8Array)) return { kind: "json", body };
  try {
    return { kind: "csv", records: await parseCsv(decodeUpload(body)) };
  } catch (error) {
    if (error instanceof InvalidInputError) return { kind: "unreadable", problem: error };
    throw error;
  }
}

/**
 * The results an upload asks for (JSON; or a CSV file: rows `team,rank`, or with `query.key` a leaderboard keyed by
 * member), checked against the event: every team known, of this event, listed once. A problem is a field error and
 * nothing is saved.
 */
export async function requestedEntries(
  db: Queryable,
  eventId: number,
  upload: Upload,
  query: ResultsUploadQuery = {},
): Promise<Requested> {
  let entries: Entry[];
  let leaderboard: LeaderboardReport | null = null;
  if (upload.kind === "unreadable") throw upload.problem;
  if (query.key !== undefined) {
    if (upload.kind !== "csv") throw InvalidInputError.field("csv", RESULTS_MESSAGES.notCsv);
    ({ entries, report: leaderboard } = await entriesFromLeaderboard(db, eventId, upload.records, {
      ...query,
      key: query.key,
    }));
  } else if (upload.kind === "csv") {
    entries = await entriesFromTeamRows(db, upload.records);
  } else entries = entriesFromJson(upload.body);
  const events = await teamEvents(
    db,
    entries.map((entry) => entry.team),
  );
  const errors: FieldErrors = {};
  const seen = new Set<number>();
  for (const entry of entries) {
    const field = upload.kind === "csv" ? "csv" : entry.rank === null ? "participated" : "ranking";
    const teamEvent = events.get(entry.team);
    const problem =
      teamEvent === undefined
        ? RESULTS_MESSAGES.unknownTeam(entry.team)
        : teamEvent !== eventId
          ? RESULTS_MESSAGES.otherEvent(entry.team)
          : seen.has(entry.team)
            ? RESULTS_MESSAGES.duplicate(entry.team)
            : null;
    seen.add(entry.team);
    if (problem) errors[field] = [...(errors[field] ?? []), problem];
  }
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  return { entries, leaderboard };
}

/** Who gained and who lost which certificate when an amendment was published, by holder (a user id). */
export interface CertificateCorrections {
  eventId: number;
  reason: string;
  gained: CertificateHolder[];
  lost: CertificateHolder[];
}

/**
 * The hook for telling holders about a published amendment: called after the correction's transaction commits, with
 * every certificate it issued (`gained`) and revoked (`lost`). The holders' mail does not wait for it: it is queued
 * inside the correction's transaction (mailCertificatesCorrected), so it is never lost nor sent for a rolled-back one.
 */
export type CorrectionListener = (corrections: CertificateCorrections) => void | Promise<void>;
