import { teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { startHarness, type Harness } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(240_000);

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.close());

it("pages 5,000 participants and 2,500 teams from the server, 50 a page, with the right counts", async () => {
  const boss = await organiser(api);
  const users = Array.from({ length: 5000 }, (_, i) => i);
  await api.db.query(
    `INSERT INTO users (uid, email, name, referral_code, is_verified)
     SELECT 'bulk-' || n, 'bulk' || n || '@example.org', 'Bulk Person ' || n, 'BULK' || n, n % 2 = 0
     FROM unnest($1::int[]) AS n`,
    [users],
  );
  await api.db.query(
    `INSERT INTO teams (event_id, name, access_code, creator_id)
     SELECT (SELECT id FROM events WHERE slug = '${teamEvent}'), 'Bulk Team ' || n, 'BULKCODE' || n, u.id
     FROM unnest($1::int[]) AS n JOIN users u ON u.uid = 'bulk-' || (n * 2)`,
    [users.slice(0, 2500)],
  );
  await api.db.query(
    `INSERT INTO team_members (team_id, event_id, user_id)
     SELECT t.id, t.event_id, u.id FROM teams t JOIN users u ON u.uid IN ('bulk-' || (substr(t.name, 11)::int * 2), 'bulk-' || (substr(t.name, 11)::int * 2 + 1))
     WHERE t.name LIKE 'Bulk Team %'`,
  );
  const teams = await api.call<{ count: number; next: string; results: unknown[] }>(
    "GET",
    `admin/teams/?event=${teamEvent}&search=bulk%20team&page=2`,
    { token: boss.token },
  );
  expect(teams.status).toBe(200);
  expect(teams.body.count).toBe(2500);
  expect(teams.body.results).toHaveLength(50);
  expect(teams.body.next).toBe(`admin/teams/?event=${teamEvent}&search=bulk+team&page=3`);
  const people = await api.call<{ count: number; previous: string | null }>(
    "GET",
    "admin/participants/?search=bulk&verified=true&page=50",
    { token: boss.token },
  );
  expect(people.body).toMatchObject({ count: 2500, previous: "admin/participants/?search=bulk&verified=true&page=49" });
  const byTeam = await api.call<{ count: number }>("GET", "admin/participants/?search=Bulk%20Team%2012", {
    token: boss.token,
  });
  expect(byTeam.body.count).toBe(222);
});
