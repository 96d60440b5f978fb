import { FINDER_MESSAGES, type ParsedReport } from "../../../contract/finder";
import type { AdminFinderReport } from "../../../contract/finderAdmin";
import type { Db } from "../db/types";
import { recordAudit, type Actor } from "../repos/audit";
import { endListingsOf, hideListing, listingById } from "../repos/finderListings";
import {
  closeReports,
  deleteBan,
  insertBan,
  insertReport,
  listingForAudit,
  lockOpenReport,
  personForAudit,
  reportPage,
} from "../repos/finderModeration";
import { endRequestsSentBy, requestParties } from "../repos/finderRequests";
import type { UserRow } from "../repos/users";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors";
import { requireFinderUser } from "./finder";

/** Reports by participants, and what organisers do about them: hide a listing, block a person from the finder. */

export const MODERATION_MESSAGES = {
  alreadyHidden: "This listing is already hidden.",
  alreadyBanned: "This participant is already blocked from the teammate finder.",
  noSuchUser: "No participant has this id.",
} as const;

/**
 * A participant reports a listing they can see (not hidden) or a request they sent or received (a blocked sender's
 * request only its sender can see); reporting the same thing again while the first report is open adds nothing.
 */
export async function report(db: Db, user: UserRow, body: ParsedReport): Promise<number> {
  await requireFinderUser(db, user);
  if ((body.listing === undefined) === (body.request === undefined)) {
    throw new InvalidInputError({ non_field_errors: [FINDER_MESSAGES.reportTarget] });
  }
  return db.transaction(async (tx) => {
    if (body.request !== undefined) {
      const parties = await requestParties(tx, body.request);
      const sees =
        parties !== null && (parties.sender_id === user.id || (parties.owner_id === user.id && !parties.silenced));
      if (!parties || !sees) throw new NotFoundError();
      return insertReport(tx, {
        reporterId: user.id,
        listingId: parties.listing_id,
        requestId: body.request,
        reason: body.reason,
      });
    }
    const listing = await listingById(tx, body.listing as number);
    if (!listing || listing.hidden) throw new NotFoundError();
    return insertReport(tx, { reporterId: user.id, listingId: listing.id, requestId: null, reason: body.reason });
  });
}

/** A page of reports for the console ("open", "closed" or both), newest first. */
export const reportsForConsole = (
  db: Db,
  status: "open" | "closed" | null,
  window: { limit: number; offset: number },
): Promise<[number, AdminFinderReport[]]> => reportPage(db, status, window.limit, window.offset);

/** An organiser hides a listing (no one sees it any more; its owner sees it hidden): its open reports close. Audited. */
export async function hideListingFor(db: Db, actor: Actor, listingId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const listing = await listingForAudit(tx, listingId);
    if (!listing) throw new NotFoundError();
    if (!(await hideListing(tx, listingId, actor.id, reason)))
      throw new RefusedError(MODERATION_MESSAGES.alreadyHidden);
    const closed = await closeReports(tx, { listingId }, "hidden", actor.id);
    await recordAudit(tx, actor, "finder.listing_hide", `listing:${listingId}`, {
      event: listing.event,
      owner: listing.owner,
      note: listing.note,
      reason,
      reports_closed: closed,
    });
  });
}

/**
 * An organiser blocks a person from the finder: their listings and the requests they sent end, they can no longer
 * list, browse, ask or answer, and the open reports about them close. Audited.
 */
export async function banFromFinder(db: Db, actor: Actor, userId: number, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await personForAudit(tx, userId);
    if (!person) throw InvalidInputError.field("user", MODERATION_MESSAGES.noSuchUser);
    if (!(await insertBan(tx, userId, actor.id, reason))) throw new RefusedError(MODERATION_MESSAGES.alreadyBanned);
    await endListingsOf(tx, userId, "banned");
    await endRequestsSentBy(tx, userId, "banned");
    const closed = await closeReports(tx, { aboutUserId: userId }, "banned", actor.id);
    await recordAudit(tx, actor, "finder.ban", `user:${userId}`, { person, reason, reports_closed: closed });
  });
}

/** An organiser lifts a block (what it ended stays ended). Audited. */
export async function unbanFromFinder(db: Db, actor: Actor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const person = await personForAudit(tx, userId);
    if (!person || !(await deleteBan(tx, userId))) throw new NotFoundError();
    await recordAudit(tx, actor, "finder.unban", `user:${userId}`, { person });
  });
}

/** An organiser closes a report that needs nothing done. Audited. */
export async function dismissReport(db: Db, actor: Actor, reportId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const open = await lockOpenReport(tx, reportId);
    if (!open) throw new NotFoundError();
    await closeReports(tx, { reportId }, "dismissed", actor.id);
    await recordAudit(tx, actor, "finder.report_dismiss", `report:${reportId}`, {
      listing: open.listing_id,
      request: open.request_id,
    });
  });
}
