import { FINDER_MESSAGES, type AcceptOption } from "../../../contract/finder";
import type { Queryable } from "../db/types";
import { findEventBySlug, type EventRow } from "../repos/events";
import { isBanned } from "../repos/finderModeration";
import type { TeamFacts } from "../repos/finderRequests";
import type { UserRow } from "../repos/users";
import { ForbiddenError, NotFoundError, RefusedError } from "./errors";
import { requireTeamReady } from "./teams";

/** The rules every participant's call of the teammate finder keeps (docs/API.md "Teammate finder"). */

/** The team calls' rule (complete profile, verified e-mail: else 403), and not blocked from the finder by an organiser. */
export async function requireFinderUser(db: Queryable, user: UserRow): Promise<void> {
  requireTeamReady(user);
  if (await isBanned(db, user.id)) throw new ForbiddenError(FINDER_MESSAGES.banned);
}

/** The team event with this slug: 404 for no such event, 400 for an event of individuals. */
export async function finderEvent(db: Queryable, slug: string): Promise<EventRow> {
  const event = await findEventBySlug(db, slug);
  if (!event) throw new NotFoundError();
  if (event.max_members <= 1) throw new RefusedError(FINDER_MESSAGES.notTeamEvent);
  return event;
}

/**
 * How the listing's owner may form a team with the request's sender now: the sender joins the owner's team (`mine`:
 * a team listing, the sender in no team), the owner joins the sender's team with a free place (`theirs`: the owner in
 * no team, or the only member of their own team, which is then deleted), or a new team (`new`: neither in a team).
 */
export function acceptOptions(facts: TeamFacts): AcceptOption[] {
  const options: AcceptOption[] = [];
  const senderFree = facts.sender_team_id === null;
  if (facts.kind === "team" && facts.owner_team_id !== null && senderFree) options.push("mine");
  const ownerCanLeave = facts.owner_team_id === null || facts.owner_team_members === 1;
  if (!senderFree && (facts.sender_team_places ?? 0) > 0 && ownerCanLeave) options.push("theirs");
  if (facts.owner_team_id === null && senderFree) options.push("new");
  return options;
}
