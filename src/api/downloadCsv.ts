import { config } from "../config/appConfig";
import { saveFile } from "../lib/saveFile";
import { toQueryString } from "./baseQuery";
import { messageFromBody } from "./errorMessage";

/**
 * A CSV export of the API (`admin/teams/export/`, `admin/participants/export/`) saved as a file: fetched from the
 * API's base with the session's token (a plain link cannot carry the Authorization header), the query built as the
 * API layer builds every query, the server's error message shown when it refuses. The bytes are kept as sent: text()
 * would drop the byte-order mark that tells a spreadsheet the file is UTF-8.
 */
export async function downloadCsv(
  path: string,
  query: Record<string, unknown>,
  token: string,
  fileName: string,
): Promise<void> {
  const url = new URL(path + toQueryString(query), config.apiBaseUrl);
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "text/csv", Authorization: `Token ${token}` } });
  } catch {
    throw new Error("Could not reach the server. Check your connection and try again.");
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw new Error(messageFromBody(body) ?? `The server refused the export (HTTP ${response.status}).`);
  }
  const bytes = await response.arrayBuffer();
  saveFile(new Blob([bytes], { type: "text/csv;charset=utf-8" }), fileName);
}
