import { createHash, randomBytes } from "node:crypto";

/** A token unused this long ends. */
export const TOKEN_IDLE_DAYS = 30;
/** A token's last use is written at most this often, not at every request. */
export const LAST_USE_PRECISION_SECONDS = 60;

/** A new API token: 40 hex characters, as Django REST Framework's tokens look. Only its hash is stored. */
export function newToken(): string {
  return randomBytes(20).toString("hex");
}

/** What the database keeps of a token: its SHA-256, in hex (a leaked table gives no usable token). */
export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}
