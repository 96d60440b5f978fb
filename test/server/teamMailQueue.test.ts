import { randomUUID } from "node:crypto";
import type { Db } from "../../server/src/db/types";
import {
  mailCertificatesCorrected,
  mailTeamDeleted,
  mailTeamJoined,
  mailTeamRemoved,
  queueResultsMails,
} from "../../server/src/services/teamMail";
import { openMigratedDb } from "./support/migratedDb";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

// Which mails team changes and results queue, to whom and with what data (the worker renders them:
// mailRendering.test.ts), on the migrated database without the API: only verified addresses, team news only to those
// who want it, results to every holder once. test/server/mail.test.ts covers the same through the API and SMTP.

let db: Db;
let closeDb: () => Promise<void>;
let eventId: number;
let eventName: string;
let eventSlug: string;
let team: SeededTeam;
let other: SeededTeam;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; name: string; slug: string }>(
    "SELECT id, name, slug FROM events ORDER BY id LIMIT 1",
  );
  ({ id: eventId, name: eventName, slug: eventSlug } = rows[0]);
  [team, other] = await seedTeams(db, eventId, "tm", 2);
  // A third member in the team (the seed gives two).
  await db.query(
    `INSERT INTO users (uid, email, name, referral_code) VALUES ('tm-x', 'tm.x@example.com', '  ', 'TMX')`,
  );
  await db.query(
    "INSERT INTO team_members (team_id, event_id, user_id) SELECT $1, $2, id FROM users WHERE uid = 'tm-x'",
    [team.id, eventId],
  );
});

afterAll(() => closeDb());

beforeEach(async () => {
  await db.query("DELETE FROM mail_outbox");
  await db.query("UPDATE users SET is_verified = true, notify_team = true, email = uid || '@example.com'");
});

/** The queued mails: kind, recipient, user and data, by recipient. */
const queued = async () =>
  (
    await db.query<{ kind: string; recipient: string; user_id: number; data: Record<string, unknown> }>(
      "SELECT kind, recipient, user_id, data FROM mail_outbox ORDER BY recipient",
    )
  ).rows;

const userId = async (uid: string) =>
  (await db.query<{ id: number }>("SELECT id FROM users WHERE uid = $1", [uid])).rows[0].id;

const creator = () => team.members[0];
const teamData = () => ({ team: team.name, event: eventName });

describe("team news", () => {
  it("tells the creator who joined, naming a member without a name 'A participant'", async () => {
    await mailTeamJoined(db, true, team.id, team.members[1].id);
    await mailTeamJoined(db, true, team.id, await userId("tm-x"));
    expect(await queued()).toEqual([
      {
        kind: "team.joined",
        recipient: "tm-1@example.com",
        user_id: creator().id,
        data: { ...teamData(), member: "Member tm 2" },
      },
      {
        kind: "team.joined",
        recipient: "tm-1@example.com",
        user_id: creator().id,
        data: { ...teamData(), member: "A participant" },
      },
    ]);
  });

  it("does not tell the creator that they joined their own team", async () => {
    await mailTeamJoined(db, true, team.id, creator().id);
    expect(await queued()).toEqual([]);
  });

  it("tells a removed member, and every member but the creator of a deleted team", async () => {
    await mailTeamRemoved(db, true, team.id, team.members[1].id);
    expect(await queued()).toEqual([
      { kind: "team.removed", recipient: "tm-2@example.com", user_id: team.members[1].id, data: teamData() },
    ]);
    await db.query("DELETE FROM mail_outbox");
    await mailTeamDeleted(db, true, team.id);
    expect(await queued()).toEqual([
      { kind: "team.deleted", recipient: "tm-2@example.com", user_id: team.members[1].id, data: teamData() },
      { kind: "team.deleted", recipient: "tm-x@example.com", user_id: await userId("tm-x"), data: teamData() },
    ]);
  });

  it("does not tell a creator who turned team news off who joined", async () => {
    await db.query("UPDATE users SET notify_team = false WHERE uid = 'tm-1'");
    await mailTeamJoined(db, true, team.id, team.members[1].id);
    expect(await queued()).toEqual([]);
  });

  it("queues nothing with e-mail off, nor to an unverified address, an empty one or a user who turned team news off", async () => {
    await mailTeamJoined(db, false, team.id, team.members[1].id);
    await mailTeamRemoved(db, false, team.id, team.members[1].id);
    await mailTeamDeleted(db, false, team.id);
    expect(await queued()).toEqual([]);
    await db.query("UPDATE users SET is_verified = false WHERE uid = 'tm-1'");
    await db.query("UPDATE users SET notify_team = false WHERE uid = 'tm-2'");
    await db.query("UPDATE users SET email = '' WHERE uid = 'tm-x'");
    await mailTeamJoined(db, true, team.id, team.members[1].id);
    await mailTeamRemoved(db, true, team.id, team.members[1].id);
    await mailTeamDeleted(db, true, team.id);
    expect(await queued()).toEqual([]);
  });
});

describe("results mail", () => {
  /** A finished publication with these certificates: [user, kind, rank, revoked]. */
  async function publication(certificates: Array<[number, "merit" | "participation", number | null, boolean?]>) {
    const { rows } = await db.query<{ id: number }>(
      "INSERT INTO publications (event_id, kind, done_at) VALUES ($1, 'publish', now()) RETURNING id",
      [eventId],
    );
    const id = rows[0].id;
    for (const [user, kind, rank, revoked] of certificates) {
      await db.query(
        `INSERT INTO certificates (id, user_id, event_id, kind, rank, publication_id, revoked_at, from_results)
         VALUES ($1, $2, $3, $4, $5, $6, $7, false)`,
        [`${kind}-${user}-${randomUUID()}`, user, eventId, kind, rank, id, revoked ? new Date() : null],
      );
    }
    return id;
  }

  it("mails each holder once, in batches of holders, with their certificates, merit first", async () => {
    const [a, b] = team.members;
    const [c, d] = other.members;
    const id = await publication([
      [a.id, "participation", null],
      [a.id, "merit", 2],
      [b.id, "participation", null],
      [c.id, "participation", null],
      [d.id, "participation", null, true],
    ]);
    await expect(queueResultsMails(db, id, 2)).resolves.toEqual({ queued: 2, done: false });
    expect((await queued()).map((mail) => mail.user_id)).toEqual([a.id, b.id]);
    // The third holder; the fourth's only certificate is revoked (no mail). A batch shorter than the limit ends it.
    await expect(queueResultsMails(db, id, 2)).resolves.toEqual({ queued: 1, done: false });
    await expect(queueResultsMails(db, id, 2)).resolves.toEqual({ queued: 0, done: true });
    await expect(queueResultsMails(db, id, 2)).resolves.toEqual({ queued: 0, done: true });
    const mails = await queued();
    expect(mails.map((mail) => mail.user_id)).toEqual([a.id, b.id, c.id]);
    expect(mails[0]).toEqual({
      kind: "results.published",
      recipient: "tm-1@example.com",
      user_id: a.id,
      data: {
        event: eventName,
        slug: eventSlug,
        certificates: [
          { id: expect.stringMatching(/^participation-/), kind: "participation", rank: null },
          { id: expect.stringMatching(/^merit-/), kind: "merit", rank: 2 },
        ],
      },
    });
    expect(await db.query("SELECT mails_after, mails_queued FROM publications WHERE id = $1", [id])).toMatchObject({
      rows: [{ mails_after: d.id, mails_queued: true }],
    });
  });

  it("ends at once when the last batch was full but nobody is left, and ignores publications not done", async () => {
    const [a] = team.members;
    const id = await publication([[a.id, "participation", null]]);
    await expect(queueResultsMails(db, id, 1)).resolves.toEqual({ queued: 1, done: false });
    await expect(queueResultsMails(db, id, 1)).resolves.toEqual({ queued: 0, done: true });
    expect(await db.query("SELECT mails_after, mails_queued FROM publications WHERE id = $1", [id])).toMatchObject({
      rows: [{ mails_after: a.id, mails_queued: true }],
    });
    await db.query("UPDATE publications SET done_at = NULL, mails_queued = false, mails_after = 0 WHERE id = $1", [id]);
    await expect(queueResultsMails(db, id, 1)).resolves.toEqual({ queued: 0, done: true });
    await expect(queueResultsMails(db, 987_654, 1)).resolves.toEqual({ queued: 0, done: true });
    expect(await queued()).toHaveLength(1);
  });

  it("goes to a holder who turned team news off, but not to an unverified address", async () => {
    const [a, b] = team.members;
    await db.query("UPDATE users SET notify_team = false WHERE id = $1", [a.id]);
    await db.query("UPDATE users SET is_verified = false WHERE id = $1", [b.id]);
    const id = await publication([
      [a.id, "participation", null],
      [b.id, "participation", null],
    ]);
    await expect(queueResultsMails(db, id, 10)).resolves.toEqual({ queued: 1, done: true });
    expect((await queued()).map((mail) => mail.user_id)).toEqual([a.id]);
  });

  it("tells each holder of a correction what they gained and lost, with the reason", async () => {
    const [a, b] = team.members;
    const change = {
      eventId,
      reason: "A score was typed wrong.",
      gained: [
        { id: "g1", user_id: a.id, kind: "merit", rank: 1 },
        { id: "g2", user_id: b.id, kind: "participation", rank: null },
      ],
      lost: [{ id: "l1", user_id: a.id, kind: "merit", rank: 3 }],
    };
    await expect(mailCertificatesCorrected(db, true, change)).resolves.toBe(2);
    expect(await queued()).toEqual([
      {
        kind: "results.corrected",
        recipient: "tm-1@example.com",
        user_id: a.id,
        data: {
          event: eventName,
          slug: eventSlug,
          reason: "A score was typed wrong.",
          gained: [{ id: "g1", kind: "merit", rank: 1 }],
          lost: [{ id: "l1", kind: "merit", rank: 3 }],
        },
      },
      {
        kind: "results.corrected",
        recipient: "tm-2@example.com",
        user_id: b.id,
        data: {
          event: eventName,
          slug: eventSlug,
          reason: "A score was typed wrong.",
          gained: [{ id: "g2", kind: "participation", rank: null }],
          lost: [],
        },
      },
    ]);
  });

  it("tells a holder who gained one certificate and lost another", async () => {
    const [a] = team.members;
    const change = {
      eventId,
      reason: "Ranks were swapped.",
      gained: [{ id: "g1", user_id: a.id, kind: "merit", rank: 1 }],
      lost: [{ id: "l1", user_id: a.id, kind: "merit", rank: 2 }],
    };
    await expect(mailCertificatesCorrected(db, true, change)).resolves.toBe(1);
    expect((await queued())[0].data).toMatchObject({
      gained: [{ id: "g1", kind: "merit", rank: 1 }],
      lost: [{ id: "l1", kind: "merit", rank: 2 }],
    });
  });

  it("queues no correction mail with e-mail off, without changes, or to an unverified address", async () => {
    const [a] = team.members;
    const change = { eventId, reason: "r", gained: [{ id: "g1", user_id: a.id, kind: "merit", rank: 1 }], lost: [] };
    await expect(mailCertificatesCorrected(db, false, change)).resolves.toBe(0);
    await expect(mailCertificatesCorrected(db, true, { ...change, gained: [] })).resolves.toBe(0);
    await expect(
      mailCertificatesCorrected(db, true, {
        ...change,
        gained: [],
        lost: [{ id: "l1", user_id: a.id, kind: "merit", rank: 2 }],
      }),
    ).resolves.toBe(1);
    await db.query("UPDATE users SET is_verified = false WHERE id = $1", [a.id]);
    await expect(mailCertificatesCorrected(db, true, change)).resolves.toBe(0);
    expect(await queued()).toHaveLength(1);
  });
});
