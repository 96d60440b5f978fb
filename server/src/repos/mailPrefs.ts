import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type NotificationPrefs,
} from "../../../contract/announcements";
import type { Queryable } from "../db/types";

/** The secret of one-click unsubscribe links, made at random by the migration (every API process reads the same). */
export async function readUnsubscribeSecret(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ unsubscribe_secret: string }>("SELECT unsubscribe_secret FROM mail_settings");
  return rows[0].unsubscribe_secret;
}

const COLUMN: Record<NotificationCategory, string> = {
  announcements: "notify_announcements",
  reminders: "notify_reminders",
  team: "notify_team",
  finder: "notify_finder",
};

/** The user's mail preferences (the user exists). */
export async function prefsOf(db: Queryable, userId: number): Promise<NotificationPrefs> {
  const { rows } = await db.query<NotificationPrefs>(
    `SELECT notify_announcements AS announcements, notify_reminders AS reminders, notify_team AS team,
       notify_finder AS finder
     FROM users WHERE id = $1`,
    [userId],
  );
  return rows[0];
}

/** Sets the categories given (none given: nothing to do). */
export async function setPrefs(db: Queryable, userId: number, prefs: Partial<NotificationPrefs>): Promise<void> {
  const entries = NOTIFICATION_CATEGORIES.filter((category) => prefs[category] !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map((category, index) => `${COLUMN[category]} = $${index + 2}`).join(", ");
  await db.query(`UPDATE users SET ${sets} WHERE id = $1`, [userId, ...entries.map((category) => prefs[category])]);
}
