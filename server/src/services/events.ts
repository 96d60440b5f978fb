import type { Queryable } from "../db/types";
import { eventIdOfSlug } from "../repos/adminEvents";
import { InvalidInputError } from "./errors";

export const UNKNOWN_EVENT = "No event has this slug.";

/** `?event=<slug>` of a list or an export as an event id: null when absent, a field error when no event has it. */
export async function eventFilter(db: Queryable, slug: string | undefined): Promise<number | null> {
  if (slug === undefined || slug === "") return null;
  const id = await eventIdOfSlug(db, slug);
  if (id === null) throw InvalidInputError.field("event", UNKNOWN_EVENT);
  return id;
}
