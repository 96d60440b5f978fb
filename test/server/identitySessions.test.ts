import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { buildApp } from "../../server/src/app";
import { canLookUpAccounts, firebaseVerifier } from "../../server/src/auth/identity";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { deleteAccount, signIn as providerSignIn, updateAccount } from "./support/emulatorUsers";
import { emulatorHost, participant, startHarness, type Harness } from "./support/harness";

jest.setTimeout(60_000);

/** Accounts are looked up again at most every RECHECK_SECONDS per user. */
const RECHECK_SECONDS = 2;

let api: Harness;
beforeAll(async () => {
  api = await startHarness({ identityRecheckSeconds: RECHECK_SECONDS });
});
afterAll(() => api.close());

const INVALID = { status: 401, body: { detail: "Invalid token." } };

/** Calls `path` with the token until it answers 401 (or `withinMs` passes); the time it took. */
async function msUntilRefused(token: string, path = "profile/", withinMs = 10_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const reply = await api.call("GET", path, { token });
    if (reply.status === 401) {
      expect(reply).toEqual(INVALID);
      return Date.now() - started;
    }
    expect(reply.status).toBe(200);
    if (Date.now() - started > withinMs) throw new Error(`${path} still answers 200 after ${withinMs} ms`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function login(idToken: string, userAgent?: string): Promise<string> {
  const reply = await api.call<{ token: string }>("POST", "login/", {
    body: { id_token: idToken },
    headers: userAgent ? { "User-Agent": userAgent } : {},
  });
  expect(reply.status).toBe(200);
  return reply.body.token;
}

describe("sessions end with the identity", () => {
  it("ends every token of an account disabled at the provider, within the re-check bound, with no login/", async () => {
    const who = await participant(api);
    const other = await login(who.idToken);
    expect((await api.call("GET", "profile/", { token: who.token })).status).toBe(200);
    await updateAccount(emulatorHost(), who.uid, { disableUser: true });
    const took = await msUntilRefused(who.token);
    expect(took).toBeLessThan((RECHECK_SECONDS + 3) * 1000);
    expect(await api.call("GET", "profile/", { token: other })).toEqual(INVALID);
    // The busiest read checks its token in its own statement: the same holds there.
    expect(await api.call("GET", "events/", { token: other })).toEqual(INVALID);
  });

  it("ends every token of an account deleted at the provider, on events/ too", async () => {
    const who = await participant(api);
    expect((await api.call("GET", "events/", { token: who.token })).status).toBe(200);
    await deleteAccount(emulatorHost(), who.uid);
    expect(await msUntilRefused(who.token, "events/")).toBeLessThan((RECHECK_SECONDS + 3) * 1000);
  });

  it("ends the tokens issued before a password change, and not the one signed in with the new password", async () => {
    const who = await participant(api);
    const bystander = await participant(api);
    // The provider counts revocations in whole seconds: the change lands in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await updateAccount(emulatorHost(), who.uid, { password: "a-new-password-8" });
    const renewed = await login(await providerSignIn(emulatorHost(), who.email, "a-new-password-8"));
    await msUntilRefused(who.token);
    expect((await api.call("GET", "profile/", { token: renewed })).status).toBe(200);
    expect((await api.call("GET", "profile/", { token: bystander.token })).status).toBe(200);
  });

  it("asks the provider at most once per bound: a change is noticed only when the last lookup is that old", async () => {
    const who = await participant(api);
    // This use looks the account up (active): the next lookup for this user is due RECHECK_SECONDS later.
    expect((await api.call("GET", "profile/", { token: who.token })).status).toBe(200);
    const lookedUpAt = Date.now();
    await updateAccount(emulatorHost(), who.uid, { disableUser: true });
    await msUntilRefused(who.token);
    expect(Date.now() - lookedUpAt).toBeGreaterThanOrEqual(RECHECK_SECONDS * 1000 - 200);
  });

  it("ends nothing while the provider cannot be reached, and ends the token once it answers again", async () => {
    // The API asks the provider through a relay that can drop every connection: an outage of the provider.
    let reachable = true;
    const [host, port] = emulatorHost().split(":");
    const open = new Set<Socket>();
    const relay = createServer((socket) => {
      if (!reachable) return socket.destroy();
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      const upstream = connect(Number(port), host);
      socket.pipe(upstream).pipe(socket);
      upstream.on("error", () => socket.destroy());
      socket.on("error", () => upstream.destroy());
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const address = relay.address() as AddressInfo;
    const emulator = emulatorHost();
    // The Admin SDK fixes the emulator's address at an app's first lookup: the relayed API makes it while the
    // variable names the relay.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = `127.0.0.1:${address.port}`;
    const relayed = await startHarness({ identityRecheckSeconds: RECHECK_SECONDS }, undefined, { sameDatabaseAs: api });
    try {
      const who = await participant(relayed);
      expect((await relayed.call("GET", "profile/", { token: who.token })).status).toBe(200);
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
      reachable = false;
      for (const socket of open) socket.destroy();
      await updateAccount(emulatorHost(), who.uid, { disableUser: true });
      const until = Date.now() + (RECHECK_SECONDS + 1) * 1000;
      let calls = 0;
      while (Date.now() < until) {
        expect((await relayed.call("GET", "profile/", { token: who.token })).status).toBe(200);
        calls += 1;
      }
      expect(calls).toBeGreaterThan(1);
      reachable = true;
      // Asked again within the retry delay after a failed lookup (30 s, or the bound when shorter).
      const started = Date.now();
      for (;;) {
        const reply = await relayed.call("GET", "profile/", { token: who.token });
        if (reply.status === 401) break;
        expect(reply.status).toBe(200);
        expect(Date.now() - started).toBeLessThan((RECHECK_SECONDS + 3) * 1000);
        await new Promise((resolve) => setImmediate(resolve));
      }
    } finally {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator;
      await relayed.close();
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => relay.close(resolve));
    }
  });
});

describe("the session list (ASVS V3.3.4)", () => {
  const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
  const CHROME_ANDROID =
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";

  it("lists the caller's sessions with browser and times, ends one, then all others", async () => {
    const who = await participant(api);
    const stranger = await participant(api);
    const firefox = await login(who.idToken, FIREFOX);
    const phone = await login(who.idToken, CHROME_ANDROID);
    const listed = await api.call<Array<Record<string, unknown>>>("GET", "sessions/", { token: firefox });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(3);
    const mine = listed.body.find((session) => session.current === true);
    expect(mine).toMatchObject({ browser: "Firefox on Linux", current: true });
    expect(listed.body.filter((session) => session.current)).toHaveLength(1);
    expect(listed.body.map((session) => session.browser)).toEqual(
      expect.arrayContaining(["Chrome on Android", "Firefox on Linux"]),
    );
    for (const session of listed.body) {
      expect(Date.parse(String(session.signed_in_at))).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(String(session.last_used_at))).toBeGreaterThan(Date.now() - 120_000);
      expect(JSON.stringify(session)).not.toContain(firefox);
    }
    const phoneSession = listed.body.find((session) => session.browser === "Chrome on Android");
    // Someone else cannot end it, nor see it.
    expect((await api.call("DELETE", `sessions/${String(phoneSession?.id)}/`, { token: stranger.token })).status).toBe(
      404,
    );
    expect((await api.call<unknown[]>("GET", "sessions/", { token: stranger.token })).body).toHaveLength(1);
    expect((await api.call("GET", "profile/", { token: phone })).status).toBe(200);
    expect(await api.call("DELETE", `sessions/${String(phoneSession?.id)}/`, { token: firefox })).toEqual({
      status: 204,
      body: null,
    });
    expect(await api.call("GET", "profile/", { token: phone })).toEqual(INVALID);
    expect((await api.call("GET", "profile/", { token: who.token })).status).toBe(200);

    expect(await api.call("POST", "sessions/end-others/", { token: firefox })).toEqual({ status: 204, body: null });
    expect(await api.call("GET", "profile/", { token: who.token })).toEqual(INVALID);
    const left = await api.call<Array<{ current: boolean }>>("GET", "sessions/", { token: firefox });
    expect(left.body).toEqual([expect.objectContaining({ current: true, browser: "Firefox on Linux" })]);
    expect((await api.call("GET", "profile/", { token: stranger.token })).status).toBe(200);
  });

  it("answers 404 for a session id that is not a session", async () => {
    const who = await participant(api);
    expect((await api.call("DELETE", "sessions/not-an-id/", { token: who.token })).status).toBe(404);
    expect(
      (await api.call("DELETE", "sessions/00000000-0000-4000-8000-000000000000/", { token: who.token })).status,
    ).toBe(404);
  });
});

describe("a server without credentials for lookups", () => {
  it("needs them only against the real provider", () => {
    expect(canLookUpAccounts({})).toBe(false);
    expect(canLookUpAccounts({ GOOGLE_APPLICATION_CREDENTIALS: "/etc/codefest/service-account.json" })).toBe(true);
    expect(canLookUpAccounts({ FIREBASE_AUTH_EMULATOR_HOST: "127.0.0.1:9099" })).toBe(true);
    expect(canLookUpAccounts({ FIREBASE_LOOKUPS: "1" })).toBe(true);
  });

  it("still starts, says once that sessions end only with their own life, and keeps tokens working", async () => {
    const lines: string[] = [];
    const identity = firebaseVerifier("demo-codefest", { lookups: false });
    const app = await buildApp(
      {
        db: api.db,
        identity,
        config: { corsOrigins: [], recaptcha: undefined, bodyLimit: 64 * 1024, throttle: NO_THROTTLE },
      },
      { logLevel: "info", logStream: { write: (line) => void lines.push(line) } },
    );
    try {
      const who = await participant(api);
      await updateAccount(emulatorHost(), who.uid, { disableUser: true });
      for (let call = 0; call < 3; call += 1) {
        const reply = await app.inject({
          method: "GET",
          url: "/api/profile/",
          headers: { authorization: `Token ${who.token}` },
        });
        expect(reply.statusCode).toBe(200);
      }
      const warnings = lines.filter((line) => line.includes("identity lookups are off"));
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain("sessions end only with their own life");
    } finally {
      await app.close();
      await identity.close();
    }
  });
});
