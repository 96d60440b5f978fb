import { participant, type Harness, type Participant } from "./harness";

/** A participant with the organiser role granted (as the console or the organiser command would). */
export async function organiser(api: Harness, name = "Olga Organiser"): Promise<Participant> {
  const who = await participant(api, { name });
  await api.db.query("INSERT INTO organisers (user_id) VALUES ($1)", [who.userId]);
  return who;
}

/** The audit log's entries, newest first, as the database holds them. */
export async function auditActions(api: Harness): Promise<string[]> {
  const { rows } = await api.db.query<{ action: string }>("SELECT action FROM audit_log ORDER BY id DESC");
  return rows.map((row) => row.action);
}

/** A raw call (CSV in or out): the status, the content type and the body as text. */
export async function rawCall(
  api: Harness,
  method: string,
  path: string,
  { token, body, type }: { token?: string; body?: string | Uint8Array<ArrayBuffer>; type?: string } = {},
) {
  const response = await fetch(api.url + path, {
    method,
    headers: { ...(token ? { Authorization: `Token ${token}` } : {}), ...(type ? { "Content-Type": type } : {}) },
    body,
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return {
    status: response.status,
    headers: response.headers,
    type: response.headers.get("content-type") ?? "",
    bytes,
    text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes),
  };
}
