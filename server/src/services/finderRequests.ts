import {
  FINDER_MESSAGES,
  MAX_PENDING_REQUESTS,
  REQUEST_DAYS,
  type Accepted,
  type FinderMine,
  type ParsedAccept,
  type ParsedRequestSend,
  type ReceivedRequest,
  type SentRequest,
} from "../../../contract/finder";
import { MESSAGES } from "../../../contract/messages";
import { teamDetailsOf } from "../../../contract/teams";
import { isUniqueViolation, type Db, type Queryable } from "../db/types";
import { retryOnCodeCollision } from "../lib/codes";
import { findEvent } from "../repos/events";
import { listingById, myListings, persistListingEnds, showColumns } from "../repos/finderListings";
import { queueRequestReceived, queueTeamFormed } from "../repos/finderMail";
import { isBanned } from "../repos/finderModeration";
import {
  answerRequest,
  blockSender,
  endRequestsOf,
  insertRequest,
  isBlocked,
  lockRequest,
  type LockedRequest,
  pendingCount,
  receivedRequest,
  receivedRequests,
  type ReceivedRow,
  requestParties,
  sentRequests,
} from "../repos/finderRequests";
import { resultsPublished } from "../repos/results";
import { teamBody, teamById } from "../repos/teams";
import { lockUsers, type UserRow } from "../repos/users";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors";
import { acceptOptions, requireFinderUser } from "./finder";
import { joinLockedTeam, leaveLockedTeam, raceError, requireTeamReady, startTeam } from "./teams";

/** Requests: sending one, answering it (accept, decline), withdrawing it, blocking its sender; the caller's finder. */

export const REQUEST_MESSAGES = {
  noWayToTeam: "You are both in teams with other members: one of you must be alone in a team, or in none, to team up.",
  oneOfYouTeamed: "One of you has just joined a team for this event: this request has ended.",
  senderNotReady:
    "The participant who sent this request cannot join a team just now (their profile is incomplete or their e-mail unverified).",
} as const;

/** Received and sent requests listed on the dashboard (the latest of each). */
const DASHBOARD_REQUESTS = 50;

const withOptions = ({ request, ...facts }: ReceivedRow): ReceivedRequest => ({
  ...request,
  options: request.status === "pending" ? acceptOptions(facts) : [],
});

/** `GET finder/`: the caller's listings and requests across events, and whether an organiser blocked them. */
export async function finderOf(db: Queryable, user: UserRow): Promise<FinderMine> {
  return {
    banned: await isBanned(db, user.id),
    listings: await myListings(db, user.id),
    received: (await receivedRequests(db, user.id, DASHBOARD_REQUESTS)).map(withOptions),
    sent: await sentRequests(db, user.id, DASHBOARD_REQUESTS),
  };
}

/** What the event's state forbids: results published (teams final), registration closed. */
async function requireEventOpen(tx: Queryable, eventId: number): Promise<void> {
  const event = await findEvent(tx, eventId);
  if (!event) throw new NotFoundError();
  if (await resultsPublished(tx, eventId)) throw new RefusedError(MESSAGES.teamsFinal);
  if (!event.is_registration_on) throw new RefusedError(MESSAGES.registrationClosed);
}

/**
 * The caller asks a listing to team up. Refused: their own listing, a listing that has ended, a sender in a full team
 * (or in the owner's), a second request waiting at the same listing, MAX_PENDING_REQUESTS waiting in the event. A
 * sender the owner blocked gets the same answer as anyone, and the owner never sees the request (it ends unanswered).
 */
export async function sendRequest(
  db: Db,
  user: UserRow,
  listingId: number,
  body: ParsedRequestSend,
  mail: boolean,
): Promise<SentRequest> {
  await requireFinderUser(db, user);
  const id = await db.transaction(async (tx) => {
    // The sender's calls take turns: concurrent sends cannot overshoot the limit.
    await lockUsers(tx, [user.id]);
    const listing = await listingById(tx, listingId);
    if (!listing || listing.hidden) throw new NotFoundError();
    if (listing.user_id === user.id) throw new RefusedError(FINDER_MESSAGES.ownListing);
    if (listing.end !== null) throw new RefusedError(FINDER_MESSAGES.listingEnded);
    await requireEventOpen(tx, listing.event_id);
    if ((await pendingCount(tx, user.id, listing.event_id, listing.id)) > 0) {
      throw new RefusedError(FINDER_MESSAGES.alreadyAsked);
    }
    if ((await pendingCount(tx, user.id, listing.event_id)) >= MAX_PENDING_REQUESTS) {
      throw new RefusedError(FINDER_MESSAGES.tooManyPending);
    }
    const silenced = await isBlocked(tx, listing.user_id, user.id);
    const requestId = await insertRequest(
      tx,
      {
        listing_id: listing.id,
        event_id: listing.event_id,
        sender_id: user.id,
        message: body.message,
        silenced,
        ...showColumns(body.show),
      },
      REQUEST_DAYS,
    );
    // Read back as it stands: a sender in a full team, or in the owner's team, cannot team up with this listing.
    const state = await lockRequest(tx, requestId);
    if (state?.sender_team_id !== null && state?.sender_team_id === state?.owner_team_id) {
      throw new RefusedError(FINDER_MESSAGES.sameTeam);
    }
    if (state?.status !== "pending") throw new RefusedError(FINDER_MESSAGES.teamFull);
    if (acceptOptions(state).length === 0) throw new RefusedError(REQUEST_MESSAGES.noWayToTeam);
    // Nobody is told of a request from a sender the owner blocked.
    if (mail && !silenced) await queueRequestReceived(tx, requestId);
    return requestId;
  });
  const [sent] = (await sentRequests(db, user.id, DASHBOARD_REQUESTS)).filter((request) => request.id === id);
  return sent;
}

/**
 * Who sent the request at `requests/{id}/`, if the caller may answer it (its listing's owner; never a silenced one),
 * else 404.
 */
async function ownReceived(tx: Queryable, user: UserRow, requestId: number): Promise<{ sender_id: number }> {
  const parties = await requestParties(tx, requestId);
  if (!parties || parties.owner_id !== user.id || parties.silenced) throw new NotFoundError();
  return parties;
}

/** Why a request the owner tries to answer is no longer waiting, in the owner's words. */
function notPending(request: LockedRequest): RefusedError {
  if (request.status === "ended" && request.sender_team_id !== null) {
    return new RefusedError(FINDER_MESSAGES.requesterTeamed);
  }
  return new RefusedError(FINDER_MESSAGES.requestEnded);
}

/** The team the accepting owner chose, formed under every team rule; its id. */
async function formTeam(
  tx: Queryable,
  request: LockedRequest,
  owner: UserRow,
  choice: ParsedAccept,
  eventId: number,
): Promise<number> {
  switch (choice.team) {
    case "mine": {
      const team = await teamById(tx, request.owner_team_id as number, { lock: true });
      if (!team) throw new RefusedError(FINDER_MESSAGES.optionUnavailable);
      await joinLockedTeam(tx, team, request.sender_id, false);
      return team.id;
    }
    case "theirs": {
      if (request.owner_team_id !== null) {
        const own = await teamById(tx, request.owner_team_id, { lock: true });
        if (own) await leaveLockedTeam(tx, own, owner.id, false);
      }
      const team = await teamById(tx, request.sender_team_id as number, { lock: true });
      if (!team) throw new RefusedError(FINDER_MESSAGES.optionUnavailable);
      await joinLockedTeam(tx, team, owner.id, false);
      return team.id;
    }
    case "new": {
      if (!choice.team_name) throw InvalidInputError.field("team_name", FINDER_MESSAGES.teamNameNeeded);
      const teamId = await startTeam(tx, owner, eventId, choice.team_name, teamDetailsOf({}));
      const team = await teamById(tx, teamId, { lock: true });
      if (!team) throw new Error(`team ${teamId} vanished in its own transaction`);
      await joinLockedTeam(tx, team, request.sender_id, false);
      return teamId;
    }
  }
}

/**
 * The listing's owner accepts a request: in one transaction, under every team rule, the two are in one team of the
 * event (as the owner chose: `mine`, `theirs`, `new`); the request is accepted, every other pending request of both
 * in the event ends, their listings there end, and both are told by mail. Acceptances and sends concerning the same
 * people take turns (their user rows are locked first), so a person can never be put in two teams: the later of two
 * acceptances finds its request ended and is refused with a clear 400.
 */
export async function acceptRequest(
  db: Db,
  user: UserRow,
  requestId: number,
  choice: ParsedAccept,
  mail: boolean,
): Promise<Accepted> {
  await requireFinderUser(db, user);
  const accept = () =>
    db.transaction(async (tx) => {
      const { sender_id: senderId } = await ownReceived(tx, user, requestId);
      const people = await lockUsers(tx, [user.id, senderId]);
      const owner = people.find((person) => person.id === user.id) ?? user;
      const sender = people.find((person) => person.id === senderId);
      const request = await lockRequest(tx, requestId);
      if (!request || !sender) throw new NotFoundError();
      if (request.status !== "pending") throw notPending(request);
      try {
        requireTeamReady(sender);
      } catch {
        throw new RefusedError(REQUEST_MESSAGES.senderNotReady);
      }
      await requireEventOpen(tx, request.event_id);
      if (!acceptOptions(request).includes(choice.team)) {
        if (choice.team === "theirs" && (request.owner_team_members ?? 0) > 1) {
          throw new RefusedError(FINDER_MESSAGES.teamHasOthers);
        }
        throw new RefusedError(FINDER_MESSAGES.optionUnavailable);
      }
      const teamId = await formTeam(tx, request, owner, choice, request.event_id);
      await answerRequest(tx, request.id, "accepted", teamId);
      await endRequestsOf(tx, request.event_id, [owner.id, sender.id], request.id);
      await persistListingEnds(tx, { eventId: request.event_id, userIds: [owner.id, sender.id] });
      if (mail) await queueTeamFormed(tx, request.id, teamId);
      const { id, name } = await teamBody(tx, teamId, owner.id);
      return { team: { id, name }, request: withOptions(await receivedRequest(tx, request.id)) };
    });
  try {
    return await retryOnCodeCollision("teams_access_code", accept);
  } catch (error) {
    // One of the two joined a team by access code at the same moment (seen by the team rules' check, or stopped by the
    // constraint of one team per person and event): said from the accepting owner's side.
    const teamedMeanwhile =
      isUniqueViolation(error, "team_members_user_event") ||
      (error instanceof RefusedError && error.message === MESSAGES.alreadyInTeam);
    if (teamedMeanwhile) throw new RefusedError(REQUEST_MESSAGES.oneOfYouTeamed);
    throw raceError(error);
  }
}

/** The listing's owner declines a pending request (the sender sees it declined). */
export async function declineRequest(db: Db, user: UserRow, requestId: number): Promise<ReceivedRequest> {
  await requireFinderUser(db, user);
  return db.transaction(async (tx) => {
    await ownReceived(tx, user, requestId);
    const request = await lockRequest(tx, requestId);
    if (!request) throw new NotFoundError();
    if (request.status !== "pending") throw notPending(request);
    await answerRequest(tx, requestId, "declined");
    return withOptions(await receivedRequest(tx, requestId));
  });
}

/** The sender withdraws a pending request (it no longer counts toward their limit). */
export async function withdrawRequest(db: Db, user: UserRow, requestId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const parties = await requestParties(tx, requestId);
    if (!parties || parties.sender_id !== user.id) throw new NotFoundError();
    const request = await lockRequest(tx, requestId);
    if (!request || request.status !== "pending") throw new RefusedError(FINDER_MESSAGES.requestEnded);
    await answerRequest(tx, requestId, "withdrawn");
  });
}

/**
 * The listing's owner blocks the request's sender: no more of their requests reach the owner (they are kept silenced
 * and end unanswered), and the sender is not told. Blocking twice changes nothing.
 */
export async function blockRequestSender(db: Db, user: UserRow, requestId: number): Promise<void> {
  await requireFinderUser(db, user);
  await db.transaction(async (tx) => {
    const parties = await requestParties(tx, requestId);
    if (!parties || parties.owner_id !== user.id) throw new NotFoundError();
    await blockSender(tx, user.id, parties.sender_id);
  });
}
