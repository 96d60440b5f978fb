import { MESSAGES } from "../../contract/messages";
import type { Db } from "../../server/src/db/types";
import type { Actor } from "../../server/src/repos/audit";
import { publishResults } from "../../server/src/services/publication";
import {
  previewResults,
  resultsForOrganisers,
  revokeCertificateByOrganiser,
  saveResults,
} from "../../server/src/services/resultsAdmin";
import { teamEvents } from "../support/seedEvents";
import { openMigratedDb } from "./support/migratedDb";
import { failure } from "./support/refusal";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

const [teamEvent] = teamEvents(1);

// The organisers' side of results on the migrated database without the API: the results as saved, a draft saved and
// then an amendment after publication (each audited with the entries before and after), the preview, a certificate
// revoked. test/server/results.test.ts and resultsUpload.test.ts cover the same through the API.

let db: Db;
let closeDb: () => Promise<void>;
let events: Record<string, number>;
let teams: SeededTeam[];
const olga: Actor = { id: 0, email: "olga@example.org" };

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM events");
  events = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
  teams = await seedTeams(db, events[teamEvent], "ra", 3);
});
afterAll(() => closeDb());

async function audit(action: string) {
  const { rows } = await db.query<{ actor_email: string; target: string; details: unknown }>(
    "SELECT actor_email, target, details FROM audit_log WHERE action = $1 ORDER BY id",
    [action],
  );
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
  }));
}

const notFound = { type: "NotFoundError", message: MESSAGES.notFound };
const body = (ranking: Array<[SeededTeam, number]>, participated: SeededTeam[] = []) => ({
  ranking: ranking.map(([team, rank]) => ({ team: team.id, rank })),
  participated: participated.map((team) => team.id),
});

describe("results before publication", () => {
  it("answers an event without results as an empty draft, and knows no unknown event", async () => {
    await expect(resultsForOrganisers(db, events[teamEvent])).resolves.toEqual({
      event: teamEvent,
      published_at: null,
      corrected_at: null,
      ranking: [],
      participated: [],
      amendment: null,
    });
    await expect(failure(resultsForOrganisers(db, 987_654))).resolves.toEqual(notFound);
    await expect(failure(saveResults(db, olga, 987_654, body([]), {}))).resolves.toEqual(notFound);
    await expect(failure(previewResults(db, 987_654, body([]), {}))).resolves.toEqual(notFound);
  });

  it("previews a draft against the saved one, team by team, saving nothing", async () => {
    const [a, b, c] = teams;
    await saveResults(
      db,
      olga,
      events[teamEvent],
      body([
        [a, 1],
        [b, 2],
      ]),
      {},
    );
    const preview = await previewResults(
      db,
      events[teamEvent],
      body([
        [a, 2],
        [c, 1],
      ]),
      {},
    );
    expect(preview).toMatchObject({
      added: [{ team: c.id, team_name: c.name, rank: 1 }],
      removed: [{ team: b.id, team_name: b.name, rank: 2 }],
      changed: [{ team: a.id, team_name: a.name, before: 1, after: 2 }],
      leaderboard: null,
      certificates: null,
    });
    expect(preview.results.ranking.map((row) => row.team)).toEqual([c.id, a.id]);
    await expect(resultsForOrganisers(db, events[teamEvent])).resolves.toMatchObject({
      ranking: [
        { team: a.id, rank: 1 },
        { team: b.id, rank: 2 },
      ],
    });
    // The same ranking again changes nothing.
    await expect(
      previewResults(
        db,
        events[teamEvent],
        body([
          [a, 1],
          [b, 2],
        ]),
        {},
      ),
    ).resolves.toMatchObject({ added: [], removed: [], changed: [] });
  });

  it("saves the draft, audited with the entries before and after", async () => {
    const [a, b, c] = teams;
    const saved = await saveResults(db, olga, events[teamEvent], body([[b, 1]], [a, c]), {});
    expect(saved).toMatchObject({
      event: teamEvent,
      published_at: null,
      ranking: [{ team: b.id, rank: 1, team_name: b.name, members: ["Member ra 3", "Member ra 4"] }],
      amendment: null,
    });
    expect(saved.participated.map((row) => row.team).sort()).toEqual([a.id, c.id].sort());
    const entries = await audit("results.save");
    expect(entries.at(-1)).toEqual({
      actor_email: olga.email,
      target: `event:${teamEvent}`,
      details: {
        before: [
          { team: a.id, rank: 1 },
          { team: b.id, rank: 2 },
        ],
        after: [
          { team: b.id, rank: 1 },
          { team: a.id, rank: null },
          { team: c.id, rank: null },
        ],
      },
    });
  });

  it("audits a leaderboard's key and how many of its rows were used", async () => {
    const [a] = teams;
    const csv = new TextEncoder().encode(`handle,place\n${a.members[0].handle},1\nnobody,2\n`);
    await saveResults(db, olga, events[teamEvent], csv, {
      key: "codeforces",
      key_column: "handle",
      rank_column: "place",
    });
    const entries = await audit("results.save");
    expect(entries.at(-1)?.details).toMatchObject({
      after: [{ team: a.id, rank: 1 }],
      leaderboard: { key: "codeforces", rows: 2, used: 1, handles_as_of: null },
    });
  });
});

describe("results after publication", () => {
  beforeAll(async () => {
    const [a, b, c] = teams;
    await saveResults(
      db,
      olga,
      events[teamEvent],
      body(
        [
          [a, 1],
          [b, 2],
        ],
        [c],
      ),
      {},
    );
    await publishResults(db, events[teamEvent], olga, { mailsOn: false });
  });

  it("saves an amendment instead of the draft, audited as results.amend, the results in force unchanged", async () => {
    const [a, b, c] = teams;
    await expect(resultsForOrganisers(db, events[teamEvent])).resolves.toMatchObject({ amendment: null });
    const answer = await saveResults(
      db,
      olga,
      events[teamEvent],
      body(
        [
          [b, 1],
          [a, 2],
        ],
        [c],
      ),
      {},
    );
    expect(answer.published_at).toEqual(expect.any(String));
    expect(answer.ranking.map((row) => [row.team, row.rank])).toEqual([
      [a.id, 1],
      [b.id, 2],
    ]);
    expect(answer.amendment).toMatchObject({
      saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      ranking: [
        { team: b.id, rank: 1 },
        { team: a.id, rank: 2 },
      ],
      participated: [{ team: c.id }],
    });
    await expect(resultsForOrganisers(db, events[teamEvent])).resolves.toEqual(answer);
    await saveResults(db, olga, events[teamEvent], body([[b, 1]]), {});
    const amends = await audit("results.amend");
    expect(amends.map((entry) => [entry.actor_email, entry.target])).toEqual([
      [olga.email, `event:${teamEvent}`],
      [olga.email, `event:${teamEvent}`],
    ]);
    expect(amends.map((entry) => entry.details)).toEqual([
      {
        before: [],
        after: [
          { team: b.id, rank: 1 },
          { team: a.id, rank: 2 },
          { team: c.id, rank: null },
        ],
      },
      {
        before: expect.arrayContaining([
          { team: b.id, rank: 1 },
          { team: a.id, rank: 2 },
          { team: c.id, rank: null },
        ]),
        after: [{ team: b.id, rank: 1 }],
      },
    ]);
  });

  it("audits an amendment from a leaderboard with its key and how many of its rows were used", async () => {
    const [a] = teams;
    const csv = new TextEncoder().encode(`handle,place\n${a.members[1].handle},3\n`);
    await saveResults(db, olga, events[teamEvent], csv, {
      key: "codeforces",
      key_column: "handle",
      rank_column: "place",
    });
    expect((await audit("results.amend")).at(-1)?.details).toMatchObject({
      after: [{ team: a.id, rank: 3 }],
      leaderboard: { key: "codeforces", rows: 1, used: 1 },
    });
  });

  it("previews who would gain and who would lose which certificate", async () => {
    const [a, b, c] = teams;
    const preview = await previewResults(
      db,
      events[teamEvent],
      body([
        [c, 1],
        [a, 2],
      ]),
      {},
    );
    expect(preview.certificates).toMatchObject({ gained_count: expect.any(Number), lost_count: expect.any(Number) });
    expect(preview.certificates?.gained_count).toBeGreaterThan(0);
    expect(preview.certificates?.lost_count).toBeGreaterThan(0);
    expect(preview.removed).toEqual([{ team: b.id, team_name: b.name, rank: 2 }]);
  });

  it("revokes a certificate with the reason, audited; not twice, and not one that does not exist", async () => {
    const { rows } = await db.query<{ id: string }>(
      "SELECT id FROM certificates WHERE event_id = $1 ORDER BY id LIMIT 1",
      [events[teamEvent]],
    );
    const [{ id }] = rows;
    await revokeCertificateByOrganiser(db, olga, id, "Copied solution");
    const { rows: revoked } = await db.query(
      "SELECT revoked_reason, revoked_at IS NOT NULL AS revoked FROM certificates WHERE id = $1",
      [id],
    );
    expect(revoked).toEqual([{ revoked_reason: "Copied solution", revoked: true }]);
    await expect(failure(revokeCertificateByOrganiser(db, olga, id, "Again"))).resolves.toEqual({
      type: "RefusedError",
      message: "This certificate is already revoked.",
    });
    await expect(failure(revokeCertificateByOrganiser(db, olga, "NoSuchCertificate000", "x"))).resolves.toEqual(
      notFound,
    );
    expect(await audit("certificate.revoke")).toEqual([
      { actor_email: olga.email, target: `certificate:${id}`, details: { reason: "Copied solution" } },
    ]);
  });
});
