import type { ResultsUploadQuery } from "../../contract/results";
import type { Db } from "../../server/src/db/types";
import { KEY_BATCH } from "../../server/src/repos/leaderboardKeys";
import { changeHandles } from "../../server/src/services/profile";
import { readUpload, requestedEntries } from "../../server/src/services/results";
import { saveResults } from "../../server/src/services/resultsAdmin";
import { openMigratedDb } from "./support/migratedDb";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

// From an event's registration close, its leaderboards match the handles participants gave at that close (issue 37):
// a handle changed later is kept but does not move a result, on the migrated database (PGlite, or PostgreSQL with
// DATABASE_URL) through the services a participant's and an organiser's requests call.

let db: Db;
let closeDb: () => Promise<void>;
let closed: number;
let open: number;
let teams: SeededTeam[];
let openTeams: SeededTeam[];
let closedAt: string;

const byHandle: ResultsUploadQuery = { key: "codeforces", key_column: "handle", rank_column: "rank" };
const file = (...lines: string[]) => new TextEncoder().encode(lines.join("\n"));
const asked = async (eventId: number, ...lines: string[]) =>
  requestedEntries(db, eventId, await readUpload(file("handle,rank", ...lines)), byHandle);
const member = (team: number, index: number) => teams[team].members[index];

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number }>("SELECT id FROM events ORDER BY id LIMIT 2");
  [closed, open] = rows.map((row) => row.id);
  // Three teams in each event, their members with the Codeforces handles seedTeams gives (hh-cf-1 ... hh-cf-6).
  teams = await seedTeams(db, closed, "hh", 3);
  openTeams = await seedTeams(db, open, "ho", 2);
  // Before the close: the first team's second member gives "early"; the third team's first member gives "Pair", as
  // does the third team's second member.
  await changeHandles(db, member(0, 1).id, { codeforces: "early" });
  await changeHandles(db, member(2, 0).id, { codeforces: "Pair" });
  await changeHandles(db, member(2, 1).id, { codeforces: "@pair" });
  ({
    rows: [{ at: closedAt }],
  } = await db.query<{ at: string }>(
    `UPDATE events SET registration_closes_at = clock_timestamp() WHERE id = $1
     RETURNING to_char(registration_closes_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at`,
    [closed],
  ));
  // After it: the first team's first member takes the second team's first member's handle, who moves to another;
  // the third team's second member leaves "pair"; the second team's second member moves to another.
  await changeHandles(db, member(1, 0).id, { codeforces: "moved-away" });
  await changeHandles(db, member(0, 0).id, { codeforces: member(1, 0).handle });
  await changeHandles(db, member(2, 1).id, { codeforces: null });
  await changeHandles(db, member(1, 1).id, { codeforces: "late-comer" });
});

afterAll(() => closeDb());

const closeIso = () => closedAt.replace(/\.0+Z$/, "Z");

describe("the handle history", () => {
  it("keeps every value a handle took with the times it held, ending a cleared one", async () => {
    const { rows } = await db.query<{ handle: string; ended: boolean }>(
      `SELECT handle, valid_to IS NOT NULL AS ended FROM handle_history
       WHERE user_id = $1 AND platform = 'codeforces' ORDER BY valid_from, id`,
      [member(2, 1).id],
    );
    expect(rows).toEqual([
      { handle: member(2, 1).handle, ended: true },
      { handle: "@pair", ended: true },
    ]);
    const saved = await changeHandles(db, member(2, 0).id, { codechef: "chef" });
    expect(saved).toMatchObject({ codeforces: "Pair", codechef: "chef" });
    const { rows: unchanged } = await db.query(
      "SELECT handle FROM handle_history WHERE user_id = $1 AND platform = 'codeforces' AND valid_to IS NULL",
      [member(2, 0).id],
    );
    expect(unchanged).toEqual([{ handle: "Pair" }]);
  });
});

describe("a leaderboard of an event whose registration has closed", () => {
  it("matches a handle as it stood at the close: a later change does not move the result to its new owner", async () => {
    const [a, b] = teams;
    const requested = await asked(closed, `${member(1, 0).handle},1`, "moved-away,2");
    // The second team's first member gave the handle at the close: the row is theirs, though the first team's member
    // gives it now; the handle they moved to later names nobody for this event.
    expect(requested.entries).toEqual([{ team: b.id, rank: 1 }]);
    expect(requested.entries).not.toContainEqual(expect.objectContaining({ team: a.id }));
    expect(requested.leaderboard).toMatchObject({
      handles_as_of: closeIso(),
      used_rows: [
        {
          line: 2,
          team: b.id,
          team_name: b.name,
          match: "handle",
          as_of: closeIso(),
          message: expect.stringMatching(/^Matched by Codeforces handle as of the registration close \(\d{4}-/),
        },
      ],
      unused: [
        {
          line: 3,
          reason: "no_participant",
          message: expect.stringMatching(/^No participant had this Codeforces handle at the registration close \(/),
        },
      ],
    });
  });

  it("records in the audit entry of a save the close the handles were read as of", async () => {
    const [a] = teams;
    const organiser = { id: 0, email: "olga@example.org" };
    await saveResults(db, organiser, closed, file("handle,rank", "early,1"), byHandle);
    const { rows } = await db.query<{ details: unknown }>(
      "SELECT details FROM audit_log WHERE action = 'results.save' ORDER BY id DESC LIMIT 1",
    );
    const details = typeof rows[0].details === "string" ? JSON.parse(rows[0].details) : rows[0].details;
    expect(details).toMatchObject({
      after: [{ team: a.id, rank: 1 }],
      leaderboard: { key: "codeforces", rows: 1, used: 1, handles_as_of: closeIso() },
    });
  });

  it("matches a handle set before the close, and not one first set after it", async () => {
    const [a] = teams;
    const requested = await asked(closed, "EARLY,3", "late-comer,4");
    expect(requested.entries).toEqual([{ team: a.id, rank: 3 }]);
    expect(requested.leaderboard?.unused).toEqual([
      expect.objectContaining({ line: 3, value: "late-comer", reason: "no_participant" }),
    ]);
  });

  it("lists as claimants of an ambiguous handle those who gave it at the close", async () => {
    const c = teams[2];
    const requested = await asked(closed, "pair,5");
    expect(requested.entries).toEqual([]);
    expect(requested.leaderboard?.unused).toEqual([
      {
        line: 2,
        value: "pair",
        reason: "ambiguous",
        message: expect.stringMatching(/^2 participants gave this Codeforces handle at the registration close \(/),
        claimants: [
          { user: member(2, 0).id, name: expect.any(String), team: c.id, team_name: c.name },
          { user: member(2, 1).id, name: expect.any(String), team: c.id, team_name: c.name },
        ],
      },
    ]);
  });

  it("reads e-mails as they stand, only verified ones", async () => {
    await db.query("UPDATE users SET is_verified = true WHERE id = $1", [member(0, 0).id]);
    const requested = await requestedEntries(
      db,
      closed,
      await readUpload(file("email,rank", `${member(0, 0).email},1`)),
      { key: "email", key_column: "email", rank_column: "rank" },
    );
    expect(requested.leaderboard).toMatchObject({
      handles_as_of: null,
      used_rows: [{ line: 2, match: "verified_email", as_of: null, message: "Matched by verified e-mail." }],
    });
  });
});

describe("a leaderboard of an event whose registration is open", () => {
  it("matches the handles as they stand, and says so", async () => {
    await changeHandles(db, member(0, 0).id, { codeforces: "ho-cf-1" });
    const requested = await asked(open, "ho-cf-1,1");
    // The open event's own member gave "ho-cf-1" first; the closed event's member gives it too now: both claim it.
    expect(requested.leaderboard).toMatchObject({ handles_as_of: null, unused: [{ reason: "ambiguous" }] });
    const single = await asked(open, "ho-cf-2,1");
    expect(single.leaderboard).toMatchObject({
      handles_as_of: null,
      used_rows: [{ match: "handle", as_of: null, message: expect.stringContaining("as it stands") }],
    });
  });
});

describe("a leaderboard longer than one statement's batch of keys", () => {
  it("places every team whatever batch its row falls in, and says which rows name nobody", async () => {
    const [first, second] = openTeams;
    // Rows naming nobody fill more than two batches; one team's member comes first, the other's last.
    const nobody = Array.from({ length: 2 * KEY_BATCH + 5 }, (_, index) => `nobody-${index},${index + 10}`);
    const requested = await asked(open, `${first.members[1].handle},1`, ...nobody, `${second.members[0].handle},2`);
    expect(requested.entries).toEqual(
      expect.arrayContaining([
        { team: first.id, rank: 1 },
        { team: second.id, rank: 2 },
      ]),
    );
    expect(requested.entries).toHaveLength(2);
    expect(requested.leaderboard).toMatchObject({ rows: nobody.length + 2, used: 2, unused_count: nobody.length });
    expect(requested.leaderboard?.unused?.every((row) => row.reason === "no_participant")).toBe(true);
  });
});
