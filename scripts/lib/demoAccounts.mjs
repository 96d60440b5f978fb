// The demo's accounts at the Auth emulator of `npm start`: the demo organiser (an organiser through ORGANISER_EMAILS)
// and the demo participants of the seeded database (server/src/db/seed.ts), each with its e-mail verified. Only for
// the emulator's demo projects (`demo-...`), never a real one; every call is safe to repeat.
import { request } from "node:http";

export const DEMO_ORGANISER = { email: "organiser@example.org", password: "organiser-demo-2020" };

/** The password of every demo participant (`participant1@example.org` ...). */
export const DEMO_PARTICIPANT_PASSWORD = "participant-demo-2020";

const API_KEY = "demo-api-key";
const OWNER = { Authorization: "Bearer owner" };

/**
 * One POST on a connection of its own (the emulator closes idle keep-alive sockets, and a pooled socket closed in the
 * same instant fails the next call). Answers the status and the parsed body.
 */
function post(url, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { method: "POST", agent: false, headers: { "Content-Type": "application/json", ...headers } },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk.toString()));
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    sent.on("error", reject);
    sent.end(JSON.stringify(body));
  });
}

const restBase = (authOrigin) => `${authOrigin}/identitytoolkit.googleapis.com/v1`;

function demoProjectOnly(projectId) {
  if (!projectId.startsWith("demo-")) {
    throw new Error(`Demo accounts are made only in a demo- project of the Auth emulator, not in ${projectId}.`);
  }
}

/** Creates the demo organiser's account on the emulator unless it exists, and marks its e-mail verified. */
export async function ensureDemoOrganiser(authOrigin, projectId = "demo-codefest") {
  demoProjectOnly(projectId);
  const base = restBase(authOrigin);
  const signUp = await post(`${base}/accounts:signUp?key=${API_KEY}`, { ...DEMO_ORGANISER, returnSecureToken: true });
  if (signUp.status !== 200) return false;
  await post(
    `${base}/projects/${projectId}/accounts:update`,
    { localId: signUp.body.localId, emailVerified: true, displayName: "Demo Organiser" },
    OWNER,
  );
  return true;
}

/**
 * Gives each demo participant (`{uid, email, name}`) an account on the emulator with that uid, so signing in there
 * reaches the participant the database holds. Answers the e-mails created now and those already taken by another
 * account (someone signed up with a demo address by hand: that account is left as it is).
 */
export async function ensureDemoParticipants(authOrigin, participants, projectId = "demo-codefest") {
  demoProjectOnly(projectId);
  const created = [];
  const takenByOthers = [];
  for (const { uid, email, name } of participants) {
    const reply = await post(
      `${restBase(authOrigin)}/projects/${projectId}/accounts`,
      { localId: uid, email, password: DEMO_PARTICIPANT_PASSWORD, displayName: name, emailVerified: true },
      OWNER,
    );
    const problem = reply.body?.error?.message ?? "";
    if (reply.status === 200) created.push(email);
    else if (problem.startsWith("EMAIL_EXISTS")) takenByOthers.push(email);
    else if (!problem.startsWith("DUPLICATE_LOCAL_ID")) {
      throw new Error(`The Auth emulator refused the demo participant ${email}: ${reply.status} ${problem}`);
    }
  }
  return { created, takenByOthers };
}

/** A fresh ID token for an e-mail and password account, as the login page gets it. */
export async function demoIdToken(authOrigin, email, password) {
  const reply = await post(`${restBase(authOrigin)}/accounts:signInWithPassword?key=${API_KEY}`, {
    email,
    password,
    returnSecureToken: true,
  });
  if (reply.status !== 200) throw new Error(`Signing in ${email} at the Auth emulator failed: ${reply.status}`);
  return reply.body.idToken;
}
