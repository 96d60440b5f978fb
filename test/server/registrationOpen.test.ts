import { registrationOpenAt } from "../../contract/rules";
import { openDb } from "../../server/src/db/open";
import type { Db } from "../../server/src/db/types";
import { registrationOpenSql } from "../../server/src/repos/schedule";

// The registration rule is written once, registrationOpenAt (contract/rules.ts), which the app and the services call.
// The database keeps a copy in SQL (registrationOpenSql), so that every statement reads one clock: this holds the copy
// to the rule, case by case, with the database's own clock as `now`.

let db: Db;
beforeAll(async () => {
  db = await openDb({ databaseUrl: process.env.DATABASE_URL });
});
afterAll(() => db.close());

/** Switch on or off, the close as an offset from the database's now (null: none), and whether the event is hidden. */
const CASES: Array<[boolean, string | null, boolean?]> = [
  [true, null],
  [false, null],
  [true, "1 hour"],
  [true, "1 second"],
  [true, "0 seconds"],
  [true, "-1 second"],
  [true, "-3 days"],
  [false, "1 hour"],
  [false, "-1 hour"],
  [true, null, true],
  [true, "1 hour", true],
];

it("opens and closes registration in SQL exactly as the rule does", async () => {
  const rows = CASES.map(([on, offset, hidden], index) => {
    const close = offset === null ? "NULL::timestamptz" : `now() + interval '${offset}'`;
    return `(${index}, ${on}, ${close}, ${hidden ? "now()" : "NULL::timestamptz"})`;
  });
  const { rows: answers } = await db.query<{
    index: number;
    is_registration_on: boolean;
    hidden: boolean;
    closes_ms: number | null;
    now_ms: number;
    open: boolean;
  }>(
    `SELECT e.index, e.is_registration_on, e.hidden_at IS NOT NULL AS hidden, (extract(epoch FROM e.registration_closes_at) * 1000)::float8 AS closes_ms,
       (extract(epoch FROM now()) * 1000)::float8 AS now_ms, ${registrationOpenSql("e")} AS open
     FROM (VALUES ${rows.join(", ")}) AS e(index, is_registration_on, registration_closes_at, hidden_at) ORDER BY e.index`,
  );
  expect(answers).toHaveLength(CASES.length);
  const ruled = answers.map((row) =>
    registrationOpenAt(
      {
        is_registration_on: row.is_registration_on,
        registration_closes_at: row.closes_ms === null ? null : new Date(row.closes_ms).toISOString(),
        hidden: row.hidden,
      },
      row.now_ms,
    ),
  );
  expect(answers.map((row) => row.open)).toEqual(ruled);
  expect(ruled).toEqual([true, false, true, true, false, false, false, false, false, false, false]);
});
