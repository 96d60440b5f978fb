import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { MESSAGES } from "../../contract/messages";
import { loadConfig } from "../../server/src/config";
import { migrate } from "../../server/src/db/migrations";
import { openDb } from "../../server/src/db/open";
import { seedDemo, seedContent } from "../../server/src/db/seed";
import { createEmulatorUser } from "./support/emulatorUsers";
import { emulatorHost, participant, startHarness } from "./support/harness";

jest.setTimeout(60_000);

/** A stand-in for the bot-check verifier: passes exactly the response "human", and records what it was sent. */
async function fakeVerifier(): Promise<{ url: string; bodies: string[]; server: Server }> {
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      bodies.push(body);
      const passed = new URLSearchParams(body).get("response") === "human";
      response.setHeader("Content-Type", "application/json");
      response.end(JSON.stringify({ success: passed, score: passed ? 0.9 : 0.1 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/verify`,
    bodies,
    server,
  };
}

describe("the bot check at register/", () => {
  it("rejects a failed check with a 400 and registers after a passed one", async () => {
    const verifier = await fakeVerifier();
    const api = await startHarness({ recaptcha: { secret: "test-secret", verifyUrl: verifier.url, minScore: 0.5 } });
    try {
      const user = await createEmulatorUser(emulatorHost());
      const body = (response: string) => ({
        id_token: user.idToken,
        first_name: "Robo",
        last_name: "",
        applied_referral_code: "",
        g_recaptcha_response: response,
      });
      expect(await api.call("POST", "register/", { body: body("bot") })).toEqual({
        status: 400,
        body: { detail: MESSAGES.botCheckFailed },
      });
      expect(await api.call("POST", "register/", { body: body("") })).toMatchObject({ status: 400 });
      expect((await api.call("POST", "register/", { body: body("human") })).status).toBe(200);
      expect(new URLSearchParams(verifier.bodies[0]).get("secret")).toBe("test-secret");
    } finally {
      await api.close();
      verifier.server.close();
    }
  });
});

describe("request logs", () => {
  it("write one JSON line per request with method, path and status, and never the token", async () => {
    const lines: string[] = [];
    const api = await startHarness({}, { write: (line) => lines.push(line) });
    try {
      const who = await participant(api);
      lines.length = 0;
      await api.call("GET", "profile/", { token: who.token });
      await api.call("GET", "events/", { token: who.token });
      // The line is written when the response has finished, which can be just after the client has it.
      for (let wait = 0; lines.length < 2 && wait < 50; wait += 1)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries).toEqual([
        expect.objectContaining({ method: "GET", path: "/api/profile/", status: 200, ms: expect.any(Number) }),
        expect.objectContaining({ method: "GET", path: "/api/events/", status: 200 }),
      ]);
      expect(lines.join("")).not.toContain(who.token);
      expect(lines.join("")).not.toMatch(/authorization/i);
    } finally {
      await api.close();
    }
  });
});

describe("configuration", () => {
  it("has local defaults and names the variable that is wrong", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8000,
      host: "127.0.0.1",
      // `npm start`'s dev server and `npm run preview`'s production build.
      corsOrigins: ["http://127.0.0.1:3000", "http://localhost:3000", "http://127.0.0.1:4173", "http://localhost:4173"],
      firebaseProjectId: "demo-codefest",
      recaptcha: undefined,
      bodyLimit: 65536,
    });
    expect(
      loadConfig({ RECAPTCHA_SECRET: "s", CORS_ORIGINS: "https://a.example.org, https://b.example.org" }),
    ).toMatchObject({
      corsOrigins: ["https://a.example.org", "https://b.example.org"],
      recaptcha: { secret: "s", minScore: 0.5 },
    });
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });
});

const embedded = process.env.DATABASE_URL ? describe.skip : describe;

embedded("the embedded database folder", () => {
  it("keeps data across restarts, migrates once and seeds once", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "codefest-pglite-"));
    try {
      const first = await openDb({ dataDir: folder });
      expect((await migrate(first)).length).toBeGreaterThan(0);
      await seedContent(first);
      expect(await seedDemo(first)).toBe(true);
      const count = async (db: typeof first, table: string) =>
        (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n;
      const before = [await count(first, "users"), await count(first, "teams"), await count(first, "events")];
      await first.close();

      const again = await openDb({ dataDir: folder });
      expect(await migrate(again)).toEqual([]);
      await seedContent(again);
      expect(await seedDemo(again)).toBe(false);
      expect([await count(again, "users"), await count(again, "teams"), await count(again, "events")]).toEqual(before);
      expect(before[2]).toBe(7);
      // The demo belongs to the 2020 edition: its dates are in that year, whatever today's date.
      const years = await again.query<{ year: number }>(
        "SELECT DISTINCT extract(year FROM last_updated AT TIME ZONE 'UTC')::int AS year FROM campus_ambassadors",
      );
      expect(years.rows).toEqual([{ year: 2020 }]);
      const board = await again.query("SELECT name FROM users WHERE referral_count > 0");
      expect(board.rows.length).toBeGreaterThan(0);
      // The events' schedule is relative to the day the demo was made: every event ahead, registration open.
      const schedule = await again.query<{ ahead: boolean; open: boolean; hours: number }>(
        `SELECT starts_at > now() AS ahead, registration_closes_at > now() AND is_registration_on AS open,
           extract(epoch FROM ends_at - starts_at)::int / 3600 AS hours FROM events`,
      );
      expect(schedule.rows).toEqual(Array(7).fill({ ahead: true, open: true, hours: 5 }));
      await again.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
