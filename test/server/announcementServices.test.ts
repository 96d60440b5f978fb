import { ANNOUNCEMENT_MESSAGES } from "../../contract/announcements";
import { MESSAGES } from "../../contract/messages";
import type { MailConfig } from "../../server/src/config";
import type { AppContext } from "../../server/src/context";
import type { Db } from "../../server/src/db/types";
import type { Actor } from "../../server/src/repos/audit";
import {
  announcementReach,
  correctAnnouncement,
  publishAnnouncement,
  sendTestAnnouncement,
  withdrawAnnouncement,
} from "../../server/src/services/announcements";
import { UNKNOWN_EVENT } from "../../server/src/services/events";
import { teamEventSlugs } from "../support/seedEvents";
import { openMigratedDb } from "./support/migratedDb";
import { failure, refusal } from "./support/refusal";
import { type SeededTeam, seedTeams } from "./support/seedTeams";

/** Published events of the seed, none in particular (test/support/seedEvents.ts). */
const [teamEvent, otherTeamEvent] = teamEventSlugs;

// Announcements on the migrated database without the API: who one reaches, the test send, publication with its mail,
// webhook post and audit entry in one transaction, correction and withdrawal. test/server/mail.test.ts covers the
// same through the API and SMTP.

let db: Db;
let closeDb: () => Promise<void>;
let olga: Actor;
let full: SeededTeam;
let half: SeededTeam;

const WEBHOOK = "https://hooks.example.org/announce";
const MAIL: MailConfig = { smtpUrl: "smtp://127.0.0.1:2525", from: "x@example.org", rate: 10, timeZone: "UTC" };

/** The context with e-mail and the webhook on or off. */
const contextWith = ({ email = true, webhook = true } = {}) =>
  ({
    db,
    config: { mail: { ...MAIL, smtpUrl: email ? MAIL.smtpUrl : undefined, webhookUrl: webhook ? WEBHOOK : undefined } },
  }) as unknown as AppContext;

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows: events } = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM events");
  const id = Object.fromEntries(events.map((event) => [event.slug, event.id]));
  // A team event takes teams of up to two: a full team and one whose second member left; another event's team.
  [full, half] = await seedTeams(db, id[teamEvent], "an", 2);
  await db.query("DELETE FROM team_members WHERE user_id = $1", [half.members[1].id]);
  await seedTeams(db, id[otherTeamEvent], "av", 1);
  await db.query("UPDATE users SET is_verified = true");
  // The member who left reads no announcements by e-mail.
  await db.query("UPDATE users SET notify_announcements = false WHERE id = $1", [half.members[1].id]);
  const { rows } = await db.query<{ id: number; email: string }>(
    "INSERT INTO users (uid, email, name, referral_code) VALUES ('olga', 'olga@example.org', 'Olga', 'OLGA1') RETURNING id, email",
  );
  olga = rows[0];
});
afterAll(() => closeDb());

beforeEach(() => db.exec("DELETE FROM mail_outbox"));

const draft = { title: "Rules", body: "Read them.", only_incomplete_teams: false, channels: ["feed"] };

const outbox = async () =>
  (
    await db.query<{ channel: string; kind: string; recipient: string; user_id: number | null; data: unknown }>(
      "SELECT channel, kind, recipient, user_id, data FROM mail_outbox ORDER BY id",
    )
  ).rows;

async function auditOf(id: number) {
  const { rows } = await db.query<{ actor_email: string; action: string; details: unknown }>(
    "SELECT actor_email, action, details FROM audit_log WHERE target = $1 ORDER BY id",
    [`announcement:${id}`],
  );
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
  }));
}

describe("announcementReach (the preview)", () => {
  it("counts everyone, or an event's members, or those of its teams with a free place", async () => {
    const everyone = await announcementReach(contextWith(), draft);
    expect(everyone).toBeGreaterThanOrEqual(6);
    await expect(announcementReach(contextWith(), { ...draft, event: teamEvent })).resolves.toBe(3);
    await expect(
      announcementReach(contextWith(), { ...draft, event: teamEvent, only_incomplete_teams: true }),
    ).resolves.toBe(1);
    await expect(announcementReach(contextWith(), { ...draft, event: otherTeamEvent })).resolves.toBe(2);
    // No event, null or "" is everyone.
    await expect(announcementReach(contextWith(), { ...draft, event: null })).resolves.toBe(everyone);
    await expect(announcementReach(contextWith(), { ...draft, event: "" })).resolves.toBe(everyone);
    // By e-mail, only those who want announcements (the member who left does not).
    await expect(announcementReach(contextWith(), { ...draft, channels: ["email"] })).resolves.toBe(everyone - 1);
    expect(await outbox()).toEqual([]);
  });

  it("refuses an unknown event and a channel that is off, all at once", async () => {
    await expect(
      refusal(
        announcementReach(contextWith({ email: false, webhook: false }), {
          ...draft,
          event: "nope",
          channels: ["email", "webhook"],
        }),
      ),
    ).resolves.toEqual({
      event: [UNKNOWN_EVENT],
      channels: [ANNOUNCEMENT_MESSAGES.emailOff, ANNOUNCEMENT_MESSAGES.webhookOff],
    });
    await expect(
      refusal(announcementReach(contextWith({ webhook: false }), { ...draft, channels: ["webhook"] })),
    ).resolves.toEqual({
      channels: [ANNOUNCEMENT_MESSAGES.webhookOff],
    });
  });
});

describe("sendTestAnnouncement", () => {
  it("queues the e-mail to the calling organiser only, with the event's slug and name", async () => {
    await expect(sendTestAnnouncement(contextWith(), olga, { ...draft, event: teamEvent })).resolves.toBe(1);
    expect(await outbox()).toEqual([
      {
        channel: "email",
        kind: "announcement.test",
        recipient: olga.email,
        user_id: olga.id,
        data: { title: "Rules", body: "Read them.", event_slug: teamEvent, event_name: expect.any(String) },
      },
    ]);
    const { rows } = await db.query("SELECT count(*)::int AS n FROM announcements");
    expect(rows).toEqual([{ n: 0 }]);
  });

  it("needs e-mail on, and an event that exists", async () => {
    await expect(refusal(sendTestAnnouncement(contextWith({ email: false }), olga, draft))).resolves.toEqual({
      channels: [ANNOUNCEMENT_MESSAGES.emailOff],
    });
    // E-mail off is said first and alone: the event is not looked at.
    await expect(
      refusal(sendTestAnnouncement(contextWith({ email: false }), olga, { ...draft, event: "nope" })),
    ).resolves.toEqual({ channels: [ANNOUNCEMENT_MESSAGES.emailOff] });
    await expect(refusal(sendTestAnnouncement(contextWith(), olga, { ...draft, event: "nope" }))).resolves.toEqual({
      event: [UNKNOWN_EVENT],
    });
    expect(await outbox()).toEqual([]);
  });
});

describe("publishAnnouncement", () => {
  it("publishes to the feed, queues the e-mail and the webhook post, and audits it, in one go", async () => {
    const created = await publishAnnouncement(contextWith(), olga, {
      ...draft,
      event: teamEvent,
      channels: ["feed", "email", "webhook", "email"],
    });
    expect(created).toEqual({
      id: expect.any(Number),
      title: "Rules",
      body: "Read them.",
      event: teamEvent,
      published_at: expect.stringMatching(/Z$/),
      recipients: 3,
    });
    const queued = await outbox();
    expect(
      queued
        .filter((row) => row.channel === "email")
        .map((row) => row.user_id)
        .sort(),
    ).toEqual([full.members[0].id, full.members[1].id, half.members[0].id].sort());
    expect(queued.filter((row) => row.channel === "webhook")).toEqual([
      { channel: "webhook", kind: "announcement", recipient: WEBHOOK, user_id: null, data: {} },
    ]);
    const { rows } = await db.query("SELECT recipients, channels, author_id FROM announcements WHERE id = $1", [
      created.id,
    ]);
    expect(rows).toEqual([{ recipients: 3, channels: ["feed", "email", "webhook"], author_id: olga.id }]);
    expect(await auditOf(created.id)).toEqual([
      {
        actor_email: olga.email,
        action: "announcement.publish",
        details: {
          title: "Rules",
          event: teamEvent,
          only_incomplete_teams: false,
          channels: ["feed", "email", "webhook"],
          recipients: 3,
        },
      },
    ]);
  });

  it('publishes to everyone without an event (null or "" too), its audience counted whatever their e-mail wishes', async () => {
    const everyone = await announcementReach(contextWith(), draft);
    for (const event of [undefined, null, ""]) {
      const created = await publishAnnouncement(contextWith(), olga, { ...draft, event });
      expect(created).toMatchObject({ event: null, recipients: everyone });
      expect((await auditOf(created.id))[0].details).toMatchObject({ event: null, recipients: everyone });
    }
    expect(await outbox()).toEqual([]);
  });

  it("counts a feed-only announcement's audience, queueing nothing", async () => {
    const created = await publishAnnouncement(contextWith(), olga, {
      ...draft,
      event: otherTeamEvent,
      only_incomplete_teams: true,
    });
    expect(created).toMatchObject({ event: otherTeamEvent, recipients: 0 });
    expect(await outbox()).toEqual([]);
  });

  it("publishes nothing when a channel is off", async () => {
    const { rows: before } = await db.query("SELECT count(*)::int AS n FROM announcements");
    await expect(
      refusal(publishAnnouncement(contextWith({ email: false }), olga, { ...draft, channels: ["email"] })),
    ).resolves.toEqual({
      channels: [ANNOUNCEMENT_MESSAGES.emailOff],
    });
    expect((await db.query("SELECT count(*)::int AS n FROM announcements")).rows).toEqual(before);
  });
});

describe("correcting and withdrawing", () => {
  it("corrects the title or the body, audited before and after, the feed's time of correction set", async () => {
    const { id } = await publishAnnouncement(contextWith(), olga, draft);
    await correctAnnouncement(contextWith(), olga, id, { body: "Read them twice." });
    await correctAnnouncement(contextWith(), olga, id, { title: "New rules" });
    const { rows } = await db.query(
      "SELECT title, body, corrected_at IS NOT NULL AS corrected FROM announcements WHERE id = $1",
      [id],
    );
    expect(rows).toEqual([{ title: "New rules", body: "Read them twice.", corrected: true }]);
    expect((await auditOf(id)).slice(1)).toEqual([
      {
        actor_email: olga.email,
        action: "announcement.correct",
        details: {
          before: { title: "Rules", body: "Read them." },
          after: { title: "Rules", body: "Read them twice." },
        },
      },
      {
        actor_email: olga.email,
        action: "announcement.correct",
        details: {
          before: { title: "Rules", body: "Read them twice." },
          after: { title: "New rules", body: "Read them twice." },
        },
      },
    ]);
  });

  it("withdraws one, dropping its unsent e-mails (audited with how many); then it can be neither withdrawn nor corrected", async () => {
    const { id } = await publishAnnouncement(contextWith(), olga, {
      ...draft,
      channels: ["feed", "email"],
      event: teamEvent,
    });
    await db.query(
      "UPDATE mail_outbox SET status = 'sent' WHERE id = (SELECT min(id) FROM mail_outbox WHERE announcement_id = $1)",
      [id],
    );
    await withdrawAnnouncement(contextWith(), olga, id);
    const { rows } = await db.query<{ status: string }>("SELECT status FROM mail_outbox WHERE announcement_id = $1", [
      id,
    ]);
    expect(rows).toEqual([{ status: "sent" }]);
    expect((await auditOf(id)).slice(1)).toEqual([
      { actor_email: olga.email, action: "announcement.withdraw", details: { title: "Rules", unsent_dropped: 2 } },
    ]);
    const withdrawn = { type: "RefusedError", message: ANNOUNCEMENT_MESSAGES.withdrawn };
    await expect(failure(withdrawAnnouncement(contextWith(), olga, id))).resolves.toEqual(withdrawn);
    await expect(failure(correctAnnouncement(contextWith(), olga, id, { title: "Again" }))).resolves.toEqual(withdrawn);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it("knows no announcement by an unknown id", async () => {
    const notFound = { type: "NotFoundError", message: MESSAGES.notFound };
    await expect(failure(withdrawAnnouncement(contextWith(), olga, 987_654))).resolves.toEqual(notFound);
    await expect(failure(correctAnnouncement(contextWith(), olga, 987_654, { title: "x" }))).resolves.toEqual(notFound);
  });
});
