import type { ResultsUploadQuery } from "../../contract/results";
import type { Db } from "../../server/src/db/types";
import { normaliseKey } from "../../server/src/services/leaderboard";
import { readUpload, requestedEntries } from "../../server/src/services/results";
import { openMigratedDb } from "./support/migratedDb";
import { refusal } from "./support/refusal";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

// What an organiser's results upload asks for (requestedEntries: a JSON body, a `team,rank` CSV file or a leaderboard
// keyed by member), on the migrated database without the API: the entries, the leaderboard's report of unused rows,
// and the messages of a refused upload. test/server/resultsUpload.test.ts covers the same through the API.

let db: Db;
let closeDb: () => Promise<void>;
let eventId: number;
let teams: SeededTeam[];
let other: SeededTeam;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number }>("SELECT id FROM events ORDER BY id LIMIT 2");
  eventId = rows[0].id;
  teams = await seedTeams(db, eventId, "rq", 3);
  [other] = await seedTeams(db, rows[1].id, "ot", 1);
  // A participant in no team, and two who give the same Codeforces handle.
  await db.query(
    `INSERT INTO users (uid, email, name, referral_code) VALUES
       ('lone', 'lone@example.com', 'Lone', 'LONE1'), ('twin-a', 'twin.a@example.com', 'A', 'TWINA'),
       ('twin-b', 'twin.b@example.com', 'B', 'TWINB')`,
  );
  await db.query(
    "INSERT INTO handles (user_id, codeforces) SELECT id, 'Twin' FROM users WHERE uid IN ('twin-a', 'twin-b')",
  );
  // Everyone verified their e-mail but the third team's second member (whose address a leaderboard then names nobody).
  await db.query("UPDATE users SET is_verified = (id <> $1)", [teams[2].members[1].id]);
});

afterAll(() => closeDb());

const file = (...lines: string[]) => new TextEncoder().encode(lines.join("\n"));

/** What an upload of `body` asks for, read as the routes read it (services/results.ts, readUpload). */
const asked = async (body: unknown, query?: ResultsUploadQuery) =>
  requestedEntries(db, eventId, await readUpload(body), query);

const member = (team: number, index: number) => teams[team].members[index];

describe("results as JSON", () => {
  it("lists the ranked teams, then those that took part", async () => {
    const [a, b, c] = teams;
    await expect(
      asked({
        ranking: [
          { team: b.id, rank: 1 },
          { team: a.id, rank: 2 },
        ],
        participated: [c.id],
      }),
    ).resolves.toEqual({
      entries: [
        { team: b.id, rank: 1 },
        { team: a.id, rank: 2 },
        { team: c.id, rank: null },
      ],
      leaderboard: null,
    });
  });

  it("names each unknown team, team of another event and team listed twice under its list", async () => {
    const [a] = teams;
    expect(
      await refusal(
        asked({
          ranking: [
            { team: 999_999, rank: 1 },
            { team: a.id, rank: 2 },
            { team: other.id, rank: 3 },
          ],
          participated: [a.id],
        }),
      ),
    ).toEqual({
      ranking: ["No team has the id 999999.", `Team ${other.id} is a team of another event.`],
      participated: [`Team ${a.id} is listed more than once.`],
    });
  });
});

describe("results as a CSV file of team,rank rows", () => {
  it("finds teams by access code or id, with an empty rank for a team that took part, and an optional header", async () => {
    const [a, b, c] = teams;
    const expected = [
      { team: a.id, rank: 1 },
      { team: b.id, rank: null },
      { team: c.id, rank: 1_000_000 },
    ];
    const rows = [`${a.code},1`, `${b.id},`, `${c.code},1000000`];
    await expect(asked(file(" Team ,Rank", ...rows))).resolves.toEqual({
      entries: expected,
      leaderboard: null,
    });
    await expect(asked(file(...rows))).resolves.toMatchObject({ entries: expected });
    await expect(asked(file(a.code))).resolves.toMatchObject({
      entries: [{ team: a.id, rank: null }],
    });
  });

  it("refuses a file without rows", async () => {
    const empty = "The file has no rows: one row per team, team,rank (rank empty for a team that took part).";
    expect(await refusal(asked(file("team,rank")))).toEqual({ csv: [empty] });
    expect(await refusal(asked(file("")))).toEqual({ csv: [empty] });
  });

  it("names the row of each unknown team and each rank that is not a whole number in range", async () => {
    const [a, b, c] = teams;
    const rankMessage = (row: number) =>
      `Row ${row}: the rank must be a whole number from 1 to 1000000, or empty for a team that took part.`;
    expect(
      await refusal(
        asked(
          file("team,rank", "NOPE,1", `${a.code},0`, `${b.code},x1`, `${c.code},1000001`, "1234567890,12345678", ",2"),
        ),
      ),
    ).toEqual({
      csv: [
        'Row 2: no team has the access code or id "NOPE".',
        rankMessage(3),
        rankMessage(4),
        rankMessage(5),
        'Row 6: no team has the access code or id "1234567890".',
        rankMessage(6),
        'Row 7: no team has the access code or id "".',
      ],
    });
  });

  it("takes only digits as a rank: no sign, point, exponent or hexadecimal", async () => {
    const [a] = teams;
    for (const rank of ["+5", "5.", "2.0", "1e3", "0x1", "-1"]) {
      expect(await refusal(asked(file(`${a.code},${rank}`)))).toEqual({
        csv: ["Row 1: the rank must be a whole number from 1 to 1000000, or empty for a team that took part."],
      });
    }
  });

  it("names an id of no team, a team of another event and a team listed twice", async () => {
    const [a] = teams;
    expect(await refusal(asked(file("999999,1", `${other.code},2`, `${a.code},3`, `${a.id},`)))).toEqual({
      csv: [
        "No team has the id 999999.",
        `Team ${other.id} is a team of another event.`,
        `Team ${a.id} is listed more than once.`,
      ],
    });
  });
});

describe("a leaderboard keyed by member", () => {
  const byEmail: ResultsUploadQuery = { key: "email", key_column: "email", rank_column: "SCORE" };

  it("finds the columns in any place, whatever the case and spaces of their names, and reads short rows", async () => {
    const [a, b] = teams;
    const rankFirst = await asked(file("Score,EMAIL", `4,${member(0, 0).email}`, "3"), {
      key: "email",
      key_column: " Email ",
      rank_column: "score ",
    });
    expect(rankFirst.entries).toEqual([{ team: a.id, rank: 4 }]);
    expect(rankFirst.leaderboard?.unused).toEqual([
      { line: 3, value: "", reason: "no_key", message: "No e-mail in this row." },
    ]);
    const short = await asked(file("email,score", member(1, 0).email), byEmail);
    expect(short).toMatchObject({ entries: [{ team: b.id, rank: null }], leaderboard: { used: 1, unused_count: 0 } });
  });

  it.each([
    ["codechef", "CodeChef handle"],
    ["hackerrank", "HackerRank handle"],
    ["hackerearth", "HackerEarth handle"],
    ["analyticsvidya", "Analytics Vidhya handle"],
    ["topcoder", "Topcoder handle"],
    ["dev_folio", "Devfolio handle"],
  ] as const)("names a %s key as a %s in its report", async (key, what) => {
    const requested = await asked(file("who,rank", "nobody-here,1"), {
      key,
      key_column: "who",
      rank_column: "rank",
    });
    expect(requested.leaderboard?.unused).toEqual([
      { line: 2, value: "nobody-here", reason: "no_participant", message: `No participant has this ${what}.` },
    ]);
  });

  it("keeps each team's best rank, names nobody by an unverified e-mail, and reports every row it could not use", async () => {
    const [a, b, c] = teams;
    const upload = file(
      " E-mail , Email ,score ",
      `x,${member(0, 0).email.toUpperCase()} ,3`,
      `x,${member(0, 1).email},1`,
      "x,,5",
      "x,nobody@example.com,x",
      "x,nobody@example.com,2",
      "x,lone@example.com,4",
      `x,${member(1, 0).email},`,
      `x,${member(1, 1).email},5`,
      `x,${member(2, 0).email},7`,
      `x,${member(2, 1).email},7`,
      `x,${other.members[0].email},2`,
    );
    const requested = await asked(upload, byEmail);
    expect(requested.entries).toEqual([
      { team: a.id, rank: 1 },
      { team: b.id, rank: 5 },
      { team: c.id, rank: 7 },
    ]);
    const byVerifiedEmail = (line: number, value: string, team: { id: number; name: string }) => ({
      line,
      value,
      team: team.id,
      team_name: team.name,
      match: "verified_email",
      as_of: null,
      message: "Matched by verified e-mail.",
    });
    expect(requested.leaderboard).toEqual({
      rows: 11,
      used: 3,
      unused_count: 8,
      handles_as_of: null,
      used_rows: [
        byVerifiedEmail(3, member(0, 1).email, a),
        byVerifiedEmail(9, member(1, 1).email, b),
        byVerifiedEmail(10, member(2, 0).email, c),
      ],
      unused: [
        {
          line: 2,
          value: `${member(0, 0).email.toUpperCase()}`,
          reason: "duplicate_team",
          message: `Another row (line 3) is for the same team, ${a.name}, with rank 1: the best rank is kept.`,
        },
        { line: 4, value: "", reason: "no_key", message: "No e-mail in this row." },
        {
          line: 5,
          value: "nobody@example.com",
          reason: "bad_rank",
          message: 'The rank "x" is not a whole number from 1 to 1000000.',
        },
        {
          line: 6,
          value: "nobody@example.com",
          reason: "no_participant",
          message: "No participant has this verified e-mail.",
        },
        {
          line: 7,
          value: "lone@example.com",
          reason: "not_in_team",
          message: "This participant is not in a team of this event.",
        },
        {
          line: 8,
          value: member(1, 0).email,
          reason: "duplicate_team",
          message: `Another row (line 9) is for the same team, ${b.name}, with rank 5: the best rank is kept.`,
        },
        {
          line: 11,
          value: member(2, 1).email,
          reason: "no_participant",
          message: "No participant has this verified e-mail.",
        },
        {
          line: 12,
          value: other.members[0].email,
          reason: "not_in_team",
          message: "This participant is not in a team of this event.",
        },
      ],
    });
  });

  it("matches handles without case, spaces or leading @, and reports a handle several give, naming each", async () => {
    const [a] = teams;
    const requested = await asked(
      file(
        "handle,rank",
        `@@${member(0, 0).handle.toUpperCase()} ,`,
        ` ${member(0, 1).handle},`,
        "twin,1",
        "rq-cf-99,2",
      ),
      { key: "codeforces", key_column: "Handle", rank_column: "rank" },
    );
    expect(requested.entries).toEqual([{ team: a.id, rank: null }]);
    expect(requested.leaderboard?.unused).toEqual([
      {
        line: 3,
        value: member(0, 1).handle,
        reason: "duplicate_team",
        message: `Another row (line 2) is for the same team, ${a.name}, with no rank: the best rank is kept.`,
      },
      {
        line: 4,
        value: "twin",
        reason: "ambiguous",
        message:
          "2 participants give this Codeforces handle: none of them is used (handles are written by participants).",
        claimants: [
          { user: expect.any(Number), name: "A", team: null, team_name: null },
          { user: expect.any(Number), name: "B", team: null, team_name: null },
        ],
      },
      { line: 5, value: "rq-cf-99", reason: "no_participant", message: "No participant has this Codeforces handle." },
    ]);
    expect(requested.leaderboard).toMatchObject({ rows: 4, used: 1, unused_count: 3 });
  });

  it("lists at most 1000 unused rows, and counts them all", async () => {
    const rows = Array.from({ length: 1001 }, () => ",1");
    const requested = await asked(file("email,score", ...rows), byEmail);
    expect(requested.entries).toEqual([]);
    expect(requested.leaderboard).toMatchObject({ rows: 1001, used: 0, unused_count: 1001 });
    expect(requested.leaderboard?.unused).toHaveLength(1000);
    expect(requested.leaderboard?.unused[999]).toMatchObject({ line: 1001, reason: "no_key" });
  });

  it("needs a CSV file and both column names", async () => {
    expect(await refusal(asked({ ranking: [], participated: [] }, byEmail))).toEqual({
      csv: ["A leaderboard is uploaded as a CSV file (Content-Type: text/csv)."],
    });
    const both = "Name both columns of the leaderboard: key_column (the e-mail or handle) and rank_column.";
    for (const query of [
      { key: "email", rank_column: "score" },
      { key: "email", key_column: "email" },
      { key: "email", key_column: "", rank_column: "score" },
    ] as const) {
      expect(await refusal(asked(file("email,score", "a@b.c,1"), query))).toEqual({
        key_column: [both],
      });
    }
  });

  it("names the columns a file lacks, with those it has, and refuses a file without rows", async () => {
    expect(await refusal(asked(file("Mail,Place", "a@b.c,1"), byEmail))).toEqual({
      key_column: ['The file has no column named "email": its first row names "Mail", "Place".'],
      rank_column: ['The file has no column named "SCORE": its first row names "Mail", "Place".'],
    });
    expect(await refusal(asked(file("Mail,score", "a@b.c,1"), byEmail))).toEqual({
      key_column: ['The file has no column named "email": its first row names "Mail", "score".'],
    });
    expect(await refusal(asked(file("email,Place", "a@b.c,1"), byEmail))).toEqual({
      rank_column: ['The file has no column named "SCORE": its first row names "email", "Place".'],
    });
    for (const empty of [file("email,score"), file("")]) {
      expect(await refusal(asked(empty, byEmail))).toEqual({
        csv: ["The file has a header but no rows."],
      });
    }
  });
});

describe("normaliseKey", () => {
  it("drops surrounding spaces and leading @ signs and lowers the case", () => {
    expect(normaliseKey("  @@Ada_L @ ")).toBe("ada_l @");
    expect(normaliseKey(" @ Ada")).toBe("ada");
    expect(normaliseKey("a@B.c")).toBe("a@b.c");
  });
});
