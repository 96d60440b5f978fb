import { resultsUpdateSchema } from "../../../contract/admin";
import type { FieldErrors } from "../../../contract/errors";
import {
  LEADERBOARD_UNUSED_LISTED,
  type LeaderboardKey,
  type LeaderboardReport,
  RESULTS_MAX_RANK,
  type ResultsUploadQuery,
  type UnusedRow,
} from "../../../contract/results";
import { HANDLE_FIELDS, PLATFORM_NAMES } from "../../../contract/rules";
import type { Queryable } from "../db/types";
import type { CertificateHolder } from "../repos/certificates";
import { type Entry, keyClaimants, matchLeaderboardKeys, teamEvents, teamIdsByCode, teamsById } from "../repos/results";
import { type CsvRecord, decodeUpload, parseCsv } from "./csv";
import { InvalidInputError } from "./errors";
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
  leaderboardEmpty: "The file has a header but no rows.",
  keyColumns: "Name both columns of the leaderboard: key_column (the e-mail or handle) and rank_column.",
  notCsv: "A leaderboard is uploaded as a CSV file (Content-Type: text/csv).",
  noColumn: (name: string, header: string[]) =>
    `The file has no column named "${name}": its first row names ${header.map((cell) => `"${cell}"`).join(", ")}.`,
  correctedReason: (date: string) => `Results corrected on ${date}.`,
} as const;

/** What a leaderboard's key is, in the messages about its rows: "e-mail", "Codeforces handle". */
const KEY_NAMES = {
  email: "e-mail",
  ...Object.fromEntries(HANDLE_FIELDS.map((field) => [field, `${PLATFORM_NAMES[field]} handle`])),
} as Record<LeaderboardKey, string>;

export const UNUSED_MESSAGES = {
  no_key: (what: string) => `No ${what} in this row.`,
  no_participant: (what: string) => `No participant has this ${what}.`,
  ambiguous: (what: string, count: number) =>
    `${count} participants give this ${what}: none of them is used (handles are written by participants).`,
  not_in_team: "This participant is not in a team of this event.",
  bad_rank: (rank: string) => `The rank "${rank}" is not a whole number from 1 to ${RESULTS_MAX_RANK}.`,
  duplicate_team: (team: string, kept: number, rank: number | null) =>
    `Another row (line ${kept}) is for the same team, ${team}, with ${rank === null ? "no rank" : `rank ${rank}`}: the best rank is kept.`,
} as const;

/** A rank cell: null when empty (took part), NaN when not a whole number in range. */
function rankOf(text: string): number | null {
  if (text === "") return null;
  if (!/^\d{1,7}$/.test(text)) return NaN;
  const value = Number(text);
  return value >= 1 && value <= RESULTS_MAX_RANK ? value : NaN;
}

/** True when `a` is a better place than `b` (a rank beats none; a lower rank beats a higher one). */
const better = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

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

/** A leaderboard key as matched: lower case, no surrounding spaces, no leading `@`. */
export const normaliseKey = (value: string) => value.trim().replace(/^@+/, "").trim().toLowerCase();

const columnName = (value: string) => value.trim().toLowerCase();

/**
 * A leaderboard keyed by member: the header names the key and rank columns; each row's e-mail or handle is matched to
 * a participant (one statement for the whole file) and to their team in this event; a team's best rank is kept. Rows
 * that cannot be used are reported, with the reason, and skipped; nothing here is an error but a missing column.
 */
async function entriesFromLeaderboard(
  db: Queryable,
  eventId: number,
  records: CsvRecord[],
  query: ResultsUploadQuery & { key: LeaderboardKey },
): Promise<{ entries: Entry[]; report: LeaderboardReport }> {
  if (!query.key_column || !query.rank_column) throw InvalidInputError.field("key_column", RESULTS_MESSAGES.keyColumns);
  const [header, ...rows] = records;
  if (!header) throw InvalidInputError.field("csv", RESULTS_MESSAGES.leaderboardEmpty);
  const names = header.cells.map(columnName);
  const keyIndex = names.indexOf(columnName(query.key_column));
  const rankIndex = names.indexOf(columnName(query.rank_column));
  const missing: FieldErrors = {};
  if (keyIndex < 0) missing.key_column = [RESULTS_MESSAGES.noColumn(query.key_column, header.cells)];
  if (rankIndex < 0) missing.rank_column = [RESULTS_MESSAGES.noColumn(query.rank_column, header.cells)];
  if (Object.keys(missing).length > 0) throw new InvalidInputError(missing);
  if (rows.length === 0) throw InvalidInputError.field("csv", RESULTS_MESSAGES.leaderboardEmpty);

  const what = KEY_NAMES[query.key];
  const unused: UnusedRow[] = [];
  const candidates: Array<{ line: number; value: string; key: string; rank: number | null }> = [];
  for (const { line, cells } of rows) {
    const value = cells[keyIndex] ?? "";
    const key = normaliseKey(value);
    const rankText = cells[rankIndex] ?? "";
    const rank = rankOf(rankText);
    if (key === "") unused.push({ line, value, reason: "no_key", message: UNUSED_MESSAGES.no_key(what) });
    else if (Number.isNaN(rank))
      unused.push({ line, value, reason: "bad_rank", message: UNUSED_MESSAGES.bad_rank(rankText) });
    else candidates.push({ line, value, key, rank });
  }
  const matches = await matchLeaderboardKeys(
    db,
    eventId,
    query.key,
    candidates.map((row) => row.key),
  );

  const best = new Map<number, { line: number; rank: number | null }>();
  const placed: Array<(typeof candidates)[number] & { team: number }> = [];
  for (const row of candidates) {
    const match = matches.get(row.key) ?? { claimants: 0, team: null };
    if (match.claimants === 0) {
      // An e-mail counts only once its owner verified it (docs/results.md).
      const whom = query.key === "email" ? "verified e-mail" : what;
      unused.push({ ...pick(row), reason: "no_participant", message: UNUSED_MESSAGES.no_participant(whom) });
    } else if (match.claimants > 1) {
      unused.push({ ...pick(row), reason: "ambiguous", message: UNUSED_MESSAGES.ambiguous(what, match.claimants) });
    } else if (match.team === null) {
      unused.push({ ...pick(row), reason: "not_in_team", message: UNUSED_MESSAGES.not_in_team });
    } else {
      placed.push({ ...row, team: match.team });
      const kept = best.get(match.team);
      if (!kept || better(row.rank, kept.rank)) best.set(match.team, { line: row.line, rank: row.rank });
    }
  }
  const ambiguous = unused.filter((row) => row.reason === "ambiguous");
  if (ambiguous.length > 0) {
    const claimants = await keyClaimants(
      db,
      eventId,
      query.key,
      ambiguous.map((row) => normaliseKey(row.value)),
    );
    for (const row of ambiguous) row.claimants = claimants.get(normaliseKey(row.value)) ?? [];
  }
  const entries = [...best].map(([team, { rank }]) => ({ team, rank }));
  const teams = await teamsById(
    db,
    entries.map((entry) => entry.team),
  );
  for (const row of placed) {
    const kept = best.get(row.team);
    if (kept && kept.line !== row.line) {
      const team = teams.get(row.team)?.name ?? `team ${row.team}`;
      unused.push({
        ...pick(row),
        reason: "duplicate_team",
        message: UNUSED_MESSAGES.duplicate_team(team, kept.line, kept.rank),
      });
    }
  }
  unused.sort((a, b) => a.line - b.line);
  return {
    entries,
    report: {
      rows: rows.length,
      used: rows.length - unused.length,
      unused_count: unused.length,
      unused: unused.slice(0, LEADERBOARD_UNUSED_LISTED),
    },
  };
}

const pick = ({ line, value }: { line: number; value: string }) => ({ line, value });

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
