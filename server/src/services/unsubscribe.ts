import { createHmac, timingSafeEqual } from "node:crypto";
import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPrefs,
} from "../../../contract/announcements";
import type { Queryable } from "../db/types";
import { prefsOf, readUnsubscribeSecret, setPrefs } from "../repos/mailPrefs";

/**
 * One-click unsubscribe tokens (RFC 8058): `<user id>-<category>-<HMAC>`, the HMAC keyed by a secret made at random by
 * the migration and kept in the database (every API process reads the same), so a token opens one category of one
 * recipient and nothing else, and needs no table of its own.
 */
const secrets = new WeakMap<Queryable, Promise<string>>();

export function unsubscribeSecret(db: Queryable): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readUnsubscribeSecret(db);
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

const mac = (secret: string, userId: number, category: string) =>
  createHmac("sha256", secret).update(`unsubscribe:${userId}:${category}`).digest("base64url").slice(0, 32);

export const unsubscribeTokenWith = (secret: string, userId: number, category: NotificationCategory) =>
  `${userId}-${category}-${mac(secret, userId, category)}`;

/** The recipient and category a token opens, or null for a token this server did not make. */
export async function readUnsubscribeToken(
  db: Queryable,
  token: string,
): Promise<{ userId: number; category: NotificationCategory } | null> {
  const match = /^(\d{1,9})-([a-z]+)-([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const [, id, category, given] = match;
  if (!(NOTIFICATION_CATEGORIES as readonly string[]).includes(category)) return null;
  const expected = Buffer.from(mac(await unsubscribeSecret(db), Number(id), category));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  return { userId: Number(id), category: category as NotificationCategory };
}

/** The signed-in user's mail preferences (the caller has just been found by its token, so the row exists). */
export const readPrefs = (db: Queryable, userId: number): Promise<NotificationPrefs> => prefsOf(db, userId);

/** Sets the categories given (none given: nothing to do). */
export const savePrefs = (db: Queryable, userId: number, prefs: Partial<NotificationPrefs>): Promise<void> =>
  setPrefs(db, userId, prefs);
