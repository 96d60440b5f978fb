import type { AdminEventPatch } from "../../../contract/admin";
import type { FieldErrors } from "../../../contract/errors";
import { MESSAGES } from "../../../contract/messages";
import { registrationOpenAt } from "../../../contract/rules";
import type { Queryable } from "../db/types";
import { lockEventSchedule, saveEventSchedule, type EventSchedule } from "../repos/adminEvents";
import { InvalidInputError } from "./errors";

const TIMES = ["starts_at", "ends_at", "registration_closes_at"] as const;

/** A time given with any zone, as the API writes it: UTC, to the second. */
const toUtc = (value: string | null | undefined): string | null | undefined =>
  value === undefined || value === null ? value : new Date(value).toISOString().replace(/\.\d{3}Z$/, "Z");

const later = (a: string | null, b: string | null) => a !== null && b !== null && Date.parse(a) > Date.parse(b);

/**
 * Applies `PATCH admin/events/{id}/` to the event's switch and schedule under its row lock: the end after the start,
 * registration closing no later than the end, and no reopening by the switch once the scheduled close has passed
 * (move the time instead). Returns the event before and after, or null when there is no such event.
 */
export async function changeEventSchedule(
  tx: Queryable,
  id: number,
  patch: AdminEventPatch,
  now = new Date(),
): Promise<{ before: EventSchedule; after: EventSchedule } | null> {
  const before = await lockEventSchedule(tx, id);
  if (before === null) return null;
  const after: EventSchedule = { ...before };
  if (patch.is_registration_on !== undefined) after.is_registration_on = patch.is_registration_on;
  for (const key of TIMES) {
    const value = toUtc(patch[key]);
    if (value !== undefined) after[key] = value;
  }
  const errors: FieldErrors = {};
  if (after.starts_at !== null && after.ends_at !== null && !later(after.ends_at, after.starts_at)) {
    errors.ends_at = [MESSAGES.endNotAfterStart];
  }
  if (later(after.registration_closes_at, after.ends_at)) errors.registration_closes_at = [MESSAGES.closesAfterEnd];
  const closedBySchedule = !registrationOpenAt({ ...after, is_registration_on: true }, now.getTime());
  if (patch.is_registration_on === true && closedBySchedule) errors.is_registration_on = [MESSAGES.reopenAfterClose];
  if (Object.keys(errors).length > 0) throw new InvalidInputError(errors);
  const timesChanged = TIMES.some((key) => after[key] !== before[key]);
  await saveEventSchedule(tx, id, after, timesChanged);
  return { before, after };
}
