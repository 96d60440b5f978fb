import { USER_AGENT_MAX_LENGTH } from "../../../contract/sessions";
import type { Queryable } from "../db/types";
import { hashToken, LAST_USE_PRECISION_SECONDS, newToken, TOKEN_IDLE_DAYS } from "../lib/tokens";
import type { UserRow } from "./users";
import { userColumns } from "./users";

const LIVE = `t.last_used_at > now() - make_interval(days => ${TOKEN_IDLE_DAYS})`;

/** Starts a session: a new token for the user (returned in plain, stored hashed); the user's ended tokens are cleared. */
export async function issueToken(db: Queryable, userId: number, userAgent = ""): Promise<string> {
  await db.query(`DELETE FROM api_tokens t WHERE t.user_id = $1 AND NOT (${LIVE})`, [userId]);
  const token = newToken();
  await db.query("INSERT INTO api_tokens (key_hash, user_id, user_agent) VALUES ($1, $2, $3)", [
    hashToken(token),
    userId,
    userAgent.slice(0, USER_AGENT_MAX_LENGTH),
  ]);
  return token;
}

/** A token's issue time in ms since the epoch, as a number whatever the driver. */
const ISSUED_MS = "(extract(epoch FROM t.created_at) * 1000)::float8";

const USE_IS_STALE = `t.last_used_at < now() - make_interval(secs => ${LAST_USE_PRECISION_SECONDS})`;

/**
 * The live token whose hash is the parameter `keyHash` (e.g. `$1`) as a select of its `user_id`, the user's `uid`,
 * `use_is_stale` and `issued_ms`:
 * no row for an unknown or ended token. For a statement that reads a caller's data along with the token check.
 */
export const liveTokenSql = (keyHash: string) =>
  `SELECT t.user_id, (SELECT u.uid FROM users u WHERE u.id = t.user_id) AS uid, ${USE_IS_STALE} AS use_is_stale,
   ${ISSUED_MS} AS issued_ms FROM api_tokens t WHERE t.key_hash = ${keyHash} AND ${LIVE}`;

/** Notes a token's use now (when its noted use is stale: at most once a minute). */
export async function noteTokenUse(db: Queryable, keyHash: string): Promise<void> {
  await db.query("UPDATE api_tokens SET last_used_at = now() WHERE key_hash = $1", [keyHash]);
}

const USER_OF_TOKEN = `SELECT ${userColumns("u")}, ${USE_IS_STALE} AS use_is_stale, ${ISSUED_MS} AS token_issued_ms
  FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.key_hash = $1 AND ${LIVE}`;

/** A live token's user and when the token was issued (ms since the epoch). */
export interface TokenSession {
  user: UserRow;
  issuedMs: number;
}

/**
 * The user of a live token, noting its use (at most once a minute); null for an unknown or ended token. Every
 * signed-in call starts here: one prepared statement, and a write only when the noted use is over a minute old.
 */
export async function userOfToken(db: Queryable, token: string): Promise<TokenSession | null> {
  const keyHash = hashToken(token);
  const { rows } = await db.query<
    UserRow & { use_is_stale: boolean; token_issued_ms: number } & Record<string, unknown>
  >(USER_OF_TOKEN, [keyHash], { prepare: true });
  const row = rows[0];
  if (!row) return null;
  if (row.use_is_stale) await noteTokenUse(db, keyHash);
  const { use_is_stale: _stale, token_issued_ms: issuedMs, ...user } = row;
  return { user, issuedMs: Number(issuedMs) };
}

/** Ends one token. */
export async function endToken(db: Queryable, token: string): Promise<void> {
  await db.query("DELETE FROM api_tokens WHERE key_hash = $1", [hashToken(token)]);
}

/** Ends every token of the user. */
export async function endAllTokens(db: Queryable, userId: number): Promise<void> {
  await db.query("DELETE FROM api_tokens WHERE user_id = $1", [userId]);
}

export interface SessionRow {
  id: string;
  user_agent: string;
  created_at: Date;
  last_used_at: Date;
  current: boolean;
}

/** The user's live tokens as sessions, the most recently used first; `current` marks the token with this hash. */
export async function listSessions(db: Queryable, userId: number, keyHash: string): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow & Record<string, unknown>>(
    `SELECT t.id, t.user_agent, t.created_at, t.last_used_at, t.key_hash = $2 AS current
     FROM api_tokens t WHERE t.user_id = $1 AND ${LIVE} ORDER BY t.last_used_at DESC, t.created_at DESC`,
    [userId, keyHash],
  );
  return rows;
}

/** Ends the user's session with this id; false when the user has no such live session. */
export async function endSession(db: Queryable, userId: number, sessionId: string): Promise<boolean> {
  const { rowCount } = await db.query(`DELETE FROM api_tokens t WHERE t.user_id = $1 AND t.id = $2 AND ${LIVE}`, [
    userId,
    sessionId,
  ]);
  return rowCount > 0;
}

/** Ends every token of the user but the one with this hash. */
export async function endOtherSessions(db: Queryable, userId: number, keyHash: string): Promise<void> {
  await db.query("DELETE FROM api_tokens WHERE user_id = $1 AND key_hash <> $2", [userId, keyHash]);
}

/** Ends the user's tokens issued before `before` (every token without it); returns the hashes of those ended. */
export async function endTokensIssuedBefore(db: Queryable, userId: number, before: Date | null): Promise<string[]> {
  const { rows } = await db.query<{ key_hash: string }>(
    "DELETE FROM api_tokens WHERE user_id = $1 AND ($2::timestamptz IS NULL OR created_at < $2) RETURNING key_hash",
    [userId, before === null ? null : before.toISOString()],
  );
  return rows.map((row) => row.key_hash);
}

/** Deletes every ended token (unused for the idle limit) of every user; returns how many. */
export async function deleteEndedTokens(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM api_tokens t WHERE NOT (${LIVE})`);
  return rowCount;
}
