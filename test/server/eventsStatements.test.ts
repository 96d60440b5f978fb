import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/src/app";
import { firebaseVerifier, type IdentityVerifier } from "../../server/src/auth/identity";
import type { Db, Queryable } from "../../server/src/db/types";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { teamEvents } from "../support/seedEvents";
import { eventIdsBySlug, participant, startHarness, type Harness } from "./support/harness";

const [teamEvent, secondTeamEvent] = teamEvents(2);

let api: Harness;
let counted: FastifyInstance;
let identity: IdentityVerifier;
let statements = 0;

/** The same database, counting every statement run through it (transactions included). */
function counting(db: Db): Db {
  const count = (target: Queryable): Queryable => ({
    query: (sql, params, options) => {
      statements += 1;
      return target.query(sql, params, options);
    },
    exec: (sql) => {
      statements += 1;
      return target.exec(sql);
    },
  });
  return {
    ...count(db),
    kind: db.kind,
    transaction: (work) => db.transaction((tx) => work(count(tx))),
    exec: (sql) => db.exec(sql),
    batches: (query, size) => db.batches(query, size),
    yieldTurn: () => db.yieldTurn(),
    poolState: () => db.poolState(),
    close: async () => undefined,
  };
}

beforeAll(async () => {
  api = await startHarness();
  identity = firebaseVerifier("demo-codefest");
  counted = await buildApp(
    {
      db: counting(api.db),
      identity,
      config: { corsOrigins: [], recaptcha: undefined, bodyLimit: 64 * 1024, throttle: NO_THROTTLE },
    },
    { logLevel: "silent" },
  );
});

afterAll(async () => {
  await counted.close();
  await identity.close();
  await api.close();
});

async function eventsStatements(token?: string) {
  statements = 0;
  const response = await counted.inject({
    method: "GET",
    url: "/api/events/",
    headers: token ? { Authorization: `Token ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json<Array<{ slug: string; team: unknown }>>(), statements };
}

describe("GET events/ statements", () => {
  it("lists the events with one statement for an anonymous caller", async () => {
    const answer = await eventsStatements();
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(7);
    expect(answer.statements).toBe(1);
  });

  it("lists the events with the caller's teams in one statement, the token check included", async () => {
    const lead = await participant(api, { name: "Lead Coder" });
    const mate = await participant(api, { name: "Mate Coder" });
    const ids = await eventIdsBySlug(api);
    const created = await api.call<{ access_code: string }>("POST", "teams/create/", {
      token: lead.token,
      body: { event: ids[teamEvent], team_name: "Two Statements" },
    });
    await api.call("POST", "teams/join/", { token: mate.token, body: { access_code: created.body.access_code } });
    await api.call("POST", "teams/create/", {
      token: lead.token,
      body: { event: ids[secondTeamEvent], team_name: "Lead Only" },
    });

    const answer = await eventsStatements(mate.token);
    expect(answer.status).toBe(200);
    expect(answer.body.find((event) => event.slug === teamEvent)?.team).toMatchObject({
      name: "Two Statements",
      members: [
        { id: lead.userId, name: "Lead Coder" },
        { id: mate.userId, name: "Mate Coder" },
      ],
      creator: false,
    });
    expect(answer.body.filter((event) => event.team !== null)).toHaveLength(1);
    expect(answer.statements).toBe(1);
  });

  it("refuses an unknown token and notes a token's use at most once a minute, as every signed-in call does", async () => {
    const who = await participant(api);
    expect(await eventsStatements("0".repeat(40))).toMatchObject({ status: 401, body: { detail: "Invalid token." } });
    const hash = createHash("sha256").update(who.token).digest("hex");
    await api.db.query("UPDATE api_tokens SET last_used_at = now() - interval '29 days' WHERE key_hash = $1", [hash]);
    const stale = await eventsStatements(who.token);
    expect(stale).toMatchObject({ status: 200, statements: 2 });
    const { rows } = await api.db.query<{ s: number }>(
      "SELECT extract(epoch FROM now() - last_used_at)::int AS s FROM api_tokens WHERE key_hash = $1",
      [hash],
    );
    expect(rows[0].s).toBeLessThan(60);
    expect(await eventsStatements(who.token)).toMatchObject({ status: 200, statements: 1 });
  });
});
