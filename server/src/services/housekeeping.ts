import type { FastifyBaseLogger } from "fastify";
import type { Db, Queryable } from "../db/types";
import { persistListingEnds } from "../repos/finderListings";
import { persistRequestEnds } from "../repos/finderRequests";
import { deleteOldCounters } from "../repos/throttle";
import { deleteEndedTokens } from "../repos/tokens";
import { resumeResultsMails } from "./publication";

const HOUR_MS = 60 * 60_000;

/**
 * Deletes what no request can use any more: tokens past their idle limit (the server already refuses them; without
 * this, those of users who never sign in again would stay) and throttle counters of long-gone windows.
 */
export async function sweepEndedRows(db: Queryable): Promise<{ tokens: number; counters: number }> {
  return { tokens: await deleteEndedTokens(db), counters: await deleteOldCounters(db) };
}

/**
 * Writes down the teammate finder's endings that its queries already apply (listings past their days or whose team or
 * event changed, requests past theirs or whose listing ended), so that an ended listing stays ended and the listings
 * not ended stay few.
 */
export async function sweepFinderEnds(db: Queryable): Promise<{ listings: number; requests: number }> {
  return { listings: await persistListingEnds(db), requests: await persistRequestEnds(db) };
}

/**
 * Sweeps at once and then every `everyMs` while the process runs; returns the function that stops it. Every API
 * process may sweep: the deletes are idempotent. A failed sweep is logged and the next one tries again. Each sweep also
 * finishes queueing the results mails of a publication whose process stopped half-way (a cursor: exactly once), and
 * writes down the teammate finder's endings.
 */
export function scheduleSweeps(db: Db, log: FastifyBaseLogger, everyMs = HOUR_MS): () => void {
  const sweep = () =>
    resumeResultsMails(db)
      .then((resumed) => {
        if (resumed) log.info({ resumed }, "queued the rest of the results mails of stopped publications");
      })
      .then(() => sweepEndedRows(db))
      .then((deleted) => {
        if (deleted.tokens || deleted.counters) log.info(deleted, "deleted ended tokens and old throttle counters");
      })
      .then(() => sweepFinderEnds(db))
      .then(
        (ended) => {
          if (ended.listings || ended.requests)
            log.info(ended, "wrote down ended teammate finder listings and requests");
        },
        (error: unknown) =>
          log.error({ error: error instanceof Error ? error.message : String(error) }, "sweep failed"),
      );
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
