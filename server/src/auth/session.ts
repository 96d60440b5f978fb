import type { FastifyRequest } from "fastify";
import { MESSAGES } from "../../../contract/messages";
import type { Queryable } from "../db/types";
import { userOfToken } from "../repos/tokens";
import type { UserRow } from "../repos/users";
import { UnauthenticatedError } from "../services/errors";
import type { IdentityRecheck } from "./recheck";
import { hashToken } from "./tokens";

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
  if (recheck && !(await recheck.check(found.user, session))) throw new UnauthenticatedError(MESSAGES.badToken);
  markSignedIn(request);
  return found.user;
}

export async function requireUser(db: Queryable, request: FastifyRequest, recheck?: IdentityRecheck): Promise<UserRow> {
  const user = await optionalUser(db, request, recheck);
  if (!user) throw new UnauthenticatedError(MESSAGES.noCredentials);
  return user;
}
