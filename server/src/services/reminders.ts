import type { Queryable } from "../db/types";
import { queueDueReminders, type ReminderKind } from "../repos/reminders";

/**
 * The two reminders, each due from 24 hours before its moment until the moment itself: "starts in 24 hours" (to the
 * members of the event's teams) and "registration closes in 24 hours" (to the members of teams that still have a
 * free place: fewer members than the event allows, so a teammate can still join; never in individual events). Each
 * goes once to each person (repos/reminders.ts marks who got it). A reminder whose start of window passed while every
 * process was down still goes, late, as long as its moment has not come; once it has, it never goes.
 */
const REMINDERS: readonly ReminderKind[] = ["starts", "closes"];

/** Queues the reminders that are due and not yet sent; returns how many mails were queued. */
export async function queueReminders(db: Queryable): Promise<number> {
  let queued = 0;
  for (const kind of REMINDERS) queued += await queueDueReminders(db, kind);
  return queued;
}
