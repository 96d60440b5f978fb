import { MESSAGES } from "../../contract/messages";
import { participant, startHarness, type Harness, type Participant } from "./support/harness";

jest.setTimeout(60_000);

let api: Harness;
let who: Participant;

beforeAll(async () => {
  api = await startHarness();
  who = await participant(api);
  // The only team in this fresh database, so teams/1/ below is the caller's own team.
  const team = await api.call<{ id: number }>("POST", "teams/create/", {
    token: who.token,
    body: { event: 1, team_name: "Own Team" },
  });
  expect(team.body.id).toBe(1);
});
afterAll(() => api.close());

async function snapshot() {
  const tables = ["users", "teams", "team_members", "api_tokens", "handles"];
  const counts = await Promise.all(
    tables.map(
      async (table) => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n,
    ),
  );
  const profile = await api.call("GET", "profile/", { token: who.token });
  return { counts, profile: profile.body };
}

const WRITES = [
  ["POST", "login/"],
  ["POST", "register/"],
  ["PUT", "profile/"],
  ["PUT", "profile/handles/"],
  ["POST", "teams/create/"],
  ["POST", "teams/join/"],
  ["POST", "teams/1/remove/"],
] as const;

describe("bad input never reaches a 500 and changes nothing", () => {
  it.each(WRITES)("%s %s: malformed JSON is a 400 with a detail", async (method, path) => {
    const before = await snapshot();
    const reply = await api.call<{ detail: string }>(method, path, { token: who.token, payload: '{"event": 1,' });
    expect(reply.status).toBe(400);
    expect(reply.body.detail).toMatch(/^JSON parse error/);
    expect(await snapshot()).toEqual(before);
  });

  it.each(WRITES)("%s %s: a list, a string or null instead of an object is a 400", async (method, path) => {
    const before = await snapshot();
    for (const [payload, kind] of [
      ["[1, 2]", "list"],
      ['"text"', "string"],
      ["null", "null"],
    ]) {
      const reply = await api.call(method, path, { token: who.token, payload });
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${kind}.`] });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each(WRITES)("%s %s: a body over the limit is a 413 with a detail", async (method, path) => {
    const before = await snapshot();
    const reply = await api.call(method, path, {
      token: who.token,
      payload: JSON.stringify({ team_name: "x".repeat(70 * 1024) }),
    });
    expect(reply).toEqual({ status: 413, body: { detail: "Request body is too large (limit 65536 bytes)." } });
    expect(await snapshot()).toEqual(before);
  });

  it("answers a body that is not JSON with 415 and an empty body with the missing fields", async () => {
    const reply = await api.call("POST", "teams/join/", {
      token: who.token,
      payload: "access_code=ABC",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(reply).toEqual({
      status: 415,
      body: { detail: 'Unsupported media type "application/x-www-form-urlencoded" in request.' },
    });
    expect(await api.call("POST", "teams/join/", { token: who.token, payload: "" })).toEqual({
      status: 400,
      body: { access_code: [MESSAGES.required] },
    });
  });

  it("rejects over-long strings and out-of-range numbers with field errors", async () => {
    const before = await snapshot();
    expect(
      await api.call("POST", "teams/create/", {
        token: who.token,
        body: { event: 2 ** 40, team_name: "y".repeat(51) },
      }),
    ).toEqual({
      status: 400,
      body: {
        event: ["Ensure this value is less than or equal to 2147483647."],
        team_name: ["Ensure this field has no more than 50 characters."],
      },
    });
    expect(
      await api.call("POST", "teams/create/", { token: who.token, body: { event: 1.5, team_name: "Decimal" } }),
    ).toEqual({ status: 400, body: { event: ["A valid integer is required."] } });
    expect(await snapshot()).toEqual(before);
  });

  it("answers unknown paths and methods with a 404 detail", async () => {
    expect(await api.call("GET", "nowhere/")).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
    expect(await api.call("GET", "teams/create/")).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
  });
});

describe("CORS", () => {
  it("allows the web app's origin with the Authorization header and no other origin", async () => {
    const preflight = (origin: string) =>
      fetch(`${api.url}events/`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "authorization,content-type",
        },
      });
    const allowed = await preflight("http://127.0.0.1:3000");
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:3000");
    expect(allowed.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    const other = await preflight("https://attacker.example.org");
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
  });
});
