import type { Db } from "../../server/src/db/types";
import { queueReminders } from "../../server/src/services/reminders";
import { openMigratedDb } from "./support/migratedDb";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

// The two reminders ("starts in 24 hours", "registration closes in 24 hours") on the migrated database without the
// API: who gets which, with what data, once, and only inside the 24 hours before the moment.

let db: Db;
let closeDb: () => Promise<void>;
/** An event of teams of up to 3 (two-member teams have a free place) and one of up to 2 (full). */
let roomy: { id: number; name: string; slug: string };
let full: { id: number; name: string; slug: string };
let roomyTeam: SeededTeam;
let fullTeam: SeededTeam;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; name: string; slug: string; max_members: number }>(
    "SELECT id, name, slug, max_members FROM events ORDER BY id",
  );
  [full, roomy] = rows.filter((event) => event.max_members === 2);
  await db.query("UPDATE events SET max_members = 3 WHERE id = $1", [roomy.id]);
  [roomyTeam] = await seedTeams(db, roomy.id, "rm", 1);
  [fullTeam] = await seedTeams(db, full.id, "fl", 1);
  await db.query("UPDATE users SET is_verified = true");
});

afterAll(() => closeDb());

beforeEach(async () => {
  await db.query("DELETE FROM mail_outbox");
  await db.query("DELETE FROM reminder_marks");
  await db.query(
    "UPDATE events SET starts_at = NULL, ends_at = NULL, registration_closes_at = NULL, is_registration_on = true",
  );
  await db.query("UPDATE users SET notify_reminders = true");
});

const queued = async () =>
  (
    await db.query<{ kind: string; recipient: string; user_id: number; data: Record<string, unknown> }>(
      "SELECT kind, recipient, user_id, data FROM mail_outbox ORDER BY kind, user_id",
    )
  ).rows;

/** Sets an event's time this many hours from now (the database's clock), to the second; returns it as the API writes it. */
async function setIn(eventId: number, column: "starts_at" | "registration_closes_at", hours: number) {
  const { rows } = await db.query<{ at: string }>(
    `UPDATE events SET ${column} = date_trunc('second', now() + $2 * interval '1 hour') WHERE id = $1
     RETURNING to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at`,
    [eventId, hours],
  );
  return rows[0].at;
}

describe("queueReminders", () => {
  it("reminds every member of the teams of an event that starts within 24 hours, once", async () => {
    const startsAt = await setIn(full.id, "starts_at", 23.9);
    await expect(queueReminders(db)).resolves.toBe(2);
    const data = { event: full.name, slug: full.slug, starts_at: startsAt, team: fullTeam.name };
    expect(await queued()).toEqual(
      fullTeam.members.map((member) => ({
        kind: "reminder.starts",
        recipient: member.email,
        user_id: member.id,
        data,
      })),
    );
    await expect(queueReminders(db)).resolves.toBe(0);
    expect(await queued()).toHaveLength(2);
  });

  it("reminds the members of a team with a free place that registration closes within 24 hours", async () => {
    const closesAt = await setIn(roomy.id, "registration_closes_at", 1);
    await setIn(full.id, "registration_closes_at", 1);
    await expect(queueReminders(db)).resolves.toBe(2);
    expect(await queued()).toEqual(
      roomyTeam.members.map((member) => ({
        kind: "reminder.closes",
        recipient: member.email,
        user_id: member.id,
        data: { event: roomy.name, slug: roomy.slug, closes_at: closesAt, team: roomyTeam.name },
      })),
    );
  });

  it("sends both kinds in one call, and counts them", async () => {
    await setIn(roomy.id, "registration_closes_at", 2);
    await setIn(roomy.id, "starts_at", 3);
    await setIn(full.id, "starts_at", 4);
    await expect(queueReminders(db)).resolves.toBe(6);
    expect((await queued()).map((mail) => mail.kind)).toEqual([
      "reminder.closes",
      "reminder.closes",
      "reminder.starts",
      "reminder.starts",
      "reminder.starts",
      "reminder.starts",
    ]);
  });

  it("sends nothing before the 24 hours, after the moment, when registration is off, or to who turned reminders off", async () => {
    await setIn(full.id, "starts_at", 24.1);
    await setIn(roomy.id, "registration_closes_at", 24.1);
    await expect(queueReminders(db)).resolves.toBe(0);
    await setIn(full.id, "starts_at", -0.1);
    await setIn(roomy.id, "registration_closes_at", -0.1);
    await expect(queueReminders(db)).resolves.toBe(0);
    await db.query("UPDATE events SET is_registration_on = false WHERE id = $1", [roomy.id]);
    await setIn(roomy.id, "registration_closes_at", 1);
    await expect(queueReminders(db)).resolves.toBe(0);
    await db.query("UPDATE users SET notify_reminders = false");
    await setIn(full.id, "starts_at", 1);
    await expect(queueReminders(db)).resolves.toBe(0);
    expect(await queued()).toEqual([]);
  });
});
