import type { AdminResults, ResultsPreview } from "../../../contract/admin";
import { CERTIFICATE_CHANGES_LISTED, type ResultsUploadQuery } from "../../../contract/results";
import type { Db, Queryable } from "../db/types";
import { type Actor, recordAudit } from "../repos/audit";
import { certificateDiff, certificateSettled, revokeCertificate } from "../repos/certificates";
import {
  amendmentEntries,
  describeEntries,
  type Entry,
  resultsState,
  type ResultsState,
  saveAmendment,
  saveEntries,
  savedEntries,
} from "../repos/results";
import { NotFoundError, RefusedError } from "./errors";
import { readUpload, requestedEntries } from "./results";

const ALREADY_REVOKED = "This certificate is already revoked.";

/** The event's results state; a NotFoundError when no event has this id. `lock` holds the event for the transaction. */
async function stateOf(db: Queryable, eventId: number, lock = false): Promise<ResultsState> {
  const state = await resultsState(db, eventId, lock);
  if (!state) throw new NotFoundError();
  return state;
}

const entryMap = (entries: Entry[]) => new Map(entries.map((entry) => [entry.team, entry.rank]));

/** What replacing `before` with `after` changes, team by team. */
async function changes(db: Queryable, state: ResultsState, before: Entry[], after: Entry[]) {
  const results = await describeEntries(db, state, after);
  const old = await describeEntries(db, state, before);
  const names = new Map(
    [...results.ranking, ...results.participated, ...old.ranking, ...old.participated].map((row) => [
      row.team,
      row.team_name,
    ]),
  );
  const [was, now] = [entryMap(before), entryMap(after)];
  const row = (team: number, rank: number | null) => ({ team, team_name: names.get(team) ?? "", rank });
  return {
    results,
    added: after.filter((entry) => !was.has(entry.team)).map((entry) => row(entry.team, entry.rank)),
    removed: before.filter((entry) => !now.has(entry.team)).map((entry) => row(entry.team, entry.rank)),
    changed: after
      .filter((entry) => was.has(entry.team) && was.get(entry.team) !== entry.rank)
      .map((entry) => ({
        team: entry.team,
        team_name: names.get(entry.team) ?? "",
        before: was.get(entry.team) ?? null,
        after: entry.rank,
      })),
  };
}

/**
 * The admin view of an event's results: those in force (or the draft) and a waiting amendment (one is saved only
 * after publication).
 */
async function adminView(db: Queryable, state: ResultsState): Promise<AdminResults> {
  const results = await describeEntries(db, state, await savedEntries(db, state.eventId));
  const amendment =
    state.amendmentSavedAt === null
      ? null
      : await describeEntries(db, state, await amendmentEntries(db, state.eventId));
  return {
    ...results,
    amendment: amendment && {
      saved_at: state.amendmentSavedAt ?? "",
      ranking: amendment.ranking,
      participated: amendment.participated,
    },
  };
}

/** The event's results as saved (a draft until published) and, once published, any amendment waiting. */
export async function resultsForOrganisers(db: Queryable, eventId: number): Promise<AdminResults> {
  return adminView(db, await stateOf(db, eventId));
}

/**
 * Saves the results a request asks for (services/results.ts reads them): the draft until publication, an amendment
 * after it (which its own publication applies), audited as `results.save` or `results.amend` with the entries before
 * and after (and, for a leaderboard, how its rows matched), all in one transaction under the event's lock.
 */
export async function saveResults(
  db: Db,
  actor: Actor,
  eventId: number,
  body: unknown,
  query: ResultsUploadQuery,
): Promise<AdminResults> {
  // The file is read before the transaction: on PGlite every request shares its one connection.
  const upload = await readUpload(body);
  return db.transaction(async (tx) => {
    const state = await stateOf(tx, eventId, true);
    const { entries, leaderboard } = await requestedEntries(tx, eventId, upload, query);
    // For a leaderboard, the entry says how its rows matched: its key, the counts, and the registration close its
    // handles were read as of (null: as they stood then, or e-mails).
    const source = leaderboard
      ? { key: query.key, rows: leaderboard.rows, used: leaderboard.used, handles_as_of: leaderboard.handles_as_of }
      : undefined;
    if (state.publishedAt) {
      const before = await amendmentEntries(tx, eventId);
      await saveAmendment(tx, eventId, entries);
      await recordAudit(tx, actor, "results.amend", `event:${state.slug}`, {
        before,
        after: entries,
        ...(source ? { leaderboard: source } : {}),
      });
      return adminView(tx, (await resultsState(tx, eventId)) ?? state);
    }
    const before = await savedEntries(tx, eventId);
    await saveEntries(tx, eventId, entries);
    await recordAudit(tx, actor, "results.save", `event:${state.slug}`, {
      before,
      after: entries,
      ...(source ? { leaderboard: source } : {}),
    });
    return { ...(await describeEntries(tx, state, entries)), amendment: null };
  });
}

/**
 * What saving these results would store and change, team by team, and after publication who would gain and who would
 * lose which certificate; nothing is saved.
 */
export async function previewResults(
  db: Queryable,
  eventId: number,
  body: unknown,
  query: ResultsUploadQuery,
): Promise<ResultsPreview> {
  const upload = await readUpload(body);
  const state = await stateOf(db, eventId);
  const { entries, leaderboard } = await requestedEntries(db, eventId, upload, query);
  const preview = await changes(db, state, await savedEntries(db, eventId), entries);
  const certificates = state.publishedAt
    ? await certificateDiff(db, eventId, entries, CERTIFICATE_CHANGES_LISTED)
    : null;
  return { ...preview, leaderboard, certificates };
}

/** Revokes a certificate (the row stays; verification shows when and why), audited with the reason. */
export function revokeCertificateByOrganiser(db: Db, actor: Actor, id: string, reason: string): Promise<void> {
  return db.transaction(async (tx) => {
    if (!(await revokeCertificate(tx, id, reason))) {
      if (!(await certificateSettled(tx, id))) throw new NotFoundError();
      throw new RefusedError(ALREADY_REVOKED);
    }
    await recordAudit(tx, actor, "certificate.revoke", `certificate:${id}`, { reason });
  });
}
