import { type AdminEvent, type AdminEventPatch, LAST_MEMBER_MESSAGE } from "../../../contract/admin";
import { MESSAGES } from "../../../contract/messages";
import type { Db, Queryable } from "../db/types";
import { adminEvents } from "../repos/adminEvents";
import { lockTeamForOrganiser, setTeamCreator } from "../repos/adminTeams";
import { type Actor, recordAudit } from "../repos/audit";
import { deleteEvent, lockEvent, setHidden, setMaxMembers } from "../repos/content";
import { renewAccessCode } from "../repos/teamCodes";
import { removeMember } from "../repos/teams";
import { InvalidInputError, NotFoundError, RefusedError } from "./errors";
import { changeEventSchedule } from "./schedule";

/**
 * Hiding (off events/ and the public pages, registration closed; its teams, results and certificates stay) and the
 * team size (fixed for the specification's seven and once a team exists), each audited.
 */
async function changeVisibilityAndSize(tx: Queryable, actor: Actor, id: number, patch: AdminEventPatch) {
  if (patch.hidden === undefined && patch.max_members === undefined) return;
  const event = await lockEvent(tx, id);
  if (!event) throw new NotFoundError();
  if (patch.max_members !== undefined && patch.max_members !== event.max_members) {
    if (event.spec_event) throw InvalidInputError.field("max_members", MESSAGES.specTeamSize);
    if (event.teams > 0) throw InvalidInputError.field("max_members", MESSAGES.teamSizeFixed);
    await setMaxMembers(tx, id, patch.max_members);
    await recordAudit(tx, actor, "event.team_size", `event:${event.slug}`, {
      before: { max_members: event.max_members },
      after: { max_members: patch.max_members },
    });
  }
  if (patch.hidden !== undefined && patch.hidden !== event.hidden) {
    await setHidden(tx, id, patch.hidden);
    const target = `event:${event.slug}`;
    if (patch.hidden) await recordAudit(tx, actor, "event.hide", target, { name: event.name });
    else await recordAudit(tx, actor, "event.unhide", target, { name: event.name });
  }
}

/**
 * `PATCH admin/events/{id}/`: the registration switch and the schedule changed under the event's lock
 * (services/schedule.ts holds their rules), each kind of change audited on its own: `event.registration` for the
 * switch, `event.schedule` for the times, `event.hide` / `event.unhide` and `event.team_size`. The event as the
 * console shows it afterwards.
 */
export function changeEvent(db: Db, actor: Actor, id: number, patch: AdminEventPatch): Promise<AdminEvent> {
  return db.transaction(async (tx) => {
    await changeVisibilityAndSize(tx, actor, id, patch);
    const change = await changeEventSchedule(tx, id, patch);
    if (change === null) throw new NotFoundError();
    const [event] = await adminEvents(tx, id);
    const { before, after } = change;
    if (before.is_registration_on !== after.is_registration_on) {
      await recordAudit(tx, actor, "event.registration", `event:${event.slug}`, {
        before: { is_registration_on: before.is_registration_on },
        after: { is_registration_on: after.is_registration_on },
      });
    }
    const { is_registration_on: _before, ...timesBefore } = before;
    const { is_registration_on: _after, ...timesAfter } = after;
    if (JSON.stringify(timesBefore) !== JSON.stringify(timesAfter)) {
      await recordAudit(tx, actor, "event.schedule", `event:${event.slug}`, { before: timesBefore, after: timesAfter });
    }
    return event;
  });
}

/**
 * An organiser removes a member from a team, also once the event's results are published: the team keeps at least
 * one member, the next member to have joined leads it when its creator goes, and it gets a new access code (the
 * removed member knows the old one).
 */
export function removeMemberByOrganiser(db: Db, actor: Actor, teamId: number, memberId: number): Promise<void> {
  return db.transaction(async (tx) => {
    const team = await lockTeamForOrganiser(tx, teamId);
    const member = team?.members.find((each) => each.id === memberId);
    if (!team || !member) throw new NotFoundError();
    if (team.members.length === 1) throw new RefusedError(LAST_MEMBER_MESSAGE);
    await removeMember(tx, teamId, member.id);
    const nextCreator = team.members.find((each) => each.id !== member.id);
    if (team.creator_id === member.id && nextCreator) await setTeamCreator(tx, teamId, nextCreator.id);
    await renewAccessCode(tx, teamId);
    await recordAudit(tx, actor, "team.member_remove", `team:${teamId}`, {
      team_name: team.team_name,
      event: team.event,
      member,
    });
  });
}

/** `DELETE admin/events/{id}/`: an event without teams or announcements; its slug is never given again. */
export function deleteEventByOrganiser(db: Db, actor: Actor, id: number): Promise<void> {
  return db.transaction(async (tx) => {
    const event = await lockEvent(tx, id);
    if (!event) throw new NotFoundError();
    if (event.spec_event || event.teams > 0 || event.announcements > 0) throw new RefusedError(MESSAGES.eventInUse);
    await recordAudit(tx, actor, "event.delete", `event:${event.slug}`, { name: event.name });
    await deleteEvent(tx, id, event.slug);
  });
}
