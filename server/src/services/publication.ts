import type { Db } from "../db/types";
import { type Actor, recordAudit } from "../repos/audit";
import { issuedBy, issueForResults, nextTeamSlice, revokeNoLongerDue } from "../repos/certificates";
import {
  abandonPublication,
  deletePendingCertificates,
  deletePublication,
  finishPublication,
  publicationsWithMailsWaiting,
  recordBatch,
  resultsChangedSince,
  startPublication,
} from "../repos/publications";
import { applyAmendment, markPublished, resultsState } from "../repos/results";
import { NotFoundError, RefusedError } from "./errors";
import { type CertificateCorrections, RESULTS_MESSAGES } from "./results";
import { mailCertificatesCorrected, queueResultsMails } from "./teamMail";

/** Teams a batch issues for (up to twice as many certificates): a short transaction even on PGlite. */
const PUBLISH_BATCH_TEAMS = 400;
/** On PostgreSQL (batches do not block the API's thread), larger: fewer round trips. */
const PUBLISH_BATCH_TEAMS_POSTGRES = 2500;
/** Holders a batch of results mails goes to. */
const MAIL_BATCH_HOLDERS = 500;
const MAIL_BATCH_HOLDERS_POSTGRES = 2500;
/** Certificates of an abandoned publication deleted a transaction. */
const DELETE_BATCH = 2000;

interface PublishOptions {
  /** Whether results mail is queued (e-mail on). */
  mailsOn: boolean;
  batchTeams?: number;
  /** Called between batches (tests hold a publication half-way here). */
  betweenBatches?: (publicationId: number) => Promise<void>;
}

interface PublishOutcome {
  result: { issued: number; already_issued: number; revoked?: number };
  corrections: CertificateCorrections | null;
}

export const PUBLISH_MESSAGES = {
  underWay: "This event's results are being published right now: wait for that publication to finish.",
  changedMeanwhile: "The results were saved again while they were being published: publish them again.",
} as const;

/**
 * What one batch may hold PGlite's connection for. PGlite runs in the API's thread, so a batch holds the event loop
 * too, and the same batch takes several times longer on a busy machine: on PGlite the batches shrink (down to a tenth
 * of their size) when one takes longer and grow back when quick. PostgreSQL keeps the size.
 */
const BATCH_TARGET_MS = 40;

/** A batch size that follows how long the last batch took (on PGlite). */
function batchSizer(db: Db, most: number) {
  const least = Math.max(1, Math.floor(most / 10));
  // PGlite starts small: the first batches are the slowest (cold pages).
  let size = db.kind === "pglite" ? least : most;
  return {
    async timed<T>(work: (size: number) => Promise<T>): Promise<T> {
      const started = performance.now();
      const result = await work(size);
      const took = performance.now() - started;
      if (db.kind === "pglite") {
        if (took > BATCH_TARGET_MS) size = Math.max(least, Math.floor(size / 2));
        else if (took < BATCH_TARGET_MS / 2) size = Math.min(most, size * 2);
      }
      return result;
    },
  };
}

/** Deletes an unfinished publication's certificates in short transactions, then the publication. */
async function discard(db: Db, id: number): Promise<void> {
  const sizer = batchSizer(db, DELETE_BATCH);
  while ((await sizer.timed((size) => deletePendingCertificates(db, id, size))) > 0) await db.yieldTurn();
  await deletePublication(db, id);
}

/**
 * Publishes an event's saved results (or applies the amendment waiting) without one long transaction: the
 * certificates are issued in batches, each a short transaction, hidden from every reader (settledSql) until one short
 * final transaction makes the publication done together with published_at (or the amendment, its revocations and its
 * mail) and the audit entry. A failed or abandoned publication leaves nothing visible; the next attempt deletes its
 * rows. The results mails of a first publication are queued after it is done, in batches (queueAllResultsMails).
 */
export async function publishResults(
  db: Db,
  eventId: number,
  actor: Actor,
  options: PublishOptions,
): Promise<PublishOutcome> {
  const started = await db.transaction(async (tx) => {
    const state = await resultsState(tx, eventId, true);
    if (!state) throw new NotFoundError();
    if (!state.saved) throw new RefusedError(RESULTS_MESSAGES.nothingToPublish);
    const correcting = Boolean(state.publishedAt && state.amendmentSavedAt);
    const publication = await startPublication(tx, eventId, correcting ? "correct" : "publish");
    if (!publication) throw new RefusedError(PUBLISH_MESSAGES.underWay);
    return { ...publication, correcting, slug: state.slug };
  });
  const { id, correcting } = started;
  let outcome: PublishOutcome;
  try {
    for (const abandoned of started.abandoned) await discard(db, abandoned);
    const source = correcting ? "amendment" : "saved";
    const teams = options.batchTeams ?? (db.kind === "pglite" ? PUBLISH_BATCH_TEAMS : PUBLISH_BATCH_TEAMS_POSTGRES);
    const sizer = batchSizer(db, Math.max(1, Math.floor(teams)));
    let after = 0;
    for (;;) {
      const upTo = await sizer.timed((limit) =>
        db.transaction(async (tx) => {
          const last = await nextTeamSlice(tx, eventId, source, after, limit);
          if (last === null) return null;
          const { due } = await issueForResults(tx, eventId, {
            publicationId: id,
            source,
            teams: { after, upTo: last },
          });
          if (!(await recordBatch(tx, id, due))) throw new RefusedError(PUBLISH_MESSAGES.changedMeanwhile);
          return last;
        }),
      );
      if (upTo === null) break;
      after = upTo;
      await options.betweenBatches?.(id);
      await db.yieldTurn();
    }
    outcome = await db.transaction(async (tx): Promise<PublishOutcome> => {
      await resultsState(tx, eventId, true);
      if (await resultsChangedSince(tx, id)) throw new RefusedError(PUBLISH_MESSAGES.changedMeanwhile);
      if (correcting) {
        const correctedAt = await applyAmendment(tx, eventId);
        const reason = RESULTS_MESSAGES.correctedReason(correctedAt.slice(0, 10));
        const lost = await revokeNoLongerDue(tx, eventId, reason);
        // A merit certificate whose rank changed could only be issued once the old one was revoked, just now.
        await issueForResults(tx, eventId, { publicationId: id, source: "saved", meritOnly: true });
        const { issued, due } = await finishPublication(tx, id, true);
        const result = { issued, already_issued: due - issued, revoked: lost.length };
        await recordAudit(tx, actor, "results.correct", `event:${started.slug}`, {
          corrected_at: correctedAt,
          ...result,
        });
        const corrections = { eventId, reason, gained: await issuedBy(tx, id), lost };
        // The holders' mail is queued with the correction itself: committed together or not at all.
        await mailCertificatesCorrected(tx, options.mailsOn, corrections);
        return { result, corrections };
      }
      const publishedAt = await markPublished(tx, eventId);
      const { issued, due } = await finishPublication(tx, id, !options.mailsOn);
      const result = { issued, already_issued: due - issued };
      await recordAudit(tx, actor, "results.publish", `event:${started.slug}`, {
        published_at: publishedAt,
        ...result,
      });
      return { result, corrections: null };
    });
  } catch (error) {
    // Nothing of it is visible; its rows go now (or with the next attempt, should this fail too).
    await abandonPublication(db, id).catch(() => undefined);
    await discard(db, id).catch(() => undefined);
    throw error;
  }
  // Done: the mails' cursor is durable, so a process stopped here resumes them (resumeResultsMails).
  if (!correcting && options.mailsOn) await queueAllResultsMails(db, id);
  return outcome;
}

/** Queues a done publication's results mails, batch after batch, until all are queued. */
export async function queueAllResultsMails(db: Db, publicationId: number): Promise<void> {
  const sizer = batchSizer(db, db.kind === "pglite" ? MAIL_BATCH_HOLDERS : MAIL_BATCH_HOLDERS_POSTGRES);
  while (!(await sizer.timed((size) => queueResultsMails(db, publicationId, size))).done) await db.yieldTurn();
}

/** Finishes queueing the results mails of publications whose process stopped half-way; how many it resumed. */
export async function resumeResultsMails(db: Db): Promise<number> {
  const waiting = await publicationsWithMailsWaiting(db);
  for (const id of waiting) await queueAllResultsMails(db, id);
  return waiting.length;
}
