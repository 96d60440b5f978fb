import { MESSAGES } from "../../contract/messages";
import type { Db } from "../../server/src/db/types";
import { changeEventSchedule } from "../../server/src/services/schedule";
import { openMigratedDb } from "./support/migratedDb";
import { refusal } from "./support/refusal";

// An organiser's change of an event's schedule and registration switch (PATCH admin/events/{id}/), on the migrated
// database without the API: what is stored, what the organiser reads when a change is refused, and the calendars'
// sequence number. test/server/schedule.test.ts covers the same through the API.

let db: Db;
let closeDb: () => Promise<void>;
let eventId: number;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number }>("SELECT id FROM events ORDER BY id LIMIT 1");
  eventId = rows[0].id;
});

afterAll(() => closeDb());

beforeEach(async () => {
  await db.query(
    `UPDATE events SET is_registration_on = true, starts_at = NULL, ends_at = NULL, registration_closes_at = NULL,
       schedule_sequence = 0 WHERE id = $1`,
    [eventId],
  );
});

/** The event's row as stored. */
const stored = async () =>
  (
    await db.query<Record<string, unknown>>(
      `SELECT is_registration_on, starts_at, ends_at, registration_closes_at, schedule_sequence FROM events
       WHERE id = $1`,
      [eventId],
    )
  ).rows[0];

const at = (iso: string) => new Date(iso);

const NOW = at("2030-01-01T00:00:00Z");

describe("changeEventSchedule", () => {
  it("answers null for an event that does not exist", async () => {
    await expect(changeEventSchedule(db, 987654, { is_registration_on: false }, NOW)).resolves.toBeNull();
  });

  it("stores times given in any zone as UTC to the second, and returns the event before and after", async () => {
    const change = await changeEventSchedule(
      db,
      eventId,
      {
        starts_at: "2030-02-01T10:00:00.789+05:30",
        ends_at: "2030-02-01T15:00:00+05:30",
        registration_closes_at: "2030-02-01T03:30:00Z",
      },
      NOW,
    );
    expect(change).toEqual({
      before: { is_registration_on: true, starts_at: null, ends_at: null, registration_closes_at: null },
      after: {
        is_registration_on: true,
        starts_at: "2030-02-01T04:30:00Z",
        ends_at: "2030-02-01T09:30:00Z",
        registration_closes_at: "2030-02-01T03:30:00Z",
      },
    });
    expect(await stored()).toEqual({
      is_registration_on: true,
      starts_at: at("2030-02-01T04:30:00Z"),
      ends_at: at("2030-02-01T09:30:00Z"),
      registration_closes_at: at("2030-02-01T03:30:00Z"),
      schedule_sequence: 1,
    });
  });

  it("changes only the fields given, clears a time given as null, and raises the sequence only when a time changes", async () => {
    await changeEventSchedule(db, eventId, { starts_at: "2030-02-01T10:00:00Z", ends_at: "2030-02-01T12:00:00Z" }, NOW);
    const switched = await changeEventSchedule(db, eventId, { is_registration_on: false }, NOW);
    expect(switched?.after).toEqual({
      is_registration_on: false,
      starts_at: "2030-02-01T10:00:00Z",
      ends_at: "2030-02-01T12:00:00Z",
      registration_closes_at: null,
    });
    expect(await stored()).toMatchObject({ is_registration_on: false, schedule_sequence: 1 });
    const same = await changeEventSchedule(db, eventId, { starts_at: "2030-02-01T15:30:00+05:30" }, NOW);
    expect(same?.after.starts_at).toBe("2030-02-01T10:00:00Z");
    expect(await stored()).toMatchObject({ schedule_sequence: 1 });
    const cleared = await changeEventSchedule(db, eventId, { ends_at: null, is_registration_on: true }, NOW);
    expect(cleared?.after).toEqual({
      is_registration_on: true,
      starts_at: "2030-02-01T10:00:00Z",
      ends_at: null,
      registration_closes_at: null,
    });
    expect(await stored()).toMatchObject({ is_registration_on: true, ends_at: null, schedule_sequence: 2 });
  });

  it("refuses an end at or before the start, and saves nothing", async () => {
    for (const ends_at of ["2030-02-01T10:00:00Z", "2030-02-01T09:59:59Z"]) {
      expect(
        await refusal(changeEventSchedule(db, eventId, { starts_at: "2030-02-01T10:00:00Z", ends_at }, NOW)),
      ).toEqual({ ends_at: [MESSAGES.endNotAfterStart] });
    }
    expect(await stored()).toMatchObject({ starts_at: null, ends_at: null, schedule_sequence: 0 });
    await changeEventSchedule(db, eventId, { starts_at: "2030-02-01T10:00:00Z", ends_at: "2030-02-01T10:00:01Z" }, NOW);
    expect(await stored()).toMatchObject({ ends_at: at("2030-02-01T10:00:01Z") });
  });

  it("checks an end or a start against the other one already stored", async () => {
    await changeEventSchedule(db, eventId, { starts_at: "2030-02-01T10:00:00Z" }, NOW);
    expect(await refusal(changeEventSchedule(db, eventId, { ends_at: "2030-02-01T09:00:00Z" }, NOW))).toEqual({
      ends_at: [MESSAGES.endNotAfterStart],
    });
    await changeEventSchedule(db, eventId, { starts_at: null, ends_at: "2030-02-01T09:00:00Z" }, NOW);
    expect(await refusal(changeEventSchedule(db, eventId, { starts_at: "2030-02-01T09:30:00Z" }, NOW))).toEqual({
      ends_at: [MESSAGES.endNotAfterStart],
    });
  });

  it("refuses registration closing after the end, but not at the end nor without an end", async () => {
    const ends_at = "2030-02-01T12:00:00Z";
    expect(
      await refusal(changeEventSchedule(db, eventId, { ends_at, registration_closes_at: "2030-02-01T12:00:01Z" }, NOW)),
    ).toEqual({ registration_closes_at: [MESSAGES.closesAfterEnd] });
    await changeEventSchedule(db, eventId, { ends_at, registration_closes_at: ends_at }, NOW);
    expect(await stored()).toMatchObject({ registration_closes_at: at(ends_at) });
    await changeEventSchedule(db, eventId, { ends_at: null, registration_closes_at: "2030-03-01T00:00:00Z" }, NOW);
    expect(await stored()).toMatchObject({ ends_at: null, registration_closes_at: at("2030-03-01T00:00:00Z") });
  });

  it("refuses to reopen registration by the switch once its scheduled close has come", async () => {
    await changeEventSchedule(
      db,
      eventId,
      { is_registration_on: false, registration_closes_at: "2030-01-01T00:00:00Z" },
      NOW,
    );
    expect(await refusal(changeEventSchedule(db, eventId, { is_registration_on: true }, NOW))).toEqual({
      is_registration_on: [MESSAGES.reopenAfterClose],
    });
    expect(await stored()).toMatchObject({ is_registration_on: false });
    // A second before the close it may reopen; turning it off, or moving the close, is always allowed.
    await changeEventSchedule(db, eventId, { is_registration_on: true }, at("2029-12-31T23:59:59Z"));
    expect(await stored()).toMatchObject({ is_registration_on: true });
    await changeEventSchedule(db, eventId, { is_registration_on: false }, NOW);
    await changeEventSchedule(
      db,
      eventId,
      { is_registration_on: true, registration_closes_at: "2030-01-02T00:00:00Z" },
      NOW,
    );
    expect(await stored()).toMatchObject({ is_registration_on: true });
    await changeEventSchedule(db, eventId, { is_registration_on: false, registration_closes_at: null }, NOW);
    await changeEventSchedule(db, eventId, { is_registration_on: true }, NOW);
    expect(await stored()).toMatchObject({ is_registration_on: true, registration_closes_at: null });
  });

  it("gives every problem of a change at once", async () => {
    expect(
      await refusal(
        changeEventSchedule(
          db,
          eventId,
          {
            is_registration_on: true,
            starts_at: "2030-02-01T10:00:00Z",
            ends_at: "2020-02-01T09:00:00Z",
            registration_closes_at: "2029-12-01T00:00:00Z",
          },
          NOW,
        ),
      ),
    ).toEqual({
      ends_at: [MESSAGES.endNotAfterStart],
      registration_closes_at: [MESSAGES.closesAfterEnd],
      is_registration_on: [MESSAGES.reopenAfterClose],
    });
  });
});
