import type { ReceivedRequest, RequestState, SentRequest } from "../../../contract/finder";
import type { Queryable } from "../db/types";
import {
  LISTING_FROM,
  listingEndSql,
  membersOf,
  ownerTeamSql,
  shownDetailsSql,
  type ShowColumns,
} from "./finderListings";
import { isoUtcSql } from "./schedule";

/**
 * Requests to listings (migration 20). A request is pending until answered or withdrawn, unless its 7 days are up,
 * its listing has ended, or its sender can no longer team up (blocked from the finder, or now in a full team or in
 * the owner's team): `requestStatusSql` is the one definition, read by every query, written down by the sweep.
 */

/** The sender's team in the request's event (its id). */
const senderTeamSql = (r: string) =>
  `(SELECT sm.team_id FROM team_members sm WHERE sm.user_id = ${r}.sender_id AND sm.event_id = ${r}.event_id)`;

/** The request `r` (to listing `l` of event `e`) as it stands now. */
export const requestStatusSql = (r = "r") => `CASE
    WHEN ${r}.status <> 'pending' THEN ${r}.status
    WHEN ${r}.expires_at <= now() THEN 'expired'
    WHEN ${listingEndSql()} IS NOT NULL THEN 'ended'
    WHEN EXISTS (SELECT 1 FROM finder_bans fb WHERE fb.user_id = ${r}.sender_id) THEN 'ended'
    WHEN ${senderTeamSql(r)} IS NOT NULL AND (${membersOf(senderTeamSql(r))} >= e.max_members
      OR ${senderTeamSql(r)} = ${ownerTeamSql("l")}) THEN 'ended'
    ELSE 'pending'
  END`;

const REQUEST_FROM = `finder_requests r JOIN ${LISTING_FROM} ON l.id = r.listing_id LEFT JOIN teams t ON t.id = l.team_id`;

/** What deciding how to form a team needs to know of a request's two sides, now. */
export interface TeamFacts {
  kind: "person" | "team";
  owner_team_id: number | null;
  owner_team_members: number | null;
  sender_team_id: number | null;
  sender_team_name: string | null;
  /** Free places in the sender's team; null without one. */
  sender_team_places: number | null;
}

const FACTS = `l.kind,
    ${ownerTeamSql("l")} AS owner_team_id,
    (SELECT ${membersOf("ot.id")}::int FROM teams ot WHERE ot.id = ${ownerTeamSql("l")}) AS owner_team_members,
    ${senderTeamSql("r")} AS sender_team_id,
    (SELECT st.name FROM teams st WHERE st.id = ${senderTeamSql("r")}) AS sender_team_name,
    (SELECT (e.max_members - ${membersOf("st.id")})::int FROM teams st WHERE st.id = ${senderTeamSql("r")})
      AS sender_team_places`;

const requestTimes = `'created_at', ${isoUtcSql("r.created_at")},
    'expires_at', ${isoUtcSql("r.expires_at")},
    'answered_at', ${isoUtcSql("r.answered_at")}`;

/** A received request as its owner sees it (without `options`, which the service adds), with the facts behind them. */
export type ReceivedRow = { request: Omit<ReceivedRequest, "options"> } & TeamFacts;

const RECEIVED = `SELECT json_build_object(
    'id', r.id, 'listing', r.listing_id, 'event', e.slug, 'status', ${requestStatusSql()}, 'message', r.message,
    ${requestTimes},
    'from', (${shownDetailsSql("r", "su", "sh")}::jsonb || jsonb_build_object('team_name',
      (SELECT st.name FROM teams st WHERE st.id = ${senderTeamSql("r")}
         AND ${membersOf("st.id")} < e.max_members)))::json) AS request,
    ${FACTS}
  FROM ${REQUEST_FROM} JOIN users su ON su.id = r.sender_id LEFT JOIN handles sh ON sh.user_id = r.sender_id`;

/** The latest requests received at the user's listings (never those of a sender the user blocked), newest first. */
export async function receivedRequests(db: Queryable, ownerId: number, limit: number): Promise<ReceivedRow[]> {
  const { rows } = await db.query<ReceivedRow & Record<string, unknown>>(
    `${RECEIVED} WHERE l.user_id = $1 AND NOT r.silenced ORDER BY r.id DESC LIMIT $2`,
    [ownerId, limit],
  );
  return rows;
}

/** One received request as its owner sees it. */
export async function receivedRequest(db: Queryable, id: number): Promise<ReceivedRow> {
  const { rows } = await db.query<ReceivedRow & Record<string, unknown>>(`${RECEIVED} WHERE r.id = $1`, [id]);
  return rows[0];
}

/** The latest requests the user sent, newest first, with their outcome. */
export async function sentRequests(db: Queryable, senderId: number, limit: number): Promise<SentRequest[]> {
  const { rows } = await db.query<{ request: SentRequest }>(
    `SELECT json_build_object(
       'id', r.id, 'listing', r.listing_id, 'event', e.slug, 'status', ${requestStatusSql()}, 'message', r.message,
       ${requestTimes},
       'to', json_build_object('name', coalesce(nullif(trim(ou.name), ''), 'Participant'),
         'team_name', CASE WHEN l.kind = 'team' THEN t.name END)) AS request
     FROM ${REQUEST_FROM} JOIN users ou ON ou.id = l.user_id
     WHERE r.sender_id = $1 ORDER BY r.id DESC LIMIT $2`,
    [senderId, limit],
  );
  return rows.map((row) => row.request);
}

/** A request with what answering it needs, locked until the transaction ends. */
export interface LockedRequest extends TeamFacts {
  id: number;
  listing_id: number;
  event_id: number;
  sender_id: number;
  owner_id: number;
  silenced: boolean;
  status: RequestState;
}

/** The request with this id, its row locked (the facts read after the lock). */
export async function lockRequest(tx: Queryable, id: number): Promise<LockedRequest | null> {
  const { rowCount } = await tx.query("SELECT 1 FROM finder_requests WHERE id = $1 FOR UPDATE", [id]);
  if (rowCount === 0) return null;
  const { rows } = await tx.query<LockedRequest & Record<string, unknown>>(
    `SELECT r.id, r.listing_id, r.event_id, r.sender_id, l.user_id AS owner_id, r.silenced,
       ${requestStatusSql()} AS status, ${FACTS}
     FROM ${REQUEST_FROM} WHERE r.id = $1`,
    [id],
  );
  return rows[0];
}

/** Who sent and who received the request, without a lock (a report checks the reporter is one of them). */
export async function requestParties(
  db: Queryable,
  id: number,
): Promise<{ listing_id: number; sender_id: number; owner_id: number; silenced: boolean } | null> {
  const { rows } = await db.query<{ listing_id: number; sender_id: number; owner_id: number; silenced: boolean }>(
    `SELECT r.listing_id, r.sender_id, l.user_id AS owner_id, r.silenced
     FROM finder_requests r JOIN finder_listings l ON l.id = r.listing_id WHERE r.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

/** How many of the sender's requests in the event are pending now (to this listing only, when given). */
export async function pendingCount(
  db: Queryable,
  senderId: number,
  eventId: number,
  listingId: number | null = null,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${REQUEST_FROM}
     WHERE r.sender_id = $1 AND r.event_id = $2 AND r.status = 'pending' AND ($3::int IS NULL OR r.listing_id = $3)
       AND ${requestStatusSql()} = 'pending'`,
    [senderId, eventId, listingId],
  );
  return rows[0].n;
}

export interface NewRequest extends ShowColumns {
  listing_id: number;
  event_id: number;
  sender_id: number;
  message: string;
  silenced: boolean;
}

/** A new pending request, answerable for `days` days. */
export async function insertRequest(tx: Queryable, request: NewRequest, days: number): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO finder_requests (listing_id, event_id, sender_id, message, silenced, show_institute, show_country,
       show_study_year, show_handles, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(days => $10)) RETURNING id`,
    [
      request.listing_id,
      request.event_id,
      request.sender_id,
      request.message,
      request.silenced,
      request.show_institute,
      request.show_country,
      request.show_study_year,
      request.show_handles,
      days,
    ],
  );
  return rows[0].id;
}

/** Records an answer (accepted with the team formed, declined, withdrawn). */
export async function answerRequest(
  tx: Queryable,
  id: number,
  status: "accepted" | "declined" | "withdrawn",
  teamId: number | null = null,
): Promise<void> {
  await tx.query("UPDATE finder_requests SET status = $2, team_id = $3, answered_at = now() WHERE id = $1", [
    id,
    status,
    teamId,
  ]);
}

/** Ends every other pending request of the event sent by or to any of `userIds` (they have formed a team). */
export async function endRequestsOf(tx: Queryable, eventId: number, userIds: number[], except: number): Promise<void> {
  await tx.query(
    `UPDATE finder_requests r SET status = 'ended', ended_reason = 'teamed'
     FROM finder_listings l
     WHERE l.id = r.listing_id AND r.event_id = $1 AND r.status = 'pending' AND r.id <> $3
       AND (r.sender_id = ANY($2::int[]) OR l.user_id = ANY($2::int[]))`,
    [eventId, userIds, except],
  );
}

/** Ends every pending request the user sent (an organiser blocked them from the finder). */
export async function endRequestsSentBy(tx: Queryable, userId: number, reason: string): Promise<void> {
  await tx.query(
    "UPDATE finder_requests SET status = 'ended', ended_reason = $2 WHERE sender_id = $1 AND status = 'pending'",
    [userId, reason],
  );
}

/** Whether `blockerId` has blocked `senderId`. */
export async function isBlocked(db: Queryable, blockerId: number, senderId: number): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM finder_blocks WHERE blocker_id = $1 AND blocked_id = $2", [
    blockerId,
    senderId,
  ]);
  return rowCount > 0;
}

/** Blocks the sender for the owner, and silences the sender's pending requests to the owner's listings. */
export async function blockSender(tx: Queryable, ownerId: number, senderId: number): Promise<void> {
  await tx.query("INSERT INTO finder_blocks (blocker_id, blocked_id) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
    ownerId,
    senderId,
  ]);
  await tx.query(
    `UPDATE finder_requests r SET silenced = true FROM finder_listings l
     WHERE l.id = r.listing_id AND l.user_id = $1 AND r.sender_id = $2 AND r.status = 'pending'`,
    [ownerId, senderId],
  );
}

/** Writes down the endings of requests the queries already see (time up, listing ended, sender can no longer team up). */
export async function persistRequestEnds(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE finder_requests f SET status = x.status
     FROM (SELECT r.id, ${requestStatusSql()} AS status FROM ${REQUEST_FROM} WHERE r.status = 'pending') x
     WHERE f.id = x.id AND x.status <> 'pending'`,
  );
  return rowCount;
}
