import { config } from "../../config/appConfig";

/** Hands a CSV text to the browser as a file. */
function saveCsv(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
  saveCsv(await response.text(), `codefest-20-teams${event ? `-${event}` : ""}.csv`);
}
