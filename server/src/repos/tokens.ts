import { hashToken, LAST_USE_PRECISION_SECONDS, newToken, TOKEN_IDLE_DAYS } from "../auth/tokens";
import type { Queryable } from "../db/types";
import type { UserRow } from "../services/users";
import { userColumns } from "./users";

const LIVE = `t.last_used_at > now() - make_interval(days => ${TOKEN_IDLE_DAYS})`;

/** Starts a session: a new token for the user (returned in plain, stored hashed); the user's ended tokens are cleared. */
export async function issueToken(db: Queryable, userId: number): Promise<string> {
  await db.query(`DELETE FROM api_tokens t WHERE t.user_id = $1 AND NOT (${LIVE})`, [userId]);
  const token = newToken();
  await db.query("INSERT INTO api_tokens (key_hash, user_id) VALUES ($1, $2)", [hashToken(token), userId]);
  return token;
}

const USE_IS_STALE = `t.last_used_at < now() - make_interval(secs => ${LAST_USE_PRECISION_SECONDS})`;

/**
 * The live token whose hash is the parameter `keyHash` (e.g. `$1`) as a select of its `user_id` and `use_is_stale`:
 * no row for an unknown or ended token. For a statement that reads a caller's data along with the token check.
 */
export const liveTokenSql = (keyHash: string) =>
  `SELECT t.user_id, ${USE_IS_STALE} AS use_is_stale FROM api_tokens t WHERE t.key_hash = ${keyHash} AND ${LIVE}`;

/** Notes a token's use now (when its noted use is stale: at most once a minute). */
export async function noteTokenUse(db: Queryable, keyHash: string): Promise<void> {
  await db.query("UPDATE api_tokens SET last_used_at = now() WHERE key_hash = $1", [keyHash]);
}

const USER_OF_TOKEN = `SELECT ${userColumns("u")}, ${USE_IS_STALE} AS use_is_stale
  FROM api_tokens t JOIN users u ON u.id = t.user_id WHERE t.key_hash = $1 AND ${LIVE}`;

/**
 * The user of a live token, noting its use (at most once a minute); null for an unknown or ended token. Every
 * signed-in call starts here: one prepared statement, and a write only when the noted use is over a minute old.
 */
export async function userOfToken(db: Queryable, token: string): Promise<UserRow | null> {
  const keyHash = hashToken(token);
  const { rows } = await db.query<UserRow & { use_is_stale: boolean } & Record<string, unknown>>(
    USER_OF_TOKEN,
    [keyHash],
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  if (row.use_is_stale) await noteTokenUse(db, keyHash);
  const { use_is_stale: _stale, ...user } = row;
  return user;
}

/** Ends one token. */
export async function endToken(db: Queryable, token: string): Promise<void> {
  await db.query("DELETE FROM api_tokens WHERE key_hash = $1", [hashToken(token)]);
}

/** Ends every token of the user. */
export async function endAllTokens(db: Queryable, userId: number): Promise<void> {
  await db.query("DELETE FROM api_tokens WHERE user_id = $1", [userId]);
}

/** Deletes every ended token (unused for the idle limit) of every user; returns how many. */
export async function deleteEndedTokens(db: Queryable): Promise<number> {
  const { rowCount } = await db.query(`DELETE FROM api_tokens t WHERE NOT (${LIVE})`);
  return rowCount;
}
