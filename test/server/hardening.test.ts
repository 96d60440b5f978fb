import { connect } from "node:net";
import { MESSAGES } from "../../contract/messages";
import { buildApp } from "../../server/src/app";
import { openDb } from "../../server/src/db/open";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { teamEvents } from "../support/seedEvents";
import { createEmulatorUser, uniqueEmail } from "./support/emulatorUsers";
import {
  emulatorHost,
  eventIdsBySlug,
  participant,
  startHarness,
  type Harness,
  type Participant,
} from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

const logLines: string[] = [];
let api: Harness;
let who: Participant;
beforeAll(async () => {
  api = await startHarness(
    { timeouts: { requestMs: 600, keepAliveMs: 600 } },
    { write: (line) => logLines.push(line) },
  );
  who = await participant(api);
});
afterAll(() => api.close());

const NUL = "\u0000";

describe("a NUL character in a string", () => {
  it.each([
    ["login/", { id_token: `abc${NUL}def` }, "id_token"],
    ["register/", { id_token: "x.y.z", first_name: `Ada${NUL}` }, "first_name"],
    ["teams/create/", { event: 1, team_name: `Team${NUL}Name` }, "team_name"],
    ["teams/join/", { access_code: `ABC${NUL}DEFGH` }, "access_code"],
  ])("POST %s: a 400 field error", async (path, body, field) => {
    const reply = await api.call("POST", path, { token: who.token, body });
    expect(reply).toEqual({ status: 400, body: { [field]: ["Null characters are not allowed."] } });
  });

  it("PUT profile/: a 400 field error, nothing in the log about the values", async () => {
    const email = uniqueEmail("nul");
    const user = await createEmulatorUser(emulatorHost(), email);
    const registered = await api.call<{ token: string }>("POST", "register/", {
      body: { id_token: user.idToken, first_name: `Ada${NUL}` },
    });
    expect(registered.status).toBe(400);
    const reply = await api.call("PUT", "profile/", { token: who.token, body: { name: `Ada${NUL}` } });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ name: ["Null characters are not allowed."] });
    expect(logLines.join("\n")).not.toContain(email);
    expect(logLines.join("\n")).not.toContain(user.uid);
  });
});

describe("a web address in a name (issue 37: names are written into the festival's mail)", () => {
  const refused = (field: string) => ({ status: 400, body: { [field]: [MESSAGES.nameWithAddress] } });

  it("is refused in register/'s names, the profile's name and a team name, with a field error", async () => {
    const user = await createEmulatorUser(emulatorHost(), uniqueEmail("address"));
    const register = (names: Record<string, string>) =>
      api.call("POST", "register/", { body: { id_token: user.idToken, applied_referral_code: "", ...names } });
    expect(await register({ first_name: "unlock at https://evil.test/unlock" })).toEqual(refused("first_name"));
    expect(await register({ first_name: "Ada", last_name: "WWW.evil.test" })).toEqual(refused("last_name"));
    const profile = await api.call("PUT", "profile/", {
      token: who.token,
      body: { ...COMPLETE_PROFILE, name: "Ada, see ftp://evil.test" },
    });
    expect(profile).toEqual(refused("name"));
    const team = await api.call("POST", "teams/create/", {
      token: who.token,
      body: { event: (await eventIdsBySlug(api))[teamEvent], team_name: "www.evil.test" },
    });
    expect(team).toEqual(refused("team_name"));
    // Dots, colons and slashes elsewhere stay allowed.
    expect((await register({ first_name: "A. Kumar", last_name: "S/O R: Iyer" })).status).toBe(200);
  });
});

describe("a database error's log line", () => {
  it("keeps the code, message and constraint, never the statement's parameters", async () => {
    const db = await openDb({});
    const lines: string[] = [];
    const app = await buildApp(
      {
        db,
        identity: { verify: async () => null, close: async () => undefined },
        config: { corsOrigins: [], recaptcha: undefined, bodyLimit: 1024, throttle: NO_THROTTLE },
      },
      { logLevel: "info", logStream: { write: (line) => lines.push(line) } },
    );
    const secret = "private.person@example.org";
    app.get("/fails/", async () => db.query("SELECT $1::int AS n", [secret]));
    const url = await app.listen({ port: 0, host: "127.0.0.1" });
    const reply = await fetch(`${url}/fails/`);
    const body: unknown = await reply.json();
    await app.close();
    await db.close();
    expect({ status: reply.status, body }).toEqual({ status: 500, body: { detail: "A server error occurred." } });
    const failure = lines.map((line) => JSON.parse(line)).find((line) => line.msg === "request failed");
    expect(failure.error).toMatchObject({
      type: "DatabaseError",
      code: "22P02",
      message: 'invalid input syntax for type integer: "…"',
    });
    expect(lines.join("\n")).not.toContain(secret);
  });
});

describe("errors raised before any route runs", () => {
  async function raw(path: string, init: RequestInit = {}) {
    const response = await fetch(api.url + path, init);
    return {
      status: response.status,
      nosniff: response.headers.get("x-content-type-options"),
      body: (await response.json()) as unknown,
    };
  }

  it.each([
    ["a URL too long", `profile/?q=${"a".repeat(20_000)}`, {}, 431],
    ["a header too large", "events/", { headers: { "X-Padding": "a".repeat(20_000) } }, 431],
    ["bad percent-encoding", "teams/%E0%A4%A/remove/", { method: "POST" }, 400],
    [
      "an unsupported media type",
      "login/",
      { method: "POST", headers: { "Content-Type": "application/xml" }, body: "<x/>" },
      415,
    ],
    [
      "a body too large",
      "login/",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: `"${"x".repeat(70_000)}"` },
      413,
    ],
    ["malformed JSON", "login/", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }, 400],
  ] as Array<[string, string, RequestInit, number]>)(
    "%s: a JSON body with a detail",
    async (_label, path, init, status) => {
      const reply = await raw(path, init);
      expect(reply).toEqual({ status, nosniff: "nosniff", body: { detail: expect.any(String) } });
    },
  );
});

describe("response headers", () => {
  async function headersOf(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(api.url + path, {
      method,
      headers: { ...(token ? { Authorization: `Token ${token}` } : {}), "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    await response.arrayBuffer();
    return { nosniff: response.headers.get("x-content-type-options"), cache: response.headers.get("cache-control") };
  }

  it("marks answers with personal data no-store, and every answer nosniff", async () => {
    const personal = { nosniff: "nosniff", cache: "no-store" };
    expect(await headersOf("GET", "profile/", who.token)).toEqual(personal);
    expect(await headersOf("GET", "events/", who.token)).toEqual(personal);
    expect(await headersOf("GET", "certificates/", who.token)).toEqual(personal);
    expect(await headersOf("GET", "profile/handles/", who.token)).toEqual(personal);
    expect(await headersOf("POST", "login/", undefined, { id_token: who.idToken })).toEqual(personal);
    expect(await headersOf("POST", "register/", undefined, { id_token: who.idToken, first_name: "A" })).toEqual(
      personal,
    );
    // The public list holds no personal data: caches keep it and ask again with its ETag (docs/content.md).
    expect(await headersOf("GET", "events/")).toEqual({ nosniff: "nosniff", cache: "no-cache" });
    expect(await headersOf("GET", "leaderboard/")).toEqual({ nosniff: "nosniff", cache: null });
    expect((await headersOf("GET", "no-such-path/")).nosniff).toBe("nosniff");
  });
});

describe("slow clients", () => {
  it("cuts off a client that sends its body slowly", async () => {
    const address = new URL(api.url);
    const socket = connect(Number(address.port), address.hostname);
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("error", () => undefined);
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      "POST /api/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{",
    );
    let sent = 1;
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < 199) {
        socket.write(" ");
        sent += 1;
      }
    }, 100);
    await closed;
    clearInterval(drip);
    // Cut off long before the body's 200 bytes could arrive at this pace (20 s).
    expect(sent).toBeLessThan(100);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received).toContain('{"detail":"Request timed out."}');
  });
});
