import type { AccountLanguage } from "../../../contract/accountLanguage";
import type { Queryable } from "../db/types";

/** The language kept on the user's account (users.language), null when none was chosen. */
export async function readAccountLanguage(db: Queryable, userId: number): Promise<AccountLanguage | null> {
  const { rows } = await db.query<{ language: AccountLanguage | null }>("SELECT language FROM users WHERE id = $1", [
    userId,
  ]);
  return rows[0]?.language ?? null;
}

export async function saveAccountLanguage(
  db: Queryable,
  userId: number,
  language: AccountLanguage | null,
): Promise<void> {
  await db.query("UPDATE users SET language = $2 WHERE id = $1", [userId, language]);
}
