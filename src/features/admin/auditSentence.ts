import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from "../../../contract/admin";

/** The log's actions as an organiser reads them in the filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "event.registration": "Registration opened or closed",
  "event.schedule": "Event schedule changed",
  "team.member_remove": "Member removed from a team",
  "export.teams": "Teams exported",
  "export.participants": "Participants exported",
  "ambassador.create": "Ambassador added",
  "ambassador.update": "Ambassador changed",
  "ambassador.delete": "Ambassador removed",
  "organiser.grant": "Organiser role granted",
  "organiser.revoke": "Organiser role removed",
  "results.save": "Draft results saved",
  "results.amend": "Results amendment saved",
  "results.publish": "Results published",
  "results.correct": "Corrected results published",
  "certificate.revoke": "Certificate revoked",
  "announcement.publish": "Announcement published",
  "announcement.correct": "Announcement corrected",
  "announcement.withdraw": "Announcement withdrawn",
  "finder.listing_hide": "Finder listing hidden",
  "finder.ban": "Blocked from the finder",
  "finder.unban": "Finder block lifted",
  "finder.report_dismiss": "Finder report dismissed",
  "event.create": "Event added",
  "event.content": "Event texts published",
  "event.restore": "Event texts restored",
  "event.hide": "Event hidden",
  "event.unhide": "Event shown again",
  "event.team_size": "Event team size changed",
  "event.delete": "Event deleted",
  "festival.content": "Festival details published",
  "festival.restore": "Festival details restored",
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

const plural = (value: number, one: string) => `${value} ${one}${value === 1 ? "" : "s"}`;

/** What changed on an ambassador: "points 10 → 20, comment". */
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

const SCHEDULE_TIMES: Record<string, string> = {
  starts_at: "start",
  ends_at: "end",
  registration_closes_at: "registration close",
};

/** The times a schedule change moved: "start, registration close". */
function movedTimes(details: Details): string {
  const before = record(details.before);
  const after = record(details.after);
  return Object.keys(SCHEDULE_TIMES)
    .filter((key) => key in after && after[key] !== before[key])
    .map((key) => SCHEDULE_TIMES[key])
    .join(", ");
}

/** The filters of a participants export in words: "search “ada”, verified e-mails". */
function exportFilters(details: Details): string {
  const filters = record(details.filters);
  const search = text(filters.search);
  const words = [
    ...(search ? [`search “${search}”`] : []),
    ...(typeof filters.verified === "boolean" ? [filters.verified ? "verified e-mails" : "unverified e-mails"] : []),
    ...(typeof filters.complete === "boolean" ? [filters.complete ? "complete profiles" : "incomplete profiles"] : []),
  ];
  return words.join(", ");
}

/** "the announcement “Rules changed”", or "an announcement" without its title. */
const announcement = (title: unknown) => (text(title) ? `the announcement “${text(title)}”` : "an announcement");

/**
 * What each action did to whom, as a sentence without the actor (who did it is shown beside it): one for every action
 * of the log's list (contract/admin.ts AUDIT_ACTIONS), so an action without a sentence does not typecheck.
 */
const SENTENCES: Record<AuditAction, (details: Details, target: string) => string> = {
  "event.registration": (details, target) =>
    record(details.after).is_registration_on === true
      ? `opened registration for ${target}`
      : `closed registration for ${target}`,
  "event.schedule": (details, target) => {
    const moved = movedTimes(details);
    return `changed the schedule of ${target}${moved ? ` (${moved})` : ""}`;
  },
  "team.member_remove": (details, target) => {
    const member = record(details.member);
    const who = text(member.name) ?? text(member.email) ?? "a member";
    const team = text(details.team_name) ?? target;
    return `removed ${who} from team ${team}${text(details.event) ? ` (${text(details.event)})` : ""}`;
  },
  "export.teams": (details) => {
    const event = text(record(details.filters).event);
    return event ? `exported the teams of ${event} as CSV` : "exported every team as CSV";
  },
  "export.participants": (details) => {
    const filters = exportFilters(details);
    return `exported the participants${filters ? ` (${filters})` : ""} as CSV`;
  },
  "ambassador.create": (details, target) =>
    `added campus ambassador ${text(record(details.after).name) ?? target} (${target})`,
  "ambassador.update": (details, target) => {
    const changed = changes(details);
    return `changed campus ambassador ${target}${changed ? `: ${changed}` : ""}`;
  },
  "ambassador.delete": (details, target) =>
    `removed campus ambassador ${text(record(details.before).name) ?? target} (${target})`,
  "organiser.grant": (details, target) => `made ${text(details.email) ?? target} an organiser`,
  "organiser.revoke": (details, target) => `removed the organiser role of ${text(details.email) ?? target}`,
  "results.save": (details, target) => `saved draft results for ${target} (${plural(count(details.after), "team")})`,
  "results.amend": (details, target) =>
    `saved an amendment of the results of ${target} (${plural(count(details.after), "team")})`,
  "results.publish": (details, target) =>
    `published the results of ${target}, issuing ${plural(number(details.issued), "certificate")}`,
  "results.correct": (details, target) =>
    `published corrected results of ${target}, issuing ${plural(number(details.issued), "certificate")} and ` +
    `revoking ${number(details.revoked)}`,
  "certificate.revoke": (details, target) =>
    `revoked certificate ${target}${text(details.reason) ? ` because “${text(details.reason)}”` : ""}`,
  "announcement.publish": (details) => {
    const event = text(details.event);
    const reach = plural(number(details.recipients), "person").replace(/persons$/, "people");
    return `published ${announcement(details.title)}${event ? ` for ${event}` : ""}, reaching ${reach}`;
  },
  "announcement.correct": (details) => `corrected ${announcement(record(details.after).title)}`,
  "announcement.withdraw": (details) => {
    const dropped = number(details.unsent_dropped);
    return `withdrew ${announcement(details.title)}${dropped ? ` (${plural(dropped, "unsent e-mail")} dropped)` : ""}`;
  },
  "finder.listing_hide": (details, target) => {
    const owner = record(details.owner);
    const whose = text(owner.name) ?? text(owner.email);
    const event = text(details.event);
    return `hid the teammate finder listing ${target}${whose ? ` of ${whose}` : ""}${event ? ` (${event})` : ""}`;
  },
  "finder.ban": (details, target) => {
    const person = record(details.person);
    const who = text(person.name) ?? text(person.email) ?? `participant ${target}`;
    return `blocked ${who} from the teammate finder${text(details.reason) ? ` because “${text(details.reason)}”` : ""}`;
  },
  "finder.unban": (details, target) => {
    const person = record(details.person);
    return `lifted the teammate finder block of ${text(person.name) ?? text(person.email) ?? `participant ${target}`}`;
  },
  "finder.report_dismiss": (_details, target) => `dismissed teammate finder report ${target}`,
  "event.create": (details, target) =>
    `added the event ${text(details.name) ?? target} (${target}, teams of up to ${number(details.max_members)})`,
  "event.content": (details, target) => `published version ${number(details.version)} of the texts of ${target}`,
  "event.restore": (details, target) =>
    `restored version ${number(details.restored_from)} of the texts of ${target} as version ${number(details.version)}`,
  "event.hide": (_details, target) => `hid the event ${target} from the public pages and registration`,
  "event.unhide": (_details, target) => `showed the event ${target} again`,
  "event.team_size": (details, target) =>
    `changed the team size of ${target} from ${number(record(details.before).max_members)} to ${number(record(details.after).max_members)}`,
  "event.delete": (details, target) => `deleted the event ${text(details.name) ?? target} (${target})`,
  "festival.content": (details) => `published version ${number(details.version)} of the festival's details`,
  "festival.restore": (details) =>
    `restored version ${number(details.restored_from)} of the festival's details as version ${number(details.version)}`,
};

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** What was done to whom, as a sentence without the actor (who did it is shown beside it). */
export function auditWhat(entry: AuditEntry): string {
  if (!isAuditAction(entry.action)) return `${entry.action} on ${entry.target}`;
  return SENTENCES[entry.action](record(entry.details), targetName(entry.target));
}

/** The whole entry as one sentence: who did what to whom (when is shown in its own column). */
export function auditSentence(entry: AuditEntry): string {
  const who = entry.actor.id === 0 ? "The organiser command" : entry.actor.email;
  return `${who} ${auditWhat(entry)}.`;
}
