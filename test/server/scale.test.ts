import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { PARTICIPANT_EXPORT_COLUMNS, TEAM_EXPORT_COLUMNS } from "../../contract/admin";
import { MIGRATIONS_DIR, migrate, newerSchemaMessage } from "../../server/src/db/migrations";
import { openDb } from "../../server/src/db/open";
import { seedScale } from "../../server/src/db/scaleSeed";
import { seedDemoWhenWanted, seedContent } from "../../server/src/db/seed";
import type { BatchedQuery, Db, Row } from "../../server/src/db/types";
import { teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(240_000);

let api: Harness;
let boss: Participant;
beforeAll(async () => {
  api = await startHarness();
  boss = await organiser(api);
  await seedScale(api.db, 6000);
});
afterAll(() => api.close());

/** The counts as the summary shows them, and the same counted from the tables. */
async function keptAndRecounted(db: Db) {
  const kept = await db.query(
    `SELECT a.participants, a.verified, a.complete_profiles,
       (SELECT json_agg(json_build_array(event_id, teams, complete_teams, participants) ORDER BY event_id) FROM event_counts) AS events
     FROM admin_counts a`,
  );
  const recounted = await db.query(
    `SELECT count(*)::int AS participants, count(*) FILTER (WHERE is_verified)::int AS verified,
       count(*) FILTER (WHERE is_profile_complete)::int AS complete_profiles,
       (SELECT json_agg(json_build_array(e.id, coalesce(t.teams, 0), coalesce(t.complete, 0), coalesce(t.members, 0)) ORDER BY e.id)
        FROM events e LEFT JOIN (
          SELECT t.event_id, count(*)::int AS teams, count(*) FILTER (WHERE t.n >= ev.min_members)::int AS complete,
            sum(t.n)::int AS members
          FROM (SELECT t.id, t.event_id, (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) AS n FROM teams t) t
          JOIN events ev ON ev.id = t.event_id GROUP BY t.event_id
        ) t ON t.event_id = e.id) AS events
     FROM users`,
  );
  return { kept: kept.rows[0], recounted: recounted.rows[0] };
}

describe("counts kept in the database (admin summary)", () => {
  it("equal a recount after bulk loads, registrations, team changes, cascades and profile updates", async () => {
    const lead = await participant(api, { name: "Count Lead" });
    const mate = await participant(api, { name: "Count Mate", verified: false, complete: false });
    const created = await api.call<{ id: number; access_code: string }>("POST", "teams/create/", {
      token: lead.token,
      body: { event: 1, team_name: "Counted Crew" },
    });
    expect(created.status).toBe(200);
    await api.db.query("UPDATE users SET is_verified = true, is_profile_complete = true WHERE id = $1", [mate.userId]);
    const joined = await api.call("POST", "teams/join/", {
      token: mate.token,
      body: { access_code: created.body.access_code },
    });
    expect(joined.status).toBe(200);
    // Cascades: whole seeded teams (two members each), and a member's account.
    await api.db.query(`DELETE FROM teams WHERE access_code LIKE 'T01%' AND name LIKE 'Team ${teamEvent} 1_'`);
    await api.db.query("DELETE FROM team_members WHERE user_id IN (SELECT id FROM users WHERE uid LIKE 'scale-2_')");
    await api.db.query("DELETE FROM users WHERE id = $1", [mate.userId]);
    await api.db.query("UPDATE users SET is_profile_complete = false WHERE uid LIKE 'scale-4_'");
    const { kept, recounted } = await keptAndRecounted(api.db);
    expect(kept).toEqual(recounted);
    const summary = await api.call<{ participants: number; teams: number; events: Array<{ teams: number }> }>(
      "GET",
      "admin/summary/",
      { token: boss.token },
    );
    expect(summary.body.participants).toBe(recounted.participants);
    expect(summary.body.teams).toBe(summary.body.events.reduce((sum, event) => sum + event.teams, 0));
  });
});

describe("exports at volume", () => {
  it("streams the teams CSV: the first chunk arrives while the database read is still under way", async () => {
    // Watch the reads the export makes: how many batches were taken, and whether the last one was.
    let batchesRead = 0;
    let finished = false;
    const batches = api.db.batches.bind(api.db);
    api.db.batches = async function* <T extends Row>(query: BatchedQuery, size: number) {
      try {
        for await (const rows of batches<T>(query, size)) {
          batchesRead += 1;
          yield rows;
        }
      } finally {
        finished = true;
      }
    };
    try {
      const response = await fetch(`${api.url}admin/teams/export/`, {
        headers: { Authorization: `Token ${boss.token}` },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-length")).toBeNull();
      expect(response.headers.get("transfer-encoding")).toBe("chunked");
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(first.done).toBe(false);
      // 6,000 participants are 42,000 member rows: 42 batches or more; the client has read one chunk, so most are unread.
      expect(finished).toBe(false);
      expect(batchesRead).toBeLessThan(42);
      const chunks = [first.value!];
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        chunks.push(next.value);
      }
      expect(finished).toBe(true);
      const text = Buffer.concat(chunks).toString("utf8");
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const rows: string[][] = parse(text.slice(1));
      expect(rows[0]).toEqual([...TEAM_EXPORT_COLUMNS]);
      const { rows: members } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM team_members");
      expect(rows).toHaveLength(members[0].n + 1);
      expect(new Set(rows.slice(1).map((row) => `${row[0]}/${row[5]}`)).size).toBe(members[0].n);
    } finally {
      api.db.batches = batches;
    }
  });

  it("exports every participant once, in id order, across batch boundaries", async () => {
    const response = await fetch(`${api.url}admin/participants/export/?verified=true`, {
      headers: { Authorization: `Token ${boss.token}` },
    });
    const records: Array<Record<string, string>> = parse(Buffer.from(await response.arrayBuffer()), {
      bom: true,
      columns: true,
    });
    expect(Object.keys(records[0])).toEqual([...PARTICIPANT_EXPORT_COLUMNS]);
    const { rows } = await api.db.query<{ id: number }>("SELECT id FROM users WHERE is_verified ORDER BY id");
    expect(records.map((record) => Number(record.id))).toEqual(rows.map((row) => row.id));
  });
});

describe("admin lists at volume", () => {
  it("finds one participant by name in every list, and serves the last page", async () => {
    const search = encodeURIComponent("Meera Khan 4312");
    const people = await api.call<{ count: number; results: Array<{ email: string }> }>(
      "GET",
      `admin/participants/?search=${search}`,
      { token: boss.token },
    );
    expect(people.body.count).toBe(1);
    expect(people.body.results[0].email).toBe("scale4312@example.org");
    const teams = await api.call<{ count: number }>("GET", `admin/teams/?search=${search}`, { token: boss.token });
    // Four team events (a two-member team each) and three individual events.
    expect(teams.body.count).toBe(7);
    const certificates = await api.call<{ count: number }>("GET", `admin/certificates/?search=${search}`, {
      token: boss.token,
    });
    expect(certificates.body.count).toBe(4);
    const first = await api.call<{ count: number }>("GET", `admin/teams/?event=${teamEvent}`, { token: boss.token });
    const last = Math.ceil(first.body.count / 50);
    const page = await api.call<{ count: number; next: string | null; results: unknown[] }>(
      "GET",
      `admin/teams/?event=${teamEvent}&page=${last}`,
      { token: boss.token },
    );
    expect(page.status).toBe(200);
    expect(page.body.next).toBeNull();
    expect(page.body.results).toHaveLength(first.body.count - (last - 1) * 50);
  });

  it("matches 1 or 2 characters at the start of a name only, 3 or more anywhere", async () => {
    const count = async (term: string) =>
      (await api.call<{ count: number }>("GET", `admin/participants/?search=${term}`, { token: boss.token })).body
        .count;
    const { rows } = await api.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE name ILIKE 'me%' OR email ILIKE 'me%'",
    );
    expect(await count("Me")).toBe(rows[0].n);
    expect(await count("ee")).toBe(0);
    expect(await count("eer")).toBeGreaterThanOrEqual(600);
  });

  it("pages past the middle (read from the far end) hold the same rows, in the same order, as the table", async () => {
    const { rows: teams } = await api.db.query<{ id: number }>(
      `SELECT t.id FROM teams t JOIN events e ON e.id = t.event_id WHERE e.slug = '${teamEvent}' ORDER BY t.id`,
    );
    const { rows: certificates } = await api.db.query<{ id: string }>(
      "SELECT id FROM certificates ORDER BY issued_at DESC, id",
    );
    const cases: Array<[string, string[]]> = [
      [`admin/teams/?event=${teamEvent}`, teams.map((row) => String(row.id))],
      ["admin/certificates/", certificates.map((row) => row.id)],
    ];
    for (const [path, ids] of cases) {
      const last = Math.ceil(ids.length / 50);
      for (const page of [Math.floor(last / 2) - 1, Math.floor(last / 2) + 1, last - 1, last]) {
        const reply = await api.call<{ results: Array<{ id: number | string }> }>(
          "GET",
          `${path}${path.includes("?") ? "&" : "?"}page=${page}`,
          {
            token: boss.token,
          },
        );
        expect(reply.body.results.map((row) => String(row.id))).toEqual(ids.slice((page - 1) * 50, page * 50));
      }
    }
  });
});

const onPostgres = Boolean(process.env.DATABASE_URL);
const VERSIONS = readdirSync(MIGRATIONS_DIR).map((file) => Number(file.split(".")[0]));

describe("migrations", () => {
  (onPostgres ? it : it.skip)("two processes migrating one empty database at once: each step once", async () => {
    const schema = `test_${randomUUID().replace(/-/g, "")}`;
    // Two pools (two processes' worth of connections) on one schema with no tables yet.
    const one = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    const two = await openDb({ databaseUrl: process.env.DATABASE_URL, schema });
    try {
      const [a, b] = await Promise.all([migrate(one), migrate(two)]);
      expect([...a, ...b].sort((x, y) => x - y)).toEqual(VERSIONS);
      const { rows } = await one.query<{ n: number }>("SELECT count(*)::int AS n FROM schema_migrations");
      expect(rows[0].n).toBe(VERSIONS.length);
    } finally {
      await one.exec(`DROP SCHEMA "${schema}" CASCADE`);
      await Promise.all([one.close(), two.close()]);
    }
  });

  it("refuses a database migrated by a newer release, saying so", async () => {
    const known = Math.max(...VERSIONS);
    await api.db.query("INSERT INTO schema_migrations (version, name) VALUES ($1, 'from the future')", [known + 1]);
    try {
      await expect(migrate(api.db)).rejects.toThrow(newerSchemaMessage(known + 1, known));
    } finally {
      await api.db.query("DELETE FROM schema_migrations WHERE version = $1", [known + 1]);
    }
  });
});

describe("demo data (npm start's demo database only)", () => {
  const demoUsers = async (db: Db) =>
    (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM users WHERE uid LIKE 'demo-user-%'")).rows[0].n;

  it("is never put into a database named by DATABASE_URL, nor into one without DEMO_DATA=1, and says so", async () => {
    if (api.db.kind === "postgres") {
      const line = await seedDemoWhenWanted(api.db, { DEMO_DATA: "1" });
      expect(line).toMatch(/DATABASE_URL .* never seeded/);
      expect(await demoUsers(api.db)).toBe(0);
    }
    const embedded = await openDb({});
    try {
      await migrate(embedded);
      await seedContent(embedded);
      expect(await seedDemoWhenWanted(embedded, {})).toMatch(/^demo data: none/);
      expect(await demoUsers(embedded)).toBe(0);
      expect(await seedDemoWhenWanted(embedded, { DEMO_DATA: "1" })).toMatch(/seeded into the demo database/);
      expect(await demoUsers(embedded)).toBeGreaterThan(0);
    } finally {
      await embedded.close();
    }
  });
});
