import type { Db } from "../../server/src/db/types";
import { adminStats } from "../../server/src/repos/adminStats";
import { teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);

// The counts behind admin/stats/ kept by triggers (migration 21, docs/scale.md "The overview's charts"): full teams per
// event, accounts in a team, places per quarter of an hour and accounts per quarter of an hour stay equal to a count of
// the tables through joins, leaving, removals, a team's deletion, an account's deletion and a change of team size.

jest.setTimeout(120_000);

let api: Harness;
let ids: Record<string, number>;

beforeAll(async () => {
  api = await startHarness({ mail: undefined });
  ids = await eventIdsBySlug(api);
  await organiser(api);
});
afterAll(() => api?.close());

/** The kept counts, and the same counted from the tables. */
async function keptAndRecounted(db: Db) {
  const kept = await db.query(
    `SELECT a.in_team,
       (SELECT json_agg(json_build_array(event_id, full_teams) ORDER BY event_id) FROM event_counts) AS full,
       (SELECT coalesce(json_agg(json_build_array(event_id, quarter, entries) ORDER BY event_id, quarter), '[]')
        FROM entry_counts WHERE entries <> 0) AS entries,
       (SELECT coalesce(json_agg(json_build_array(quarter, signups) ORDER BY quarter), '[]')
        FROM signup_counts WHERE signups <> 0) AS signups,
       (SELECT coalesce(json_agg(json_build_array(event_id, certificates) ORDER BY event_id), '[]')
        FROM certificate_counts WHERE certificates <> 0) AS certificates
     FROM admin_counts a`,
  );
  const recounted = await db.query(
    `SELECT (SELECT count(DISTINCT user_id)::int FROM team_members) AS in_team,
       (SELECT json_agg(json_build_array(e.id, (SELECT count(*) FROM teams t WHERE t.event_id = e.id
          AND (SELECT count(*) FROM team_members m WHERE m.team_id = t.id) >= e.max_members)) ORDER BY e.id)
        FROM events e) AS full,
       (SELECT coalesce(json_agg(json_build_array(event_id, quarter, n) ORDER BY event_id, quarter), '[]')
        FROM (SELECT event_id, date_bin('15 minutes', joined_at, timestamptz '2000-01-01 00:00:00+00') AS quarter,
                count(*)::int AS n FROM team_members GROUP BY 1, 2) x) AS entries,
       (SELECT coalesce(json_agg(json_build_array(quarter, n) ORDER BY quarter), '[]')
        FROM (SELECT date_bin('15 minutes', created_at, timestamptz '2000-01-01 00:00:00+00') AS quarter,
                count(*)::int AS n FROM users GROUP BY 1) x) AS signups,
       (SELECT coalesce(json_agg(json_build_array(event_id, n) ORDER BY event_id), '[]')
        FROM (SELECT event_id, count(*)::int AS n FROM certificates GROUP BY 1) x) AS certificates`,
  );
  return { kept: kept.rows[0], recounted: recounted.rows[0] };
}

/** The kept counts equal the recount; the figures of admin/stats/ for teamRow as the organiser reads them. */
async function checked() {
  const { kept, recounted } = await keptAndRecounted(api.db);
  expect(kept).toEqual(recounted);
  // The route shares a reading for 10 s; the repository's reading is the one it shares.
  const stats = await adminStats(api.db, { period: "week", event: null, slug: null, timeZone: "Asia/Kolkata" });
  const teamRow = stats.team_fill.find((row) => row.event === ids[teamEvent]);
  return {
    inTeam: stats.funnel.in_team,
    full: teamRow?.full ?? 0,
    free: teamRow?.with_free_place ?? 0,
    places: stats.entries.reduce((sum, day) => sum + day.count, 0),
    signups: stats.signups.reduce((sum, day) => sum + day.count, 0),
    certificates: stats.results.find((row) => row.event === ids[teamEvent])?.certificates,
  };
}

async function createTeam(who: Participant, slug: string, name: string) {
  const reply = await api.call<{ id: number; access_code: string }>("POST", "teams/create/", {
    token: who.token,
    body: { event: ids[slug], team_name: name },
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

const join = async (who: Participant, code: string) =>
  expect((await api.call("POST", "teams/join/", { token: who.token, body: { access_code: code } })).status).toBe(200);

describe("counts kept for admin/stats/", () => {
  it("equal a recount through joins, leaving, removal, a team's and an account's deletion and a new team size", async () => {
    const [a, b, c] = [await participant(api), await participant(api), await participant(api)];
    const start = await checked();
    expect(start).toEqual({ inTeam: 0, full: 0, free: 0, places: 0, signups: 4, certificates: 0 });

    const crew = await createTeam(a, teamEvent, "Counted Crew");
    await join(b, crew.access_code);
    await createTeam(c, teamEvent, "Lone Counter");
    await createTeam(c, fourthTeamEvent, "Two Events");
    // Four places, three accounts in a team (c in two events), one full team of two and one with a free place.
    expect(await checked()).toEqual({ inTeam: 3, full: 1, free: 1, places: 4, signups: 4, certificates: 0 });

    // b leaves: the team has a free place again and b is in no team.
    expect((await api.call("DELETE", `teams/${crew.id}/`, { token: b.token })).status).toBe(204);
    expect(await checked()).toEqual({ inTeam: 2, full: 0, free: 2, places: 3, signups: 4, certificates: 0 });

    // b joins again and the creator removes b.
    await join(b, crew.access_code);
    expect(await checked()).toEqual({ inTeam: 3, full: 1, free: 1, places: 4, signups: 4, certificates: 0 });
    const code = (await api.db.query<{ access_code: string }>("SELECT access_code FROM teams WHERE id = $1", [crew.id]))
      .rows[0].access_code;
    const removed = await api.call("POST", `teams/${crew.id}/remove/`, { token: a.token, body: { member: b.userId } });
    expect(removed.status).toBe(200);
    expect(await checked()).toEqual({ inTeam: 2, full: 0, free: 2, places: 3, signups: 4, certificates: 0 });

    // The team full again; places for three make it a team with a free place, and back.
    const fresh = (
      await api.db.query<{ access_code: string }>("SELECT access_code FROM teams WHERE id = $1", [crew.id])
    ).rows[0].access_code;
    expect(fresh).not.toBe(code);
    await join(b, fresh);
    expect(await checked()).toEqual({ inTeam: 3, full: 1, free: 1, places: 4, signups: 4, certificates: 0 });
    await api.db.query("UPDATE events SET max_members = 3 WHERE id = $1", [ids[teamEvent]]);
    expect(await checked()).toEqual({ inTeam: 3, full: 0, free: 2, places: 4, signups: 4, certificates: 0 });
    await api.db.query("UPDATE events SET max_members = 2 WHERE id = $1", [ids[teamEvent]]);
    expect(await checked()).toEqual({ inTeam: 3, full: 1, free: 1, places: 4, signups: 4, certificates: 0 });

    // The creator leaving deletes the team: its places go with it (a cascade).
    expect((await api.call("DELETE", `teams/${crew.id}/`, { token: a.token })).status).toBe(204);
    expect(await checked()).toEqual({ inTeam: 1, full: 0, free: 1, places: 2, signups: 4, certificates: 0 });

    // Certificates: a publication under way hides its own until it is done; a deletion takes them off.
    const { rows: pub } = await api.db.query<{ id: number }>(
      "INSERT INTO publications (event_id, kind) VALUES ($1, 'publish') RETURNING id",
      [ids[teamEvent]],
    );
    await api.db.query(
      `INSERT INTO certificates (id, user_id, event_id, publication_id)
       VALUES ('certificate-a-0001', $1, $3, NULL), ('certificate-b-0001', $2, $3, $4), ('certificate-c-0001', $2, $5, NULL)`,
      [a.userId, c.userId, ids[teamEvent], pub[0].id, ids[fourthTeamEvent]],
    );
    expect(await checked()).toEqual({ inTeam: 1, full: 0, free: 1, places: 2, signups: 4, certificates: 1 });
    await api.db.query("UPDATE publications SET done_at = now() WHERE id = $1", [pub[0].id]);
    expect(await checked()).toEqual({ inTeam: 1, full: 0, free: 1, places: 2, signups: 4, certificates: 2 });
    await api.db.query("DELETE FROM certificates WHERE id = 'certificate-a-0001'");
    expect(await checked()).toEqual({ inTeam: 1, full: 0, free: 1, places: 2, signups: 4, certificates: 1 });
    await api.db.query("DELETE FROM certificates");

    // An account deleted: its place and its sign-up go (the cascade removes its memberships).
    const lone = (
      await api.db.query<{ access_code: string }>("SELECT access_code FROM teams WHERE name = 'Lone Counter'")
    ).rows[0].access_code;
    await join(b, lone);
    expect(await checked()).toEqual({ inTeam: 2, full: 1, free: 0, places: 3, signups: 4, certificates: 0 });
    await api.db.query("DELETE FROM users WHERE id = $1", [b.userId]);
    expect(await checked()).toEqual({ inTeam: 1, full: 0, free: 1, places: 2, signups: 3, certificates: 0 });
  });
});
