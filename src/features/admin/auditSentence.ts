import type { AuditAction, AuditEntry } from "../../../contract/admin";

/** The log's actions as an organiser reads them in the filter. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "event.registration": "Registration opened or closed",
  "team.member_remove": "Member removed from a team",
  "ambassador.create": "Ambassador added",
  "ambassador.update": "Ambassador changed",
  "ambassador.delete": "Ambassador removed",
  "organiser.grant": "Organiser role granted",
  "organiser.revoke": "Organiser role removed",
  "results.save": "Draft results saved",
  "results.publish": "Results published",
  "certificate.revoke": "Certificate revoked",
  "finder.listing_hide": "Finder listing hidden",
  "finder.ban": "Blocked from the finder",
  "finder.unban": "Finder block lifted",
  "finder.report_dismiss": "Finder report dismissed",
};

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : typeof value === "number" ? String(value) : null;

/** "event:ctf" → "ctf"; anything else as it is. */
const targetName = (target: string) => target.slice(target.indexOf(":") + 1) || target;

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

/** What changed on an ambassador: "points 10 → 20, comment". */
function changes(details: Record<string, unknown>): string {
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

/** What was done to whom, as a sentence without the actor (who did it is shown beside it). */
export function auditWhat(entry: AuditEntry): string {
  const details = record(entry.details);
  const target = targetName(entry.target);
  switch (entry.action) {
    case "event.registration":
      return record(details.after).is_registration_on === true
        ? `opened registration for ${target}`
        : `closed registration for ${target}`;
    case "team.member_remove": {
      const member = record(details.member);
      const who = text(member.name) ?? text(member.email) ?? "a member";
      const team = text(details.team_name) ?? target;
      return `removed ${who} from team ${team}${text(details.event) ? ` (${text(details.event)})` : ""}`;
    }
    case "ambassador.create":
      return `added campus ambassador ${text(record(details.after).name) ?? target} (${target})`;
    case "ambassador.update": {
      const changed = changes(details);
      return `changed campus ambassador ${target}${changed ? `: ${changed}` : ""}`;
    }
    case "ambassador.delete":
      return `removed campus ambassador ${text(record(details.before).name) ?? target} (${target})`;
    case "organiser.grant":
      return `made ${text(details.email) ?? target} an organiser`;
    case "organiser.revoke":
      return `removed the organiser role of ${text(details.email) ?? target}`;
    case "results.save": {
      const teams = count(details.after);
      return `saved draft results for ${target} (${teams} team${teams === 1 ? "" : "s"})`;
    }
    case "results.publish": {
      const issued = typeof details.issued === "number" ? details.issued : 0;
      return `published the results of ${target}, issuing ${issued} certificate${issued === 1 ? "" : "s"}`;
    }
    case "certificate.revoke":
      return `revoked certificate ${target}${text(details.reason) ? ` because “${text(details.reason)}”` : ""}`;
    case "finder.listing_hide": {
      const owner = record(details.owner);
      const whose = text(owner.name) ?? text(owner.email);
      return `hid the teammate finder listing ${target}${whose ? ` of ${whose}` : ""}${text(details.event) ? ` (${text(details.event)})` : ""}`;
    }
    case "finder.ban":
    case "finder.unban": {
      const person = record(details.person);
      const who = text(person.name) ?? text(person.email) ?? `participant ${target}`;
      return entry.action === "finder.ban"
        ? `blocked ${who} from the teammate finder${text(details.reason) ? ` because “${text(details.reason)}”` : ""}`
        : `lifted the teammate finder block of ${who}`;
    }
    case "finder.report_dismiss":
      return `dismissed teammate finder report ${target}`;
    default:
      return `${entry.action} on ${entry.target}`;
  }
}

/** The whole entry as one sentence: who did what to whom (when is shown in its own column). */
export function auditSentence(entry: AuditEntry): string {
  const who = entry.actor.id === 0 ? "The organiser command" : entry.actor.email;
  return `${who} ${auditWhat(entry)}.`;
}
