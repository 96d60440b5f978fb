import { config } from "../../config/appConfig";
import { saveFile } from "../../lib/saveFile";

/**
 * Downloads `admin/teams/export/`: fetched with the session's token (a plain link cannot carry the Authorization
 * header) and saved as a file. Throws an Error with a readable message when the server refuses.
 */
export async function exportTeamsCsv(token: string, event: string | undefined): Promise<void> {
  const url = new URL("admin/teams/export/", config.apiBaseUrl);
  if (event) url.searchParams.set("event", event);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "text/csv", Authorization: `Token ${token}` } });
  } catch {
    throw new Error("Could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) throw new Error(`The server refused the export (HTTP ${response.status}).`);
  // The bytes as sent: text() would drop the byte-order mark that tells a spreadsheet the file is UTF-8.
  const bytes = await response.arrayBuffer();
  saveFile(new Blob([bytes], { type: "text/csv;charset=utf-8" }), `codefest-20-teams${event ? `-${event}` : ""}.csv`);
}
