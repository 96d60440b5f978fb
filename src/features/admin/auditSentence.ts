import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "../../../contract/admin";
import type { MessageKey } from "../../i18n/catalogues";
import type { Translate } from "../../i18n/useT";

/** The log's actions as an organiser reads them in the filter (the `audit` catalogue area). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, MessageKey> = {
  "event.registration": "audit.label.eventRegistration",
  "event.schedule": "audit.label.eventSchedule",
  "team.member_remove": "audit.label.teamMemberRemove",
  "export.teams": "audit.label.exportTeams",
  "export.participants": "audit.label.exportParticipants",
  "ambassador.create": "audit.label.ambassadorCreate",
  "ambassador.update": "audit.label.ambassadorUpdate",
  "ambassador.delete": "audit.label.ambassadorDelete",
  "organiser.grant": "audit.label.organiserGrant",
  "organiser.revoke": "audit.label.organiserRevoke",
  "results.save": "audit.label.resultsSave",
  "results.amend": "audit.label.resultsAmend",
  "results.publish": "audit.label.resultsPublish",
  "results.correct": "audit.label.resultsCorrect",
  "certificate.revoke": "audit.label.certificateRevoke",
  "announcement.publish": "audit.label.announcementPublish",
  "announcement.correct": "audit.label.announcementCorrect",
  "announcement.withdraw": "audit.label.announcementWithdraw",
  "finder.listing_hide": "audit.label.finderListingHide",
  "finder.ban": "audit.label.finderBan",
  "finder.unban": "audit.label.finderUnban",
  "finder.report_dismiss": "audit.label.finderReportDismiss",
  "event.create": "audit.label.eventCreate",
  "event.content": "audit.label.eventContent",
  "event.restore": "audit.label.eventRestore",
  "event.hide": "audit.label.eventHide",
  "event.unhide": "audit.label.eventUnhide",
  "event.team_size": "audit.label.eventTeamSize",
  "event.delete": "audit.label.eventDelete",
  "festival.content": "audit.label.festivalContent",
  "festival.restore": "audit.label.festivalRestore",
};

type Details = Record<string, unknown>;

const record = (value: unknown): Details =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Details) : {};

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null;

/** "event:ctf" → "ctf"; anything else as it is. */
const targetName = (target: string) => target.slice(target.indexOf(":") + 1) || target;

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

const number = (value: unknown) => (typeof value === "number" ? value : 0);

/**
 * What changed on an ambassador: "points 10 → 20, comment". The changed fields are named as the API names them (they
 * are the record's own words, shown in the entry's details too).
 */
function changes(details: Details): string {
  const before = record(details.before);
  const after = record(details.after);
  return Object.keys(after)
    .map((key) =>
      (typeof after[key] === "number" || typeof after[key] === "string") && key !== "comment"
        ? `${key.replace(/_/g, " ")} ${text(before[key]) ?? "–"} → ${text(after[key]) ?? "–"}`
        : key.replace(/_/g, " "),
    )
    .join(", ");
}

const SCHEDULE_TIMES: Record<string, MessageKey> = {
  starts_at: "audit.time.start",
  ends_at: "audit.time.end",
  registration_closes_at: "audit.time.registrationClose",
};

/** The sentences of one language: each action's, and the words they share. */
function sentencesIn(t: Translate): Record<AuditAction, (details: Details, target: string) => string> {
  /** The times a schedule change moved: "start, registration close". */
  const movedTimes = (details: Details) => {
    const before = record(details.before);
    const after = record(details.after);
    return Object.entries(SCHEDULE_TIMES)
      .filter(([key]) => key in after && after[key] !== before[key])
      .map(([, key]) => t(key))
      .join(", ");
  };
  /** The filters of a participants export in words: "search “ada”, verified e-mails". */
  const exportFilters = (details: Details) => {
    const filters = record(details.filters);
    const search = text(filters.search);
    const { verified, complete } = filters;
    return [
      ...(search ? [t("audit.filter.search", { search })] : []),
      ...(typeof verified === "boolean" ? [t(verified ? "audit.filter.verified" : "audit.filter.unverified")] : []),
      ...(typeof complete === "boolean" ? [t(complete ? "audit.filter.complete" : "audit.filter.incomplete")] : []),
    ].join(", ");
  };
  /** "the announcement “Rules changed”", or "an announcement" without its title. */
  const announcement = (value: unknown) => {
    const title = text(value);
    return title ? t("audit.announcementThe", { title }) : t("audit.announcementAn");
  };
  /** A participant by name, else e-mail, else their number. */
  const person = (value: unknown, target: string) => {
    const who = record(value);
    return text(who.name) ?? text(who.email) ?? t("audit.participantNumber", { target });
  };
  return {
    "event.registration": (details, target) =>
      t(record(details.after).is_registration_on === true ? "audit.registrationOpened" : "audit.registrationClosed", {
        target,
      }),
    "event.schedule": (details, target) => {
      const moved = movedTimes(details);
      return moved ? t("audit.scheduleMoved", { target, moved }) : t("audit.schedule", { target });
    },
    "team.member_remove": (details, target) => {
      const member = record(details.member);
      const who = text(member.name) ?? text(member.email) ?? t("audit.aMember");
      const team = text(details.team_name) ?? target;
      const event = text(details.event);
      return event
        ? t("audit.memberRemoveEvent", { who, team, eventName: event })
        : t("audit.memberRemove", { who, team });
    },
    "export.teams": (details) => {
      const event = text(record(details.filters).event);
      return event ? t("audit.exportTeamsOf", { eventName: event }) : t("audit.exportTeams");
    },
    "export.participants": (details) => {
      const filters = exportFilters(details);
      return filters ? t("audit.exportParticipantsFiltered", { filters }) : t("audit.exportParticipants");
    },
    "ambassador.create": (details, target) =>
      t("audit.ambassadorCreate", { name: text(record(details.after).name) ?? target, target }),
    "ambassador.update": (details, target) => {
      const changed = changes(details);
      return changed
        ? t("audit.ambassadorUpdateChanged", { target, changed })
        : t("audit.ambassadorUpdate", { target });
    },
    "ambassador.delete": (details, target) =>
      t("audit.ambassadorDelete", { name: text(record(details.before).name) ?? target, target }),
    "organiser.grant": (details, target) => t("audit.organiserGrant", { who: text(details.email) ?? target }),
    "organiser.revoke": (details, target) => t("audit.organiserRevoke", { who: text(details.email) ?? target }),
    "results.save": (details, target) => t("audit.resultsSave", { target, teams: count(details.after) }),
    "results.amend": (details, target) => t("audit.resultsAmend", { target, teams: count(details.after) }),
    "results.publish": (details, target) => t("audit.resultsPublish", { target, issued: number(details.issued) }),
    "results.correct": (details, target) =>
      t("audit.resultsCorrect", { target, issued: number(details.issued), revoked: number(details.revoked) }),
    "certificate.revoke": (details, target) => {
      const reason = text(details.reason);
      return reason
        ? t("audit.certificateRevokeBecause", { target, reason })
        : t("audit.certificateRevoke", { target });
    },
    "announcement.publish": (details) => {
      const event = text(details.event);
      const values = { announcementWords: announcement(details.title), people: number(details.recipients) };
      return event
        ? t("audit.announcementPublishFor", { ...values, eventName: event })
        : t("audit.announcementPublish", values);
    },
    "announcement.correct": (details) =>
      t("audit.announcementCorrect", { announcementWords: announcement(record(details.after).title) }),
    "announcement.withdraw": (details) => {
      const dropped = number(details.unsent_dropped);
      const values = { announcementWords: announcement(details.title), dropped };
      return dropped ? t("audit.announcementWithdrawDropped", values) : t("audit.announcementWithdraw", values);
    },
    "finder.listing_hide": (details, target) => {
      const owner = record(details.owner);
      const whose = text(owner.name) ?? text(owner.email);
      const event = text(details.event);
      return t("audit.listingHide", {
        target,
        whose: whose ? t("audit.listingOf", { whose }) : "",
        eventName: event ? t("audit.inEvent", { eventName: event }) : "",
      });
    },
    "finder.ban": (details, target) => {
      const who = person(details.person, target);
      const reason = text(details.reason);
      return reason ? t("audit.finderBanBecause", { who, reason }) : t("audit.finderBan", { who });
    },
    "finder.unban": (details, target) => t("audit.finderUnban", { who: person(details.person, target) }),
    "finder.report_dismiss": (_details, target) => t("audit.reportDismiss", { target }),
    "event.create": (details, target) =>
      t("audit.eventCreate", { name: text(details.name) ?? target, target, max: number(details.max_members) }),
    "event.content": (details, target) => t("audit.eventContent", { target, version: number(details.version) }),
    "event.restore": (details, target) =>
      t("audit.eventRestore", { target, from: number(details.restored_from), version: number(details.version) }),
    "event.hide": (_details, target) => t("audit.eventHide", { target }),
    "event.unhide": (_details, target) => t("audit.eventUnhide", { target }),
    "event.team_size": (details, target) =>
      t("audit.eventTeamSize", {
        target,
        before: number(record(details.before).max_members),
        after: number(record(details.after).max_members),
      }),
    "event.delete": (details, target) => t("audit.eventDelete", { name: text(details.name) ?? target, target }),
    "festival.content": (details) => t("audit.festivalContent", { version: number(details.version) }),
    "festival.restore": (details) =>
      t("audit.festivalRestore", { from: number(details.restored_from), version: number(details.version) }),
  };
}

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/**
 * What was done to whom, as a sentence without the actor (who did it is shown beside it), in the language `t` speaks:
 * one for every action of the log's list (contract/admin.ts AUDIT_ACTIONS), so an action without a sentence does not
 * typecheck.
 */
function auditWhat(entry: AuditEntry, t: Translate): string {
  if (!isAuditAction(entry.action)) return t("audit.unknown", { action: entry.action, target: entry.target });
  return sentencesIn(t)[entry.action](record(entry.details), targetName(entry.target));
}

/** The whole entry as one sentence: who did what to whom (when is shown in its own column). */
export function auditSentence(entry: AuditEntry, t: Translate): string {
  const who = entry.actor.id === 0 ? t("audit.organiserCommand") : entry.actor.email;
  return t("audit.sentence", { who, what: auditWhat(entry, t) });
}
