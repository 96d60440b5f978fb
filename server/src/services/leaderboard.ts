import type { FieldErrors } from "../../../contract/errors";
import {
  LEADERBOARD_ROWS_LISTED,
  type LeaderboardKey,
  type LeaderboardReport,
  RESULTS_MAX_RANK,
  type ResultsUploadQuery,
  type UnusedRow,
  type UsedRow,
} from "../../../contract/results";
import { HANDLE_FIELDS, PLATFORM_NAMES } from "../../../contract/rules";
import type { Queryable } from "../db/types";
import { keyClaimants, matchLeaderboardKeys, registrationCloseOf } from "../repos/leaderboardKeys";
import { type Entry, teamsById } from "../repos/results";
import type { CsvRecord } from "./csv";
import { InvalidInputError } from "./errors";

export const LEADERBOARD_MESSAGES = {
  leaderboardEmpty: "The file has a header but no rows.",
  keyColumns: "Name both columns of the leaderboard: key_column (the e-mail or handle) and rank_column.",
  noColumn: (name: string, header: string[]) =>
    `The file has no column named "${name}": its first row names ${header.map((cell) => `"${cell}"`).join(", ")}.`,
} as const;

/** What a leaderboard's key is, in the messages about its rows: "e-mail", "Codeforces handle". */
const KEY_NAMES = {
  email: "e-mail",
  ...Object.fromEntries(HANDLE_FIELDS.map((field) => [field, `${PLATFORM_NAMES[field]} handle`])),
} as Record<LeaderboardKey, string>;

/** A time as the messages write it: `2026-11-20 18:00 UTC` (the seconds only when there are some). */
export function closeTime(iso: string): string {
  const time = iso.slice(11, 19);
  return `${iso.slice(0, 10)} ${time.endsWith(":00") ? time.slice(0, 5) : time} UTC`;
}

/** "at the registration close (2026-11-20 18:00 UTC)" when handles are read as of it, else nothing. */
const atClose = (asOf: string | null) => (asOf === null ? "" : ` at the registration close (${closeTime(asOf)})`);

export const UNUSED_MESSAGES = {
  no_key: (what: string) => `No ${what} in this row.`,
  no_participant: (what: string, asOf: string | null = null) =>
    asOf === null ? `No participant has this ${what}.` : `No participant had this ${what}${atClose(asOf)}.`,
  ambiguous: (what: string, count: number, asOf: string | null = null) =>
    `${count} participants ${asOf === null ? "give" : "gave"} this ${what}${atClose(asOf)}: none of them is used (handles are written by participants).`,
  not_in_team: "This participant is not in a team of this event.",
  bad_rank: (rank: string) => `The rank "${rank}" is not a whole number from 1 to ${RESULTS_MAX_RANK}.`,
  duplicate_team: (team: string, kept: number, rank: number | null) =>
    `Another row (line ${kept}) is for the same team, ${team}, with ${rank === null ? "no rank" : `rank ${rank}`}: the best rank is kept.`,
} as const;

/** How a used row matched, in the preview's words. */
export const USED_MESSAGES = {
  verified_email: "Matched by verified e-mail.",
  handle: (what: string, asOf: string | null) =>
    asOf === null
      ? `Matched by ${what} as it stands (the event's registration has not closed by its schedule).`
      : `Matched by ${what} as of the registration close (${closeTime(asOf)}); later changes do not count.`,
} as const;

/** A rank cell: null when empty (took part), NaN when not a whole number in range. */
export function rankOf(text: string): number | null {
  if (text === "") return null;
  if (!/^\d{1,7}$/.test(text)) return NaN;
  const value = Number(text);
  return value >= 1 && value <= RESULTS_MAX_RANK ? value : NaN;
}

/** True when `a` is a better place than `b` (a rank beats none; a lower rank beats a higher one). */
const better = (a: number | null, b: number | null) => a !== null && (b === null || a < b);

/** A leaderboard key as matched: lower case, no surrounding spaces, no leading `@`. */
export const normaliseKey = (value: string) => value.trim().replace(/^@+/, "").trim().toLowerCase();

const columnName = (value: string) => value.trim().toLowerCase();

const pick = ({ line, value }: { line: number; value: string }) => ({ line, value });

/**
 * The time a handle key of this event is matched as of: its scheduled registration close once passed (later changes
 * to a handle are kept but do not count for it); null, the handles as they stand, while registration is open, when no
 * close is scheduled, and for e-mail (which counts only verified, docs/results.md).
 */
async function matchedAsOf(db: Queryable, eventId: number, key: LeaderboardKey): Promise<string | null> {
  if (key === "email") return null;
  const close = await registrationCloseOf(db, eventId);
  return close?.passed ? close.at : null;
}

/**
 * A leaderboard keyed by member: the header names the key and rank columns; each row's e-mail or handle is matched to
 * a participant (one statement for the whole file) and to their team in this event; a team's best rank is kept. Rows
 * that cannot be used are reported, with the reason, and skipped; used rows say how they matched. Nothing here is an
 * error but a missing column.
 */
export async function entriesFromLeaderboard(
  db: Queryable,
  eventId: number,
  records: CsvRecord[],
  query: ResultsUploadQuery & { key: LeaderboardKey },
): Promise<{ entries: Entry[]; report: LeaderboardReport }> {
  if (!query.key_column || !query.rank_column) {
    throw InvalidInputError.field("key_column", LEADERBOARD_MESSAGES.keyColumns);
  }
  const [header, ...rows] = records;
  if (!header) throw InvalidInputError.field("csv", LEADERBOARD_MESSAGES.leaderboardEmpty);
  const names = header.cells.map(columnName);
  const keyIndex = names.indexOf(columnName(query.key_column));
  const rankIndex = names.indexOf(columnName(query.rank_column));
  const missing: FieldErrors = {};
  if (keyIndex < 0) missing.key_column = [LEADERBOARD_MESSAGES.noColumn(query.key_column, header.cells)];
  if (rankIndex < 0) missing.rank_column = [LEADERBOARD_MESSAGES.noColumn(query.rank_column, header.cells)];
  if (Object.keys(missing).length > 0) throw new InvalidInputError(missing);
  if (rows.length === 0) throw InvalidInputError.field("csv", LEADERBOARD_MESSAGES.leaderboardEmpty);

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
  const asOf = await matchedAsOf(db, eventId, query.key);
  const matches = await matchLeaderboardKeys(
    db,
    eventId,
    query.key,
    candidates.map((row) => row.key),
    asOf,
  );

  const best = new Map<number, { line: number; rank: number | null }>();
  const placed: Array<(typeof candidates)[number] & { team: number }> = [];
  for (const row of candidates) {
    const match = matches.get(row.key) ?? { claimants: 0, team: null };
    if (match.claimants === 0) {
      // An e-mail counts only once its owner verified it (docs/results.md).
      const whom = query.key === "email" ? "verified e-mail" : what;
      unused.push({ ...pick(row), reason: "no_participant", message: UNUSED_MESSAGES.no_participant(whom, asOf) });
    } else if (match.claimants > 1) {
      unused.push({
        ...pick(row),
        reason: "ambiguous",
        message: UNUSED_MESSAGES.ambiguous(what, match.claimants, asOf),
      });
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
      asOf,
    );
    for (const row of ambiguous) row.claimants = claimants.get(normaliseKey(row.value)) ?? [];
  }
  const entries = [...best].map(([team, { rank }]) => ({ team, rank }));
  const teams = await teamsById(
    db,
    entries.map((entry) => entry.team),
  );
  const teamName = (team: number) => teams.get(team)?.name ?? `team ${team}`;
  const used: UsedRow[] = [];
  for (const row of placed) {
    const kept = best.get(row.team);
    if (kept && kept.line !== row.line) {
      unused.push({
        ...pick(row),
        reason: "duplicate_team",
        message: UNUSED_MESSAGES.duplicate_team(teamName(row.team), kept.line, kept.rank),
      });
    } else if (used.length < LEADERBOARD_ROWS_LISTED) {
      used.push({
        ...pick(row),
        team: row.team,
        team_name: teamName(row.team),
        ...(query.key === "email"
          ? { match: "verified_email", as_of: null, message: USED_MESSAGES.verified_email }
          : { match: "handle", as_of: asOf, message: USED_MESSAGES.handle(what, asOf) }),
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
      handles_as_of: asOf,
      used_rows: used,
      unused: unused.slice(0, LEADERBOARD_ROWS_LISTED),
    },
  };
}
