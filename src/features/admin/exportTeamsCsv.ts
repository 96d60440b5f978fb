import { downloadCsv } from "../../api/downloadCsv";

/** Downloads `admin/teams/export/` (one event's or every team). Throws an Error with a readable message. */
export function exportTeamsCsv(token: string, event: string | undefined): Promise<void> {
  return downloadCsv("admin/teams/export/", { event }, token, `codefest-20-teams${event ? `-${event}` : ""}.csv`);
}

/** Downloads `admin/participants/export/` with the list's filters. Throws an Error with a readable message. */
export function exportParticipantsCsv(
  token: string,
  filters: { search: string; verified: boolean | undefined; complete: boolean | undefined },
): Promise<void> {
  return downloadCsv(
    "admin/participants/export/",
    { search: filters.search || undefined, verified: filters.verified, complete: filters.complete },
    token,
    "codefest-20-participants.csv",
  );
}
