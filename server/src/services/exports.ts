import type { Readable } from "node:stream";
import { PARTICIPANT_EXPORT_COLUMNS, TEAM_EXPORT_COLUMNS } from "../../../contract/admin";
import type { Db } from "../db/types";
import { type ParticipantFilter, participantExportQuery } from "../repos/adminParticipants";
import { teamExportQuery } from "../repos/adminTeams";
import { type Actor, recordAudit } from "../repos/audit";
import { exportRows } from "../repos/exportRows";
import { csvStream } from "./csv";
import { eventFilter } from "./events";

/** A CSV export: its file name and its body, streamed as the client reads it (services/csv.ts). */
export interface CsvExport {
  file: string;
  body: Readable;
}

/**
 * The teams, one row per member (of one event's teams with `eventSlug`), recorded in the audit log before its first
 * byte.
 */
export async function exportTeams(db: Db, actor: Actor, eventSlug: string | undefined): Promise<CsvExport> {
  const eventId = await eventFilter(db, eventSlug);
  await recordAudit(db, actor, "export.teams", eventSlug ? `event:${eventSlug}` : "teams", {
    filters: { event: eventSlug || null },
  });
  return {
    file: `teams${eventSlug ? `-${eventSlug}` : ""}.csv`,
    body: csvStream(TEAM_EXPORT_COLUMNS, exportRows(db, teamExportQuery(eventId))),
  };
}

/**
 * The participants the list's filters select, recorded in the audit log (with the search as typed, trimmed) before
 * its first byte.
 */
export async function exportParticipants(
  db: Db,
  actor: Actor,
  filter: ParticipantFilter & { search: string | null },
): Promise<CsvExport> {
  const { search, ...selected } = filter;
  await recordAudit(db, actor, "export.participants", "participants", {
    filters: { search, verified: selected.verified, complete: selected.complete },
  });
  return {
    file: "participants.csv",
    body: csvStream(PARTICIPANT_EXPORT_COLUMNS, exportRows(db, participantExportQuery(selected))),
  };
}
