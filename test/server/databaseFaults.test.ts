import pg from "pg";
import { hashToken } from "../../server/src/lib/tokens";
import { type ApiProcess, startApiProcess } from "./support/apiProcess";
import { createEmulatorUser, uniqueEmail } from "./support/emulatorUsers";
import { emulatorHost } from "./support/harness";
import { startThrowawayPostgres, throwawayPostgresMissing, type ThrowawayPostgres } from "./support/throwawayPostgres";

// Issue 30, item 1: the API as operators run it (`npm run start:api`, one worker, production) on a PostgreSQL server
// of the test's own, which the test ends the connections of, then stops for 10 s and starts again under write load.
const missing = throwawayPostgresMissing();
if (missing) console.warn(`Skipping the database fault tests: ${missing}`);
const withPostgres = missing ? describe.skip : describe;

jest.setTimeout(120_000);

interface Outcome {
  path: string;
  status: number | null;
  ms: number;
  retryAfter: string | null;
  body: unknown;
  /** A refused connection, a reset or a request that got no answer within 10 s. */
  failure?: string;
  at: number;
}

let postgres: ThrowawayPostgres;
let api: ApiProcess;

/** One call, timed; a refused connection, a reset or no answer within 10 s is a failure, not a throw. */
async function call(method: string, url: string, body?: unknown, token?: string): Promise<Outcome> {
  const started = Date.now();
  try {
    const answer = await api.request(method, url, body, token);
    return { ...answer, path: url, ms: Date.now() - started, at: started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return {
      path: url,
      status: null,
      ms: Date.now() - started,
      retryAfter: null,
      body: null,
      failure: cause?.code ?? String(error),
      at: started,
    };
  }
}

/** Polls `url` until it answers 200; resolves with the milliseconds that took (rejects past `withinMs` * 5). */
async function msUntilOk(url: string, token?: string, withinMs = 2_000): Promise<number> {
  const started = Date.now();
  for (;;) {
    const outcome = await call("GET", url, undefined, token);
    if (outcome.status === 200) return Date.now() - started;
    if (Date.now() - started > withinMs * 5) {
      throw new Error(`${url} still answers ${outcome.status ?? outcome.failure}: ${JSON.stringify(outcome.body)}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function admin<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

withPostgres("the API when its PostgreSQL goes away", () => {
  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    api = await startApiProcess({ DATABASE_URL: postgres.url });
  });

  afterAll(async () => {
    await api?.stop();
    await postgres?.destroy();
  });

  async function signedInUser(): Promise<{ idToken: string; token: string }> {
    const user = await createEmulatorUser(emulatorHost(), uniqueEmail("faults"), undefined, { verified: true });
    const registered = await call("POST", "register/", {
      id_token: user.idToken,
      first_name: "Fault",
      last_name: "Tester",
      applied_referral_code: "",
      g_recaptcha_response: "",
    });
    expect(registered.status).toBe(200);
    return { idToken: user.idToken, token: (registered.body as { token: string }).token };
  }

  /** Signed-in reads and logins (each a transaction writing a new token) from `clients` loops until stopped. */
  function writeLoad(idToken: string, token: string, clients = 6) {
    const outcomes: Outcome[] = [];
    const acknowledged: string[] = [];
    let running = true;
    const loops = Array.from({ length: clients }, async (_, index) => {
      while (running) {
        if (index % 2 === 0) {
          const login = await call("POST", "login/", { id_token: idToken });
          outcomes.push(login);
          if (login.status === 200) acknowledged.push((login.body as { token: string }).token);
        } else {
          outcomes.push(await call("GET", "events/", undefined, token));
        }
      }
    });
    return {
      outcomes,
      acknowledged,
      stop: async () => {
        running = false;
        await Promise.all(loops);
      },
    };
  }

  it("lives through every connection being ended by the server, answering events/ within 2 s", async () => {
    const { idToken, token } = await signedInUser();
    const load = writeLoad(idToken, token);
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const ended = await admin<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity, pg_terminate_backend(pid)
         WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      expect(ended.length).toBeGreaterThan(0);
      expect(await msUntilOk("events/", token)).toBeLessThanOrEqual(2_000);
    } finally {
      await load.stop();
    }
    expect(api.exitCode()).toBeNull();
    const refused = load.outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503);
    expect(refused).toEqual([]);
    // Every connection ended again, now all idle: the pool replaces them and the process stays.
    await admin(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid()",
    );
    expect(await msUntilOk("events/", token)).toBeLessThanOrEqual(2_000);
    expect(api.exitCode()).toBeNull();
  });

  it("answers 503 with Retry-After within 5 s while PostgreSQL is stopped for 10 s, and loses no acknowledged write", async () => {
    const { idToken, token } = await signedInUser();
    const load = writeLoad(idToken, token);
    let backAt = 0;
    try {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await postgres.stop("fast");
      const stoppedAt = Date.now();
      const ready = await call("GET", "health/ready/");
      expect(ready).toMatchObject({ status: 503, retryAfter: expect.stringMatching(/^\d+$/) });
      expect((await call("GET", "health/live/")).status).toBe(200);
      // The outage lasts 10 s (the scenario of issue 30), under load all along.
      await new Promise((resolve) => setTimeout(resolve, 10_000 - (Date.now() - stoppedAt)));
      await postgres.start();
      backAt = Date.now();
      expect(await msUntilOk("events/", token)).toBeLessThanOrEqual(2_000);
      expect(await msUntilOk("health/ready/")).toBeLessThanOrEqual(2_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      await load.stop();
    }
    expect(api.exitCode()).toBeNull();
    const { outcomes, acknowledged } = load;
    // Never a 500, a refused or reset connection or a hang: 200, or 503 with a detail and Retry-After, within 5 s.
    expect(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)).toEqual([]);
    const unavailable = outcomes.filter((outcome) => outcome.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const outcome of unavailable) {
      expect(outcome.retryAfter).toMatch(/^\d+$/);
      expect(outcome.body).toEqual({ detail: expect.stringMatching(/database/) });
    }
    expect(outcomes.filter((outcome) => outcome.ms > 5_000)).toEqual([]);
    // Requests sent 2 s after the database was back all succeeded.
    expect(outcomes.filter((outcome) => outcome.at > backAt + 2_000 && outcome.status !== 200)).toEqual([]);
    // Every login the API acknowledged wrote its token, and it works.
    expect(acknowledged.length).toBeGreaterThan(0);
    const stored = await admin<{ n: number }>("SELECT count(*)::int AS n FROM api_tokens WHERE key_hash = ANY($1)", [
      acknowledged.map(hashToken),
    ]);
    expect(stored[0].n).toBe(acknowledged.length);
  });
});
