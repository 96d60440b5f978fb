import { createHash, randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import { migrate } from "../../server/src/db/migrations";
import { openDb } from "../../server/src/db/open";
import { scheduleSweeps, sweepEndedRows } from "../../server/src/services/housekeeping";
import { createEmulatorUser } from "./support/emulatorUsers";
import { emulatorHost, participant, startHarness, type Harness } from "./support/harness";

jest.setTimeout(60_000);

let api: Harness;
/** A second API process on the same database (its own pool on PostgreSQL). */
let other: Harness;
beforeAll(async () => {
  api = await startHarness();
  other = await startHarness({}, undefined, { sameDatabaseAs: api });
});
afterAll(async () => {
  await other.close();
  await api.close();
});

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

async function signIn(idToken: string, harness = api): Promise<string> {
  const reply = await harness.call<{ token: string }>("POST", "login/", { body: { id_token: idToken } });
  expect(reply.status).toBe(200);
  return reply.body.token;
}

const profileStatus = async (token: string, harness = api) => (await harness.call("GET", "profile/", { token })).status;

describe("sessions", () => {
  it("gives each sign-in a token of its own and stores only the tokens' hashes", async () => {
    const who = await participant(api);
    const second = await signIn(who.idToken);
    expect(second).not.toBe(who.token);
    expect(await profileStatus(who.token)).toBe(200);
    expect(await profileStatus(second)).toBe(200);
    const { rows } = await api.db.query<{ key_hash: string }>("SELECT key_hash FROM api_tokens WHERE user_id = $1", [
      who.userId,
    ]);
    expect(rows.map((row) => row.key_hash).sort()).toEqual([sha256(who.token), sha256(second)].sort());
  });

  it("logout/ ends the calling token only, at once, in every API process", async () => {
    const who = await participant(api);
    const kept = await signIn(who.idToken, other);
    expect(await profileStatus(who.token, other)).toBe(200);
    const reply = await api.call("POST", "logout/", { token: who.token });
    expect(reply).toEqual({ status: 204, body: null });
    for (const harness of [api, other]) {
      expect(await harness.call("GET", "profile/", { token: who.token })).toEqual({
        status: 401,
        body: { detail: "Invalid token." },
      });
      expect((await harness.call("GET", "events/", { token: who.token })).status).toBe(401);
      expect(await profileStatus(kept, harness)).toBe(200);
    }
  });

  it("logout/all/ ends every token of the caller and no one else's", async () => {
    const who = await participant(api);
    const bystander = await participant(api);
    const tokens = [who.token, await signIn(who.idToken), await signIn(who.idToken, other)];
    expect(await other.call("POST", "logout/all/", { token: tokens[1] })).toEqual({ status: 204, body: null });
    for (const token of tokens) {
      expect(await api.call("GET", "profile/", { token })).toEqual({ status: 401, body: { detail: "Invalid token." } });
    }
    expect(await profileStatus(bystander.token)).toBe(200);
  });

  it("refuses logout without a token", async () => {
    expect(await api.call("POST", "logout/")).toEqual({
      status: 401,
      body: { detail: "Authentication credentials were not provided." },
    });
  });

  it("ends a token unused for 30 days", async () => {
    const who = await participant(api);
    await api.db.query("UPDATE api_tokens SET last_used_at = now() - interval '30 days 1 minute' WHERE key_hash = $1", [
      sha256(who.token),
    ]);
    expect(await api.call("GET", "profile/", { token: who.token })).toEqual({
      status: 401,
      body: { detail: "Invalid token." },
    });
  });

  it("notes a token's use, at most once a minute", async () => {
    const who = await participant(api);
    const setLastUse = (ago: string) =>
      api.db.query(`UPDATE api_tokens SET last_used_at = now() - interval '${ago}' WHERE key_hash = $1`, [
        sha256(who.token),
      ]);
    const secondsSinceUse = async () => {
      const { rows } = await api.db.query<{ s: number }>(
        "SELECT extract(epoch FROM now() - last_used_at)::int AS s FROM api_tokens WHERE key_hash = $1",
        [sha256(who.token)],
      );
      return rows[0].s;
    };
    await setLastUse("29 days");
    expect(await profileStatus(who.token)).toBe(200);
    expect(await secondsSinceUse()).toBeLessThan(60);
    await setLastUse("30 seconds");
    expect(await profileStatus(who.token)).toBe(200);
    expect(await secondsSinceUse()).toBeGreaterThanOrEqual(29);
  });
});

describe("the sweep of ended rows", () => {
  const ageToken = (token: string, ago: string) =>
    api.db.query(`UPDATE api_tokens SET last_used_at = now() - interval '${ago}' WHERE key_hash = $1`, [sha256(token)]);
  const tokenRows = async (tokens: string[]) =>
    (
      await api.db.query<{ key_hash: string }>("SELECT key_hash FROM api_tokens WHERE key_hash = ANY($1::text[])", [
        tokens.map(sha256),
      ])
    ).rows.map((row) => row.key_hash);
  const counterKeys = async (keys: string[]) =>
    (
      await api.db.query<{ key: string }>("SELECT key FROM throttle_counters WHERE key = ANY($1::text[])", [keys])
    ).rows.map((row) => row.key);
  const addCounter = (key: string, ago: string) =>
    api.db.query(`INSERT INTO throttle_counters (key, window_start, count) VALUES ($1, now() - interval '${ago}', 1)`, [
      key,
    ]);

  it("deletes every user's ended tokens and old throttle counters, and keeps the live ones", async () => {
    const gone = await participant(api);
    const idle = await participant(api);
    await ageToken(gone.token, "31 days");
    await ageToken(idle.token, "29 days");
    const keys = [`sweep-old-${randomUUID()}`, `sweep-new-${randomUUID()}`];
    await addCounter(keys[0], "3 days");
    await addCounter(keys[1], "1 hour");

    const deleted = await sweepEndedRows(api.db);

    expect(deleted.tokens).toBeGreaterThanOrEqual(1);
    expect(deleted.counters).toBeGreaterThanOrEqual(1);
    expect(await tokenRows([gone.token, idle.token])).toEqual([sha256(idle.token)]);
    expect(await counterKeys(keys)).toEqual([keys[1]]);
    expect(await profileStatus(idle.token)).toBe(200);
  });

  it("runs as soon as the server schedules it", async () => {
    const gone = await participant(api);
    await ageToken(gone.token, "31 days");
    const logged: unknown[] = [];
    const log = { info: (details: unknown) => logged.push(details), error: (details: unknown) => logged.push(details) };
    const stop = scheduleSweeps(api.db, log as unknown as FastifyBaseLogger);
    try {
      while ((await tokenRows([gone.token])).length > 0) await new Promise((resolve) => setImmediate(resolve));
    } finally {
      stop();
    }
    expect(await tokenRows([gone.token])).toEqual([]);
  });
});

describe("the sessions migration", () => {
  it("hashes the tokens issued before it, so signed-in users stay signed in", async () => {
    const schema = process.env.DATABASE_URL ? `test_${randomUUID().replace(/-/g, "")}` : undefined;
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    try {
      await migrate(db, 2);
      const { rows } = await db.query<{ id: number }>(
        "INSERT INTO users (uid, referral_code) VALUES ('old-user', 'OLDCODE1') RETURNING id",
      );
      const token = "0123456789abcdef0123456789abcdef01234567";
      await db.query("INSERT INTO api_tokens (key, user_id) VALUES ($1, $2)", [token, rows[0].id]);
      await migrate(db);
      const stored = await db.query<{ user_id: number }>("SELECT user_id FROM api_tokens WHERE key_hash = $1", [
        sha256(token),
      ]);
      expect(stored.rows).toEqual([{ user_id: rows[0].id }]);
    } finally {
      if (schema) await db.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await db.close();
    }
  });
});

it("register/ answers a token that works at once", async () => {
  const user = await createEmulatorUser(emulatorHost());
  const reply = await api.call<{ token: string }>("POST", "register/", {
    body: { id_token: user.idToken, first_name: "Ada", last_name: "", applied_referral_code: "" },
  });
  expect(await profileStatus(reply.body.token, other)).toBe(200);
});
