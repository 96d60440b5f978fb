// One demo event finished, as an organiser finishes it in the console: `npm start` calls this once the API answers.
// Everything goes through the API as the demo organiser (the schedule's change, the results upload, the publication
// that issues the certificates, the credentials' signing, a correction and its publication), so the demo shows what
// the product makes. Only for the demo database and a demo- project; safe to repeat.
import { DEMO_ORGANISER, demoIdToken } from "./demoAccounts.mjs";

/** The finished event: a team event with three demo teams (server/src/db/seed.ts). */
export const DEMO_FINISHED_EVENT = "ctf";

async function call(apiBase, method, path, { token, body } = {}) {
  const response = await fetch(new URL(path, apiBase), {
    method,
    headers: {
      Accept: "application/json",
      ...(token ? { Authorization: `Token ${token}` } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

function answer(reply, what) {
  if (reply.status >= 300) throw new Error(`${what} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** The demo organiser's API token: signed in at the emulator, then `login/`, or `register/` the first time. */
async function organiserToken(apiBase, authOrigin) {
  const idToken = await demoIdToken(authOrigin, DEMO_ORGANISER.email, DEMO_ORGANISER.password);
  const login = await call(apiBase, "POST", "login/", { body: { id_token: idToken } });
  if (login.status === 200) return login.body.token;
  const registered = await call(apiBase, "POST", "register/", {
    body: {
      id_token: idToken,
      first_name: "Demo",
      last_name: "Organiser",
      applied_referral_code: "",
      g_recaptcha_response: "",
    },
  });
  return answer(registered, "Registering the demo organiser").token;
}

/** Yesterday relative to `now`, 10:00 to 15:00 India time, registration closed an hour before the start. */
export function yesterdaysSchedule(now) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1, 4, 30));
  const at = (hours) => new Date(start.getTime() + hours * 3_600_000).toISOString().replace(/\.000Z$/, "Z");
  return { starts_at: at(0), ends_at: at(5), registration_closes_at: at(-1) };
}

/**
 * The published ranking, then its correction: the teams in the order they were formed, except that the first
 * publication swaps the first two (a flag judged wrongly, put right a day later). Every member gets a participation
 * certificate; the correction moves two merit certificates, so the history shows one revoked and one issued.
 */
function rankings(teamIds) {
  const corrected = teamIds.map((team, at) => ({ team, rank: at + 1 }));
  const first = corrected.map(({ team }, at) => ({ team, rank: at === 0 ? 2 : at === 1 ? 1 : at + 1 }));
  return { first, corrected };
}

/** Signs (on first fetch, as the server does) the credential of each of the event's certificates. */
async function signCredentials(apiBase, token, slug) {
  const page = answer(
    await call(apiBase, "GET", `admin/certificates/?event=${slug}`, { token }),
    "Listing certificates",
  );
  for (const certificate of page.results) {
    const reply = await call(apiBase, "GET", `certificates/${certificate.id}/credential`);
    // 503: the server has no CREDENTIAL_KEY, so certificates have no credential.
    if (reply.status !== 503) answer(reply, `Signing the credential of certificate ${certificate.id}`);
  }
}

async function publish(apiBase, token, eventId, ranking) {
  answer(
    await call(apiBase, "PUT", `admin/events/${eventId}/results/`, { token, body: { ranking, participated: [] } }),
    "Saving the results",
  );
  answer(await call(apiBase, "POST", `admin/events/${eventId}/results/publish/`, { token }), "Publishing the results");
}

/**
 * Finishes DEMO_FINISHED_EVENT unless its results are out: moved to yesterday (when it still lies ahead), ranked,
 * published, its credentials signed, corrected once and published again. Answers what it did, for the console.
 */
export async function ensureFinishedDemoEvent({ apiBase, authOrigin, now = new Date() }) {
  const slug = DEMO_FINISHED_EVENT;
  const results = await call(apiBase, "GET", `results/${slug}/`);
  if (results.status === 200) return `${slug}: results already published`;
  const token = await organiserToken(apiBase, authOrigin);
  const events = answer(await call(apiBase, "GET", "events/", { token }), "Reading the events");
  const event = events.find((item) => item.slug === slug);
  if (!event.ends_at || Date.parse(event.ends_at) > now.getTime()) {
    answer(
      await call(apiBase, "PATCH", `admin/events/${event.id}/`, { token, body: yesterdaysSchedule(now) }),
      "Moving the event to yesterday",
    );
  }
  const teams = answer(await call(apiBase, "GET", `admin/teams/?event=${slug}`, { token }), "Listing the teams");
  const teamIds = teams.results.map((team) => team.id).sort((a, b) => a - b);
  if (teamIds.length < 2) return `${slug}: fewer than two teams, no results made`;
  const { first, corrected } = rankings(teamIds);
  await publish(apiBase, token, event.id, first);
  await signCredentials(apiBase, token, slug);
  await publish(apiBase, token, event.id, corrected);
  await signCredentials(apiBase, token, slug);
  return `${slug}: finished yesterday, results published and corrected once, certificates issued`;
}
