import { MESSAGES } from "../../contract/messages";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { createEmulatorUser, uniqueEmail } from "./support/emulatorUsers";
import { emulatorHost, participant, startHarness, type Harness } from "./support/harness";
import { startThrowawayPostgres, throwawayPostgresMissing, type ThrowawayPostgres } from "./support/throwawayPostgres";

// Issue 30, item 4: every limit holds when the attempts arrive at once, spread over two API processes on one
// PostgreSQL (a server of the test's own, so this runs whichever database the rest of the suite uses).
const missing = throwawayPostgresMissing();
if (missing) console.warn(`Skipping the concurrent limit tests: ${missing}`);
const withPostgres = missing ? describe.skip : describe;

jest.setTimeout(120_000);

// Day-long windows: a window never rolls over in the middle of a test.
const day = (limit: number) => ({ limit, seconds: 86_400 });
const LIMITS = {
  trustProxy: 1,
  throttle: {
    ...NO_THROTTLE,
    login: day(10),
    register: day(10),
    signInFailures: day(10),
    joinFailuresPerUser: day(10),
    joinFailuresPerAddress: day(30),
    teamLookup: null,
  },
};

let postgres: ThrowawayPostgres;
let first: Harness;
let second: Harness;

/** 20 calls at once, alternating between the two processes, each from its own address unless `from` is given. */
async function twentyAtOnce(
  method: "POST",
  path: string,
  body: unknown,
  { token, from }: { token?: string; from?: string } = {},
) {
  const replies = await Promise.all(
    Array.from({ length: 20 }, (_, index) =>
      (index % 2 === 0 ? first : second).call(method, path, {
        token,
        body,
        headers: { "X-Forwarded-For": from ?? `198.51.100.${index + 1}` },
      }),
    ),
  );
  const statuses = replies.map((reply) => reply.status);
  return {
    refused: statuses.filter((status) => status === 429).length,
    evaluated: replies.filter((reply) => reply.status !== 429),
  };
}

withPostgres("limits under concurrent attempts (two API processes, one PostgreSQL)", () => {
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    first = await startHarness(LIMITS, undefined, { databaseUrl: postgres.url });
    second = await startHarness(LIMITS, undefined, { sameDatabaseAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await postgres?.destroy();
  });

  it("evaluates at most 10 of 20 concurrent wrong join codes from one user on 20 addresses; the rest are 429", async () => {
    const who = await participant(first);
    const { refused, evaluated } = await twentyAtOnce(
      "POST",
      "teams/join/",
      { access_code: "WRONGCODE" },
      { token: who.token },
    );
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(refused).toBe(20 - evaluated.length);
    for (const reply of evaluated) expect(reply.body).toEqual({ access_code: [MESSAGES.invalidAccessCode] });
    // The limit is reached, not merely raced: the next attempt is refused too.
    expect(
      (await first.call("POST", "teams/join/", { token: who.token, body: { access_code: "WRONGCODE" } })).status,
    ).toBe(429);
  });

  it("evaluates at most 10 of 20 concurrent failed logins of one account on 20 addresses", async () => {
    const stranger = await createEmulatorUser(emulatorHost(), uniqueEmail("stranger"), undefined, { verified: true });
    const { refused, evaluated } = await twentyAtOnce("POST", "login/", { id_token: stranger.idToken });
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(refused).toBe(20 - evaluated.length);
    for (const reply of evaluated) expect(reply.body).toEqual({ non_field_errors: [MESSAGES.noSuchAccount] });
  });

  it("evaluates at most 10 of 20 concurrent failed registrations of one account on 20 addresses", async () => {
    const existing = await participant(first, { ready: false });
    const { refused, evaluated } = await twentyAtOnce("POST", "register/", {
      id_token: existing.idToken,
      first_name: "Again",
      last_name: "",
      applied_referral_code: "",
      g_recaptcha_response: "",
    });
    expect(evaluated.length).toBeLessThanOrEqual(10);
    expect(refused).toBe(20 - evaluated.length);
  });

  it("lets exactly 10 of 20 concurrent logins and registrations from one address through", async () => {
    const who = await participant(first, { ready: false });
    const logins = await twentyAtOnce("POST", "login/", { id_token: who.idToken }, { from: "192.0.2.7" });
    expect(logins.refused).toBe(10);
    expect(logins.evaluated.map((reply) => reply.status)).toEqual(Array(10).fill(200));
    const registrations = await twentyAtOnce(
      "POST",
      "register/",
      { id_token: "not-a-token", first_name: "A", last_name: "", applied_referral_code: "", g_recaptcha_response: "" },
      { from: "192.0.2.8" },
    );
    expect(registrations.refused).toBe(10);
  });

  it("does not count right answers: a user who gets the code right keeps their attempts", async () => {
    const creator = await participant(first);
    const joiner = await participant(first);
    const team = await first.call<{ access_code: string }>("POST", "teams/create/", {
      token: creator.token,
      body: { event: 2, team_name: "Atomic Team" },
    });
    expect(team.status).toBe(200);
    for (let index = 0; index < 9; index += 1) {
      const wrong = await second.call("POST", "teams/join/", {
        token: joiner.token,
        body: { access_code: "NOPE1234" },
      });
      expect(wrong.status).toBe(400);
    }
    const right = await first.call("POST", "teams/join/", {
      token: joiner.token,
      body: { access_code: team.body.access_code },
    });
    expect(right.status).toBe(200);
    // 9 failures counted, the success taken back: one more wrong code is still evaluated, the 11th attempt is not.
    expect(
      (await second.call("POST", "teams/join/", { token: joiner.token, body: { access_code: "NOPE1234" } })).status,
    ).toBe(400);
    expect(
      (await second.call("POST", "teams/join/", { token: joiner.token, body: { access_code: "NOPE1234" } })).status,
    ).toBe(429);
  });
});
