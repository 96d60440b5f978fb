import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { MESSAGES } from "../../../contract/messages";
import type { ServerEvent } from "../../../contract/teams";
import type { Queryable } from "../db/types";
import { hashToken } from "../lib/tokens";
import { listEvents } from "../repos/events";
import { noteTokenUse, userOfToken } from "../repos/tokens";
import type { UserRow } from "../repos/users";
import { UnauthenticatedError } from "../services/errors";
import type { IdentityRecheck } from "./recheck";

/**
 * The token from `Authorization: Token <key>`: null without the header (anonymous), a 401 for any other scheme, as
 * Django REST Framework's token authentication answers.
 */
export function requestToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined || header === "") return null;
  const match = /^Token ([A-Za-z0-9]{20,64})$/.exec(header.trim());
  if (!match) throw new UnauthenticatedError(MESSAGES.badToken);
  return match[1];
}

/** The requests made with a live session (their token checked): what counts as participants' activity (app.ts). */
const signedInRequests = new WeakSet<FastifyRequest>();

/** Notes that the request's token was checked and is a live session. */
export function markSignedIn(request: FastifyRequest): void {
  signedInRequests.add(request);
}

/** Whether the request was made with a live session (anonymous calls and refused tokens are not). */
export const isSignedIn = (request: FastifyRequest): boolean => signedInRequests.has(request);

/**
 * The caller: null when anonymous, a 401 for an unknown or ended token, or for a token the identity provider has
 * just ended (its user deleted, disabled, or their tokens revoked: see auth/recheck.ts).
 */
export async function optionalUser(
  db: Queryable,
  request: FastifyRequest,
  recheck?: IdentityRecheck,
): Promise<UserRow | null> {
  const token = requestToken(request);
  if (token === null) return null;
  const found = await userOfToken(db, token);
  if (!found) throw new UnauthenticatedError(MESSAGES.badToken);
  const session = { keyHash: hashToken(token), issuedMs: found.issuedMs };
  if (recheck && !(await recheck.check(found.user, session, request.log)))
    throw new UnauthenticatedError(MESSAGES.badToken);
  markSignedIn(request);
  return found.user;
}

export async function requireUser(db: Queryable, request: FastifyRequest, recheck?: IdentityRecheck): Promise<UserRow> {
  const user = await optionalUser(db, request, recheck);
  if (!user) throw new UnauthenticatedError(MESSAGES.noCredentials);
  return user;
}

/**
 * `GET events/`, the dashboard's main read, for the token sent (null: anonymous): the token is checked in the
 * statement that lists the events (repos/events.ts), so a signed-in call costs one statement. An unknown or ended
 * token, or one the identity provider has just ended, is refused as the lookup of `optionalUser` refuses it; the
 * token's use is noted at most once a minute.
 */
export async function eventsForToken(
  db: Queryable,
  token: string | null,
  recheck?: IdentityRecheck,
  log?: FastifyBaseLogger,
): Promise<ServerEvent[]> {
  const keyHash = token === null ? null : hashToken(token);
  const list = await listEvents(db, keyHash);
  if (keyHash === null) return list.events;
  if (!list.token_is_live || list.user_id === null || list.uid === null) {
    throw new UnauthenticatedError(MESSAGES.badToken);
  }
  const session = { keyHash, issuedMs: Number(list.token_issued_ms) };
  if (recheck && !(await recheck.check({ id: list.user_id, uid: list.uid }, session, log))) {
    throw new UnauthenticatedError(MESSAGES.badToken);
  }
  if (list.use_is_stale) await noteTokenUse(db, keyHash);
  return list.events;
}
