import { summaryOf } from "../../../contract/eventContent";
import { SEED_FESTIVAL } from "../../../contract/festival";
import { SEED_EVENTS } from "../../../contract/seedEvents";
import { randomCode } from "../lib/codes";
import type { Db, Queryable } from "./types";

const INSTITUTES = ["Example Institute of Technology", "Sample College of Engineering", "Placeholder University"];

/**
 * The festival's content on a fresh database, once (docs/content.md): the festival's identity and the
 * specification's seven events with version 1 of their texts (contract/festival.ts, contract/seedEvents.ts). The
 * festival's row is the mark: once it exists the seed does nothing again, so an event organisers changed, hid or
 * deleted stays as they left it, whatever a later release's seed texts say. A database from before the content
 * (its seven events without texts) gets the texts for the events it has, and the events it lacks. Two processes
 * starting at once: the second waits on the first's row, then finds it. Plain SQL: the database layer uses no
 * repository or service. Returns whether it seeded.
 */
export async function seedContent(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows: marked } = await tx.query(
      "INSERT INTO festival (version, content) VALUES (1, $1::jsonb) ON CONFLICT (id) DO NOTHING RETURNING version",
      [JSON.stringify(SEED_FESTIVAL)],
    );
    if (marked.length === 0) return false;
    await tx.query("INSERT INTO content_versions (event_id, version, content) VALUES (NULL, 1, $1::jsonb)", [
      JSON.stringify(SEED_FESTIVAL),
    ]);
    for (const { slug, maxMembers, content } of SEED_EVENTS) {
      const { rows } = await tx.query<{ id: number; content_version: number | null }>(
        `INSERT INTO events (name, slug, min_members, max_members, spec_event) VALUES ($1, $2, 1, $3, true)
         ON CONFLICT (slug) DO UPDATE SET spec_event = true RETURNING id, content_version`,
        [content.name, slug, maxMembers],
      );
      if (rows[0].content_version !== null) continue;
      await tx.query("INSERT INTO content_versions (event_id, version, content) VALUES ($1, 1, $2::jsonb)", [
        rows[0].id,
        JSON.stringify(content),
      ]);
      await tx.query("UPDATE events SET content_version = 1, name = $2, content_summary = $3::jsonb WHERE id = $1", [
        rows[0].id,
        content.name,
        JSON.stringify(summaryOf(1, content)),
      ]);
    }
    return true;
  });
}

/** A demo participant's identity: the same in this database and, under `npm start`, at the Auth emulator. */
export interface DemoParticipant {
  uid: string;
  email: string;
  name: string;
}

const demoParticipant = (index: number): DemoParticipant => ({
  uid: `demo-user-${index}`,
  email: `participant${index}@example.org`,
  name: `Demo Participant ${index}`,
});

/**
 * The demo's participants. `npm start` gives each an account at the Auth emulator with this uid and e-mail
 * (scripts/lib/demoParticipants.mjs), so a newcomer can sign in as one of them.
 */
export const DEMO_PARTICIPANTS: readonly DemoParticipant[] = Array.from({ length: 14 }, (_, at) =>
  demoParticipant(at + 1),
);

async function addDemoUser(tx: Queryable, index: number, referredBy: number | null): Promise<number> {
  const { uid, email, name } = DEMO_PARTICIPANTS[index - 1];
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (uid, email, provider, is_verified, name, institute_name, study_year, degree, branch, country,
       institute_type, phone, gender, is_profile_complete, referral_code, referred_by, referral_counted)
     VALUES ($1, $2, 'password', true, $3, $4, $5, 'B.Tech', 'Computer Science', 'India', 1, $6, $7, true, $8, $9, $10)
     RETURNING id`,
    [
      uid,
      email,
      name,
      INSTITUTES[index % INSTITUTES.length],
      (index % 4) + 1,
      `+9100000000${String(index).padStart(2, "0")}`,
      index % 3,
      randomCode(8),
      referredBy,
      referredBy !== null,
    ],
  );
  await tx.query("INSERT INTO handles (user_id) VALUES ($1)", [rows[0].id]);
  return rows[0].id;
}

async function addDemoTeam(tx: Queryable, slug: string, name: string, memberIds: number[]): Promise<void> {
  const { rows: events } = await tx.query<{ id: number }>("SELECT id FROM events WHERE slug = $1", [slug]);
  const { rows } = await tx.query<{ id: number }>(
    "INSERT INTO teams (event_id, name, access_code, creator_id) VALUES ($1, $2, $3, $4) RETURNING id",
    [events[0].id, name, randomCode(), memberIds[0]],
  );
  for (const userId of memberIds) {
    await tx.query("INSERT INTO team_members (team_id, event_id, user_id) VALUES ($1, $2, $3)", [
      rows[0].id,
      events[0].id,
      userId,
    ]);
  }
}

/**
 * The demo's schedule, relative to the day the demo database is made: the events run one a day from the day after
 * tomorrow, 10:00 to 15:00 India time, registration open until an hour before each starts.
 */
async function scheduleDemoEvents(tx: Queryable): Promise<void> {
  await tx.query(
    `UPDATE events e SET starts_at = s.starts_at, ends_at = s.starts_at + interval '5 hours',
       registration_closes_at = s.starts_at - interval '1 hour'
     FROM (SELECT id, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
             + make_interval(days => 1 + row_number() OVER (ORDER BY id)::int) + interval '4 hours 30 minutes'
             AS starts_at
           FROM events) s
     WHERE e.id = s.id AND e.starts_at IS NULL`,
  );
}

/** Demo dates fall in the 2020 edition (src/content/festival.ts), not on the day the database was created. */
const DEMO_DAY = "2020-11-20T12:00:00Z";

/**
 * Demo data for local use, once: participants (placeholder names, example.org addresses), teams, referrals for the
 * leaderboard and a campus ambassador table. What an organiser adds later (one finished event with its results, a
 * correction and certificates) is made through the API by `npm start` (scripts/lib/demoResults.mjs).
 */
export async function seedDemo(db: Db): Promise<boolean> {
  const { rowCount } = await db.query("SELECT 1 FROM users WHERE uid LIKE 'demo-user-%' LIMIT 1");
  if (rowCount > 0) return false;
  await db.transaction(async (tx) => {
    await scheduleDemoEvents(tx);
    const referrers: number[] = [];
    for (let index = 1; index <= 4; index += 1) referrers.push(await addDemoUser(tx, index, null));
    const others: number[] = [];
    for (let index = 5; index <= DEMO_PARTICIPANTS.length; index += 1) {
      others.push(await addDemoUser(tx, index, referrers[(index * 7) % 5 === 0 ? 0 : index % referrers.length]));
    }
    await tx.query(
      `UPDATE users u SET referral_count = c.n
       FROM (SELECT referred_by AS id, count(*)::int AS n FROM users WHERE referral_counted GROUP BY referred_by) c
       WHERE u.id = c.id`,
    );
    await addDemoTeam(tx, "ctf", "Null Pointers", [referrers[0], others[0]]);
    await addDemoTeam(tx, "ctf", "Stack Smashers", [referrers[1]]);
    await addDemoTeam(tx, "ctf", "Heap Heroes", [referrers[2], others[4]]);
    await addDemoTeam(tx, "enigma", "Gradient Descenders", [others[1], others[2]]);
    await addDemoTeam(tx, "vista", "Pixel Pushers", [others[3]]);
    await addDemoTeam(tx, "manthan", "Demo Participant 5 solo", [others[0]]);
    for (let index = 1; index <= 18; index += 1) {
      await tx.query(
        `INSERT INTO campus_ambassadors (caid, name, institute_name, points, last_updated)
         VALUES ($1, $2, $3, $4, $6::timestamptz - make_interval(hours => $5)) ON CONFLICT (caid) DO NOTHING`,
        [
          `CA${String(index).padStart(3, "0")}`,
          `Demo Ambassador ${index}`,
          INSTITUTES[index % INSTITUTES.length],
          1000 - index * 37,
          index * 5,
          DEMO_DAY,
        ],
      );
    }
  });
  return true;
}

/** Set by `npm start` (scripts/start.mjs) for the demo database it creates: `DEMO_DATA=1`. */
export const DEMO_DATA_FLAG = "DEMO_DATA";

/**
 * The demo data goes only into the demo database `npm start` creates: the embedded database with DEMO_DATA=1. Never
 * into a database named by DATABASE_URL (an operator's fresh production database stays empty), whatever the flag.
 * Returns the line to print on the console.
 */
export async function seedDemoWhenWanted(
  db: Db,
  env: Record<string, string | undefined> = process.env,
): Promise<string> {
  if (db.kind === "postgres") return "demo data: none (DATABASE_URL names an operator's database; it is never seeded)";
  if (env[DEMO_DATA_FLAG] !== "1") return "demo data: none (only the demo database of `npm start` gets it)";
  return (await seedDemo(db))
    ? "demo data: seeded into the demo database (participants, teams, ambassadors with example.org addresses)"
    : "demo data: already in the demo database";
}
