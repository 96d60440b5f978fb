import type { AccountLanguage } from "../../../contract/accountLanguage";
import type { Handles, HandlesUpdate } from "../../../contract/profile";
import { isOrganiserIn } from "../auth/organiser";
import { publicLinks } from "../config";
import type { AppContext } from "../context";
import type { Queryable } from "../db/types";
import { readAccountLanguage, saveAccountLanguage } from "../repos/accountLanguage";
import { readHandles, saveHandles } from "../repos/handles";
import { creditReferral, type ProfileFields, updateProfile, type UserRow } from "../repos/users";
import { calendarUrlOf } from "./calendar";
import { isComplete, profileBody } from "./users";

/**
 * The user's profile as `profile/` answers it: the fields, whether the user is an organiser and their calendar feed's
 * address, read with `db` (the context's, or a transaction's).
 */
export async function profileOf(context: AppContext, user: UserRow, db: Queryable = context.db) {
  return {
    ...profileBody(user),
    is_organiser: await isOrganiserIn(db, context, user),
    calendar_url: await calendarUrlOf(db, publicLinks(context.config), user.id),
  };
}

/**
 * Saves every profile field (complete once all are filled) and, in the same transaction, counts the user's referral
 * toward its owner when the profile has just become complete with a verified e-mail.
 */
export function saveProfile(context: AppContext, user: UserRow, fields: ProfileFields) {
  return context.db.transaction(async (tx) => {
    const saved = await updateProfile(tx, user.id, fields, isComplete(fields));
    await creditReferral(tx, user.id);
    return profileOf(context, saved, tx);
  });
}

/** Saves the handles sent (blank or null clears one); the user's handles after the change. */
export async function changeHandles(db: Queryable, userId: number, sent: HandlesUpdate): Promise<Handles> {
  await saveHandles(db, userId, sent);
  return readHandles(db, userId);
}

/** Keeps the language chosen in the app on the account (null forgets it); the account's language after the change. */
export async function changeAccountLanguage(
  db: Queryable,
  userId: number,
  language: AccountLanguage | null,
): Promise<AccountLanguage | null> {
  await saveAccountLanguage(db, userId, language);
  return readAccountLanguage(db, userId);
}
