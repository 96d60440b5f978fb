import { randomUUID } from "node:crypto";
import { request } from "node:http";

export interface EmulatorUser {
  uid: string;
  email: string;
  password: string;
  /** A fresh ID token; its email_verified claim matches `verified`. */
  idToken: string;
}

const API_KEY = "demo-api-key";

/**
 * One POST on its own connection: the emulator closes idle keep-alive sockets, and a pooled socket closed in the
 * same instant fails the next call with "other side closed".
 */
function call<T>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: "POST", agent: false, headers: { "Content-Type": "application/json", ...headers } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => {
          if ((response.statusCode ?? 500) >= 400)
            reject(new Error(`Auth emulator ${url}: ${response.statusCode} ${text}`));
          else resolve(JSON.parse(text) as T);
        });
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** A unique example.org address for a test user. */
export const uniqueEmail = (label = "user") => `${label}-${randomUUID().slice(0, 8)}@example.org`;

const restBase = (host: string) => `http://${host}/identitytoolkit.googleapis.com/v1`;

/** Marks the account's e-mail verified (the emulator's admin call, `Authorization: Bearer owner`). */
export async function markVerified(host: string, uid: string, projectId = "demo-codefest"): Promise<void> {
  await call(
    `${restBase(host)}/projects/${projectId}/accounts:update`,
    { localId: uid, emailVerified: true },
    { Authorization: "Bearer owner" },
  );
}

/** A fresh ID token for the account, as signing in with e-mail and password gives. */
export async function signIn(host: string, email: string, password: string): Promise<string> {
  const reply = await call<{ idToken: string }>(`${restBase(host)}/accounts:signInWithPassword?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  return reply.idToken;
}

/**
 * Creates an e-mail/password account in the Auth emulator at `host` through its REST API. With `verified`, marks
 * the e-mail verified and signs in again so the token says so.
 */
export async function createEmulatorUser(
  host: string,
  email = uniqueEmail(),
  password = "correct-horse-7",
  { verified = false, projectId = "demo-codefest" } = {},
): Promise<EmulatorUser> {
  const created = await call<{ localId: string; idToken: string }>(`${restBase(host)}/accounts:signUp?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (!verified) return { uid: created.localId, email, password, idToken: created.idToken };
  await markVerified(host, created.localId, projectId);
  return { uid: created.localId, email, password, idToken: await signIn(host, email, password) };
}

/** Changes the account as the provider's own console would (the emulator's admin call): the password, disabled. */
export async function updateAccount(
  host: string,
  uid: string,
  changes: { password?: string; disableUser?: boolean },
  projectId = "demo-codefest",
): Promise<void> {
  await call(
    `${restBase(host)}/projects/${projectId}/accounts:update`,
    { localId: uid, ...changes },
    { Authorization: "Bearer owner" },
  );
}

/** Deletes the account at the provider (the emulator's admin call). */
export async function deleteAccount(host: string, uid: string, projectId = "demo-codefest"): Promise<void> {
  await call(
    `${restBase(host)}/projects/${projectId}/accounts:delete`,
    { localId: uid },
    { Authorization: "Bearer owner" },
  );
}
