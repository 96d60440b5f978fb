import { COUNTRY_MESSAGE, isCountryCode } from "../../../contract/countries";
import {
  FINDER_MESSAGES,
  LISTING_DAYS,
  isFinderSkill,
  type Listing,
  type ListingFilter,
  type MyListing,
  type ParsedListingSave,
} from "../../../contract/finder";
import { MESSAGES } from "../../../contract/messages";
import type { Db, Queryable } from "../db/types";
import {
  countListings,
  endListing,
  insertListing,
  listingPage,
  type ListingFilters,
  lockCurrentListing,
  myListing,
  planWithoutJit,
  showColumns,
  teamOfUser,
  updateListing,
} from "../repos/finderListings";
import { pageSlice } from "../repos/pageSlice";
import { resultsPublished } from "../repos/results";
import { lockUsers, type UserRow } from "../repos/users";
import { ForbiddenError, InvalidInputError, NotFoundError, RefusedError } from "./errors";
import { finderEvent, requireFinderUser } from "./finder";

/** Listings: saving (creating, changing, renewing) and ending one's own, and browsing an event's. */

export const LISTING_MESSAGES = {
  hidden: "An organiser has hidden your listing in this event. Write to the organisers if you think this is wrong.",
  listTeamInstead: "You are in a team with a free place: list your team instead of yourself.",
} as const;

/** The caller may take part in a team change of the event now: results not published, registration open. */
async function requireEventOpen(tx: Queryable, event: { id: number; is_registration_on: boolean }): Promise<void> {
  if (await resultsPublished(tx, event.id)) throw new RefusedError(MESSAGES.teamsFinal);
  if (!event.is_registration_on) throw new RefusedError(MESSAGES.registrationClosed);
}

/**
 * Saves the caller's listing in the event: creates it, or changes the one they have; either way it runs
 * LISTING_DAYS from now (saving renews). A person lists themselves while in no team; a team's creator lists the team
 * while it has a free place.
 */
export async function saveListing(db: Db, user: UserRow, slug: string, body: ParsedListingSave): Promise<MyListing> {
  await requireFinderUser(db, user);
  const event = await finderEvent(db, slug);
  return db.transaction(async (tx) => {
    // Taken in turn with every acceptance or request concerning the caller.
    await lockUsers(tx, [user.id]);
    await requireEventOpen(tx, event);
    const team = await teamOfUser(tx, user.id, event.id);
    const full = team !== null && team.members >= event.max_members;
    if (full) throw new RefusedError(FINDER_MESSAGES.teamFull);
    if (body.team) {
      if (!team) throw new RefusedError(FINDER_MESSAGES.noTeamToList);
      if (team.creator_id !== user.id) throw new ForbiddenError(FINDER_MESSAGES.notCreator);
    } else if (team) throw new RefusedError(LISTING_MESSAGES.listTeamInstead);
    const content = {
      kind: body.team ? ("team" as const) : ("person" as const),
      team_id: body.team && team ? team.id : null,
      note: body.note,
      skills: [...new Set(body.skills)],
      skills_other: body.skills_other,
      ...showColumns(body.show),
    };
    const current = await lockCurrentListing(tx, event.id, user.id);
    if (current?.hidden) throw new RefusedError(LISTING_MESSAGES.hidden);
    let id: number;
    // A listing past its days is renewed by saving; one ended otherwise stays ended, and a new one starts.
    if (current && (current.end === null || current.end === "expired")) {
      id = current.id;
      await updateListing(tx, id, content, LISTING_DAYS);
    } else {
      if (current?.end) await endListing(tx, current.id, current.end);
      id = await insertListing(tx, event.id, user.id, content, LISTING_DAYS);
    }
    return myListing(tx, id, user.id);
  });
}

/** The caller ends their listing in the event (an organiser's hidden one stays as it is). */
export async function endOwnListing(db: Db, user: UserRow, slug: string): Promise<void> {
  await requireFinderUser(db, user);
  const event = await finderEvent(db, slug);
  await db.transaction(async (tx) => {
    const current = await lockCurrentListing(tx, event.id, user.id);
    if (current?.hidden) throw new RefusedError(LISTING_MESSAGES.hidden);
    if (!current || (current.end !== null && current.end !== "expired")) {
      throw new NotFoundError(FINDER_MESSAGES.noListing);
    }
    await endListing(tx, current.id, "owner");
  });
}

/** One page of an event's open listings matching the filters, as the caller sees them, and how many match. */
export async function browseListings(
  db: Db,
  user: UserRow,
  slug: string,
  filters: ListingFilters,
  window: { limit: number; offset: number },
): Promise<[number, Listing[]]> {
  await requireFinderUser(db, user);
  const event = await finderEvent(db, slug);
  return db.transaction(async (tx) => {
    await planWithoutJit(tx);
    const count = await countListings(tx, event.id, filters);
    if (window.offset >= count) return [count, []];
    return [count, await listingPage(tx, event.id, filters, user.id, pageSlice(count, window.limit, window.offset))];
  });
}

const INSTITUTE_FILTER_MAX = 200;

/** The filters of a browse as the query string gives them: each checked, "" meaning none. */
export function listingFilters(query: Omit<ListingFilter, "page">): ListingFilters {
  const value = (raw: string | undefined) => raw?.trim() || null;
  const skill = value(query.skill);
  if (skill !== null && !isFinderSkill(skill))
    throw InvalidInputError.field("skill", FINDER_MESSAGES.unknownSkill(skill));
  const country = value(query.country)?.toUpperCase() ?? null;
  if (country !== null && !isCountryCode(country)) throw InvalidInputError.field("country", COUNTRY_MESSAGE);
  const hasTeam = value(query.has_team);
  if (hasTeam !== null && hasTeam !== "yes" && hasTeam !== "no") {
    throw InvalidInputError.field("has_team", 'Must be "yes" or "no".');
  }
  const institute = value(query.institute);
  if (institute !== null && institute.length > INSTITUTE_FILTER_MAX) {
    throw InvalidInputError.field(
      "institute",
      `Ensure this field has no more than ${INSTITUTE_FILTER_MAX} characters.`,
    );
  }
  return { skill, country, institute, kind: hasTeam === "yes" ? "team" : hasTeam === "no" ? "person" : null };
}
