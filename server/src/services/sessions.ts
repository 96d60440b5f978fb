import type { IdentityRecheck } from "../auth/recheck";
import type { Db } from "../db/types";
import { hashToken } from "../lib/tokens";
import { endAllTokens, endOtherSessions, endSession, endToken, listSessions, type SessionRow } from "../repos/tokens";
import { NotFoundError } from "./errors";

/** Ends the calling token (`logout/`); without one, nothing. */
export async function logOut(db: Db, token: string | null): Promise<void> {
  if (token !== null) await endToken(db, token);
}

/** Ends every token of the user: every browser signed in (`logout/all/`). */
export const logOutEverywhere = (db: Db, userId: number): Promise<void> => endAllTokens(db, userId);

/**
 * The user's signed-in browsers (live tokens), the most recently used first; `current` marks the calling token's.
 * Tokens the identity provider's last answer revokes are ended first, so none of them is listed.
 */
export async function sessionsOf(
  db: Db,
  userId: number,
  token: string,
  recheck?: IdentityRecheck,
): Promise<SessionRow[]> {
  await recheck?.endRevoked(userId);
  return listSessions(db, userId, hashToken(token));
}

/** Ends one of the user's sessions; a NotFoundError when the user has no such live session. */
export async function endOneSession(db: Db, userId: number, sessionId: string): Promise<void> {
  if (!(await endSession(db, userId, sessionId))) throw new NotFoundError();
}

/** Ends every session of the user but the calling one. */
export const endSessionsBut = (db: Db, userId: number, token: string): Promise<void> =>
  endOtherSessions(db, userId, hashToken(token));
