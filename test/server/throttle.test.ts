import { NO_THROTTLE } from "../../server/src/http/throttle";
import { parseRate } from "../../server/src/lib/rates";
import { teamEvents } from "../support/seedEvents";
import { createEmulatorUser } from "./support/emulatorUsers";
import { emulatorHost, eventIdsBySlug, participant, startHarness, type Harness } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

// Day-long windows: a window never rolls over in the middle of a test.
const LIMITS = {
  throttle: {
    ...NO_THROTTLE,
    login: { limit: 3, seconds: 86_400 },
    register: null,
    signInFailures: { limit: 2, seconds: 86_400 },
    joinFailuresPerUser: { limit: 3, seconds: 86_400 },
    joinFailuresPerAddress: { limit: 5, seconds: 86_400 },
    teamLookup: null,
  },
};

let api: Harness;
/** A second API process on the same database: the counters are shared. */
let other: Harness;
beforeAll(async () => {
  api = await startHarness(LIMITS);
  other = await startHarness(LIMITS, undefined, { sameDatabaseAs: api });
});
afterAll(async () => {
  await other.close();
  await api.close();
});

const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds?\.$/;

async function rawPost(harness: Harness, path: string, body: unknown, token?: string) {
  const response = await fetch(harness.url + path, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "http://127.0.0.1:3000",
      ...(token ? { Authorization: `Token ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    // The web app (another origin) may read Retry-After.
    exposed: response.headers.get("access-control-expose-headers"),
    body: await response.json(),
  };
}

function expectThrottled(reply: {
  status: number;
  retryAfter: string | null;
  exposed: string | null;
  body: { detail?: string };
}) {
  expect(reply.status).toBe(429);
  // The app reads Retry-After (and the request id its error toasts show): both are exposed to it.
  expect(reply.exposed).toBe("Retry-After, X-Request-Id");
  const seconds = THROTTLED.exec(reply.body.detail ?? "")?.[1];
  expect(seconds).toBeDefined();
  expect(reply.retryAfter).toBe(seconds);
  expect(Number(seconds)).toBeGreaterThan(0);
  expect(Number(seconds)).toBeLessThanOrEqual(86_400);
}

it("throttles login/ per client address across API processes", async () => {
  const statuses = [];
  for (const harness of [api, other, api]) {
    statuses.push((await rawPost(harness, "login/", { id_token: "not.a.token" })).status);
  }
  expect(statuses).toEqual([400, 400, 400]);
  expectThrottled(await rawPost(other, "login/", { id_token: "not.a.token" }));
});

describe("after the account is known", () => {
  it("throttles an account's failed sign-ins, then refuses it even with a valid ID token", async () => {
    const user = await createEmulatorUser(emulatorHost());
    const register = { id_token: user.idToken, first_name: "Ada", applied_referral_code: "NOSUCHCODE" };
    expect((await rawPost(api, "register/", register)).status).toBe(400);
    expect((await rawPost(other, "register/", register)).status).toBe(400);
    expectThrottled(await rawPost(api, "register/", { ...register, applied_referral_code: "" }));
    // Another account is not affected.
    const stranger = await createEmulatorUser(emulatorHost());
    expect((await rawPost(api, "register/", { id_token: stranger.idToken, first_name: "Bo" })).status).toBe(200);
  });
});

it("counts wrong join codes per user and per address, across API processes; right codes are not counted", async () => {
  const { [teamEvent]: teamEventId } = await eventIdsBySlug(api);
  const [guesser, otherGuesser, honest, lead] = [
    await participant(api),
    await participant(api),
    await participant(api),
    await participant(api),
  ];
  const team = await api.call<{ access_code: string }>("POST", "teams/create/", {
    token: lead.token,
    body: { event: teamEventId, team_name: "Guarded" },
  });
  const wrong = { access_code: "WRONGCODE7" };
  for (const harness of [api, other, api]) {
    expect((await rawPost(harness, "teams/join/", wrong, guesser.token)).body).toEqual({
      access_code: ["Invalid Access Code"],
    });
  }
  // The user's limit: refused even with the right code.
  expectThrottled(await rawPost(other, "teams/join/", team.body, guesser.token));
  // The address's limit (5): two more wrong codes from another user at the same address.
  for (const harness of [other, api]) {
    expect((await rawPost(harness, "teams/join/", wrong, otherGuesser.token)).status).toBe(400);
  }
  expectThrottled(await rawPost(api, "teams/join/", team.body, honest.token));
});

describe("rates in the configuration", () => {
  it.each([
    ["10/min", { limit: 10, seconds: 60 }],
    ["5/hour", { limit: 5, seconds: 3600 }],
    ["3/10s", { limit: 3, seconds: 10 }],
    ["off", null],
  ])("reads %s", (value, rate) => {
    expect(parseRate(value)).toEqual(rate);
  });

  it.each(["10", "ten/min", "0/min", "5/fortnight"])("refuses %s", (value) => {
    expect(() => parseRate(value)).toThrow(/is not a rate/);
  });
});
