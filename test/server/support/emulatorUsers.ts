import { randomUUID } from "node:crypto";

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  /** A fresh ID token; its email_verified claim matches `verified`. */
  idToken: string;
}

const API_KEY = "demo-api-key";

async function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`Auth emulator ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** A unique example.org address for a test user. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.org`;

/**
 * Creates an e-mail/password account in the Auth emulator at `host` through its REST API. With `verified`, marks
 * the e-mail verified (the emulator's admin call, `Authorization: Bearer owner`) and signs in again so the token says so.
 */
export async function createEmulatorUser(
  host: string,
  email = uniqueEmail(),
  password = "correct-horse-7",
  { verified = false, projectId = "demo-codefest" } = {},
): Promise<EmulatorUser> {
  const base = `http://${host}/identitytoolkit.googleapis.com/v1`;
  const created = await call<{ localId: string; idToken: string }>(`${base}/accounts:signUp?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (!verified) return { uid: created.localId, email, password, idToken: created.idToken };
  await call(
    `${base}/projects/${projectId}/accounts:update`,
    { localId: created.localId, emailVerified: true },
    { Authorization: "Bearer owner" },
  );
  const signedIn = await call<{ idToken: string }>(`${base}/accounts:signInWithPassword?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return { uid: created.localId, email, password, idToken: signedIn.idToken };
}
