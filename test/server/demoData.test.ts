import { generateKeyPairSync } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Certificate } from "../../contract/certificates";
import {
  DEMO_ORGANISER,
  DEMO_PARTICIPANT_PASSWORD,
  demoIdToken,
  ensureDemoOrganiser,
  ensureDemoParticipants,
} from "../../scripts/lib/demoAccounts.mjs";
import { DEMO_FINISHED_EVENT, ensureFinishedDemoEvent } from "../../scripts/lib/demoResults.mjs";
import { loadConfig } from "../../server/src/config";
import { DEMO_PARTICIPANTS, seedDemo } from "../../server/src/db/seed";
import { emulatorHost, startHarness, type Harness } from "./support/harness";
import { verifyIndependently } from "./support/independentVerifier";

jest.setTimeout(240_000);

/**
 * What `npm start` makes of a fresh demo database (scripts/start.mjs): the seed, the demo accounts at the Auth
 * emulator, and one event finished through the API as the demo organiser would finish it.
 */
const PUBLIC_API = "https://api.codefest.test";

let api: Harness;
let authOrigin: string;
let finished: string;

const signIn = async (email: string, password: string) =>
  api.call<{ user_id: number; token: string }>("POST", "login/", {
    body: { id_token: await demoIdToken(authOrigin, email, password) },
  });

beforeAll(async () => {
  const { credentialKeys, publicUrl, apiPublicUrl } = loadConfig({
    PUBLIC_URL: "https://codefest.test/",
    API_PUBLIC_URL: PUBLIC_API,
    CREDENTIAL_KEY: generateKeyPairSync("ed25519").privateKey.export({ format: "pem", type: "pkcs8" }).toString(),
  });
  // As npm start runs the API: the demo organiser is one by ORGANISER_EMAILS.
  api = await startHarness({ credentialKeys, publicUrl, apiPublicUrl, organiserEmails: [DEMO_ORGANISER.email] });
  authOrigin = `http://${emulatorHost()}`;
  expect(await seedDemo(api.db)).toBe(true);
  await ensureDemoOrganiser(authOrigin);
  await ensureDemoParticipants(authOrigin, DEMO_PARTICIPANTS);
  finished = await ensureFinishedDemoEvent({ apiBase: api.url, authOrigin });
});

afterAll(() => api.close());

describe("the demo participants at the Auth emulator", () => {
  it("sign in with the README's password and reach the participant the demo database holds", async () => {
    const { rows } = await api.db.query<{ id: number; email: string }>(
      "SELECT id, email FROM users WHERE uid LIKE 'demo-user-%' ORDER BY id",
    );
    expect(rows.map((row) => row.email)).toEqual(DEMO_PARTICIPANTS.map((person) => person.email));
    for (const row of rows) {
      const reply = await signIn(row.email, DEMO_PARTICIPANT_PASSWORD);
      expect({ email: row.email, status: reply.status, user: reply.body.user_id }).toEqual({
        email: row.email,
        status: 200,
        user: row.id,
      });
    }
  });

  it("are the accounts the README's first look names, with the passwords they sign in with", () => {
    const readme = readFileSync(path.resolve(__dirname, "../../README.md"), "utf8");
    // The section's words, its lines joined.
    const firstLook = (/^## A first look\n[\s\S]*?(?=^## )/m.exec(readme)?.[0] ?? "").replace(/\s+/g, " ");
    const first = DEMO_PARTICIPANTS[0].email;
    const last = DEMO_PARTICIPANTS[DEMO_PARTICIPANTS.length - 1].email;
    expect(firstLook).toContain(`\`${first}\` / \`${DEMO_PARTICIPANT_PASSWORD}\``);
    expect(firstLook).toContain(`\`${DEMO_ORGANISER.email}\` / \`${DEMO_ORGANISER.password}\``);
    expect(firstLook).toContain(`\`${first}\` to \`${last}\`, has the password \`${DEMO_PARTICIPANT_PASSWORD}\``);
    // Where to look: the finished event's results page.
    expect(firstLook).toContain(`/events/${DEMO_FINISHED_EVENT}/results`);
  });

  it("are made once: a second start creates none and finds no address taken", async () => {
    expect(await ensureDemoParticipants(authOrigin, DEMO_PARTICIPANTS)).toEqual({ created: [], takenByOthers: [] });
  });

  it("are made only in a demo- project", async () => {
    await expect(ensureDemoParticipants(authOrigin, DEMO_PARTICIPANTS, "codefest-live")).rejects.toThrow(/demo-/);
    await expect(ensureDemoOrganiser(authOrigin, "codefest-live")).rejects.toThrow(/demo-/);
  });
});

describe("the demo's finished event", () => {
  it("ended yesterday, while the other six still lie ahead", async () => {
    expect(finished).toMatch(/finished yesterday/);
    const { body } = await api.call<
      Array<{ slug: string; ends_at: string; starts_at: string; is_registration_on: boolean }>
    >("GET", "events/");
    const now = Date.now();
    const done = body.find((event) => event.slug === DEMO_FINISHED_EVENT)!;
    expect(Date.parse(done.ends_at)).toBeLessThan(now);
    expect(now - Date.parse(done.ends_at)).toBeLessThan(2 * 86_400_000);
    expect(done.is_registration_on).toBe(false);
    const others = body.filter((event) => event.slug !== DEMO_FINISHED_EVENT);
    expect(others.map((event) => Date.parse(event.starts_at) > now)).toEqual(Array(6).fill(true));
  });

  it("has published results, corrected once", async () => {
    const { status, body } = await api.call<{
      corrected_at: string | null;
      ranking: Array<{ rank: number; team_name: string; members: string[] }>;
    }>("GET", `results/${DEMO_FINISHED_EVENT}/`);
    expect(status).toBe(200);
    expect(body.corrected_at).not.toBeNull();
    expect(body.ranking.map((row) => [row.rank, row.team_name])).toEqual([
      [1, "Null Pointers"],
      [2, "Stack Smashers"],
      [3, "Heap Heroes"],
    ]);
    expect(body.ranking[0].members).toContain("Demo Participant 1");
  });

  it("keeps the correction in its history: the audit log and the certificates it revoked and issued", async () => {
    const organiser = await signIn(DEMO_ORGANISER.email, DEMO_ORGANISER.password);
    const audit = await api.call<{ results: Array<{ action: string; actor: { email: string } }> }>(
      "GET",
      "admin/audit/",
      { token: organiser.body.token },
    );
    const actions = audit.body.results.map((entry) => entry.action).reverse();
    expect(actions).toEqual(["event.schedule", "results.save", "results.publish", "results.amend", "results.correct"]);
    expect(new Set(audit.body.results.map((entry) => entry.actor.email))).toEqual(new Set([DEMO_ORGANISER.email]));
  });

  it("gives participant1 a winner's certificate whose credential verifies, and the one the correction revoked", async () => {
    const me = await signIn("participant1@example.org", DEMO_PARTICIPANT_PASSWORD);
    const { body: certificates } = await api.call<Certificate[]>("GET", "certificates/", { token: me.body.token });
    const summary = certificates.map(({ event, kind, rank, revoked_reason }) => ({
      event: event.slug,
      kind,
      rank,
      revoked: revoked_reason ?? null,
    }));
    expect(summary).toEqual(
      expect.arrayContaining([
        { event: DEMO_FINISHED_EVENT, kind: "merit", rank: 1, revoked: null },
        { event: DEMO_FINISHED_EVENT, kind: "participation", rank: null, revoked: null },
        { event: DEMO_FINISHED_EVENT, kind: "merit", rank: 2, revoked: expect.stringMatching(/^Results corrected on/) },
      ]),
    );
    expect(summary).toHaveLength(3);

    // Signed while the event was finished, not on this test's fetches: every certificate has its credential kept.
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM certificates WHERE credential IS NULL",
    );
    expect(rows[0].n).toBe(0);

    const origins = { [PUBLIC_API]: api.url.replace(/\/api\/$/, "") };
    const credentialOf = async (certificate: Certificate) => {
      const response = await fetch(`${api.url}certificates/${certificate.id}/credential`);
      expect(response.status).toBe(200);
      return verifyIndependently(await response.json(), origins);
    };
    const winner = certificates.find((item) => item.kind === "merit" && item.rank === 1)!;
    const inForce = await credentialOf(winner);
    expect({ errors: inForce.errors, verified: inForce.verified, revoked: inForce.revoked }).toEqual({
      errors: [],
      verified: true,
      revoked: false,
    });
    const corrected = await credentialOf(certificates.find((item) => item.kind === "merit" && item.rank === 2)!);
    expect({ verified: corrected.verified, revoked: corrected.revoked }).toEqual({ verified: true, revoked: true });
  });

  it("is made once: a second start leaves the results and certificates as they are", async () => {
    const count = async () =>
      (await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM certificates")).rows[0].n;
    const before = await count();
    expect(await ensureFinishedDemoEvent({ apiBase: api.url, authOrigin })).toMatch(/already published/);
    expect(await count()).toBe(before);
  });
});
