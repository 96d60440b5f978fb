import type { Readable } from "node:stream";
import { LAST_MEMBER_MESSAGE } from "../../contract/admin";
import { MESSAGES } from "../../contract/messages";
import type { Db } from "../../server/src/db/types";
import type { Actor } from "../../server/src/repos/audit";
import { insertEvent } from "../../server/src/repos/content";
import { addAmbassador, changeAmbassador, removeAmbassador } from "../../server/src/services/ambassadors";
import { changeEvent, deleteEventByOrganiser, removeMemberByOrganiser } from "../../server/src/services/console";
import { eventFilter, UNKNOWN_EVENT } from "../../server/src/services/events";
import { exportParticipants, exportTeams } from "../../server/src/services/exports";
import { grantRole, ORGANISER_MESSAGES, revokeRole, revokeRoleByEmail } from "../../server/src/services/organisers";
import { soloEvents, teamEvents } from "../support/seedEvents";
import { openMigratedDb } from "./support/migratedDb";
import { failure, refusal } from "./support/refusal";
import { seedTeams } from "./support/seedTeams";

const [teamEvent] = teamEvents(1);
const [soloEvent] = soloEvents(1);

// The console's changes on the migrated database without the API: an event's switch and schedule, a member removed by
// an organiser, the two exports, campus ambassadors, organiser roles; each with the audit entry it writes in its transaction, or none
// when refused. test/server/adminConsole.test.ts covers the same through the API.

let db: Db;
let closeDb: () => Promise<void>;
let events: Record<string, number>;
const olga: Actor = { id: 0, email: "olga@example.org" };

beforeAll(async () => {
  ({ db, close: closeDb } = await openMigratedDb());
  const { rows } = await db.query<{ id: number; slug: string }>("SELECT id, slug FROM events");
  events = Object.fromEntries(rows.map((row) => [row.slug, row.id]));
});
afterAll(() => closeDb());

/** The audit entries written since `after` (an id), oldest first. */
async function auditSince(after: number) {
  const { rows } = await db.query<{ actor_email: string; action: string; target: string; details: unknown }>(
    "SELECT actor_email, action, target, details FROM audit_log WHERE id > $1 ORDER BY id",
    [after],
  );
  return rows.map((row) => ({
    ...row,
    details: typeof row.details === "string" ? (JSON.parse(row.details) as unknown) : row.details,
  }));
}

async function lastAuditId(): Promise<number> {
  const { rows } = await db.query<{ id: number | null }>("SELECT max(id)::int AS id FROM audit_log");
  return rows[0].id ?? 0;
}

/** A failure's class and message. */
const text = async (body: Readable) => {
  let all = "";
  for await (const chunk of body) all += String(chunk);
  return all;
};

describe("eventFilter (?event= of the console's lists and exports)", () => {
  it("is no filter when absent or empty, the event's id for its slug, a field error for an unknown slug", async () => {
    await expect(eventFilter(db, undefined)).resolves.toBeNull();
    await expect(eventFilter(db, "")).resolves.toBeNull();
    await expect(eventFilter(db, teamEvent)).resolves.toBe(events[teamEvent]);
    // The message docs/API.md gives for an unknown ?event=.
    await expect(refusal(eventFilter(db, "nope"))).resolves.toEqual({ event: ["No event has this slug."] });
  });
});

describe("changeEvent (PATCH admin/events/{id}/)", () => {
  beforeEach(() =>
    db.query(
      "UPDATE events SET is_registration_on = true, starts_at = NULL, ends_at = NULL, registration_closes_at = NULL",
    ),
  );

  it("closes registration, answers the event as the console shows it and audits the switch only", async () => {
    const since = await lastAuditId();
    const event = await changeEvent(db, olga, events[teamEvent], { is_registration_on: false });
    expect(event).toMatchObject({ id: events[teamEvent], slug: teamEvent, is_registration_on: false, starts_at: null });
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "event.registration",
        target: `event:${teamEvent}`,
        details: { before: { is_registration_on: true }, after: { is_registration_on: false } },
      },
    ]);
  });

  it("audits a change of times with the times before and after, and not the switch it left alone", async () => {
    const since = await lastAuditId();
    const event = await changeEvent(db, olga, events[teamEvent], {
      starts_at: "2030-02-01T10:00:00+05:30",
      ends_at: "2030-02-01T09:30:00Z",
    });
    expect(event).toMatchObject({ starts_at: "2030-02-01T04:30:00Z", ends_at: "2030-02-01T09:30:00Z" });
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "event.schedule",
        target: `event:${teamEvent}`,
        details: {
          before: { starts_at: null, ends_at: null, registration_closes_at: null },
          after: { starts_at: "2030-02-01T04:30:00Z", ends_at: "2030-02-01T09:30:00Z", registration_closes_at: null },
        },
      },
    ]);
  });

  it("audits both when both change, and nothing when nothing changes", async () => {
    const since = await lastAuditId();
    await changeEvent(db, olga, events[teamEvent], { is_registration_on: false, registration_closes_at: null });
    await changeEvent(db, olga, events[teamEvent], { is_registration_on: false });
    expect((await auditSince(since)).map((entry) => entry.action)).toEqual(["event.registration"]);
    const both = await lastAuditId();
    await changeEvent(db, olga, events[teamEvent], { is_registration_on: true, ends_at: "2030-03-01T00:00:00Z" });
    expect((await auditSince(both)).map((entry) => entry.action)).toEqual(["event.registration", "event.schedule"]);
  });

  it("refuses an unknown event and a broken schedule, writing nothing", async () => {
    const since = await lastAuditId();
    await expect(failure(changeEvent(db, olga, 987_654, { is_registration_on: false }))).resolves.toEqual({
      type: "NotFoundError",
      message: MESSAGES.notFound,
    });
    await expect(
      refusal(
        changeEvent(db, olga, events[teamEvent], {
          is_registration_on: false,
          starts_at: "2030-02-01T10:00:00Z",
          ends_at: "2030-02-01T09:00:00Z",
        }),
      ),
    ).resolves.toEqual({ ends_at: [MESSAGES.endNotAfterStart] });
    expect(await auditSince(since)).toEqual([]);
    const { rows } = await db.query("SELECT is_registration_on FROM events WHERE id = $1", [events[teamEvent]]);
    expect(rows).toEqual([{ is_registration_on: true }]);
  });
});

describe("an event hidden, resized or deleted by an organiser (PATCH and DELETE admin/events/{id}/)", () => {
  /** A new event of the organisers' own (not one of the specification's), with no teams. */
  const newEvent = (slug: string) => insertEvent(db, { slug, name: `Event ${slug}`, maxMembers: 2 });

  it("hides an event and shows it again, each audited once; the same state again writes nothing", async () => {
    const id = await newEvent("svc-hide");
    const since = await lastAuditId();
    await expect(changeEvent(db, olga, id, { hidden: true })).resolves.toMatchObject({ id, hidden: true });
    await expect(changeEvent(db, olga, id, { hidden: true })).resolves.toMatchObject({ hidden: true });
    await expect(changeEvent(db, olga, id, { hidden: false })).resolves.toMatchObject({ hidden: false });
    expect(await auditSince(since)).toEqual([
      { actor_email: olga.email, action: "event.hide", target: "event:svc-hide", details: { name: "Event svc-hide" } },
      {
        actor_email: olga.email,
        action: "event.unhide",
        target: "event:svc-hide",
        details: { name: "Event svc-hide" },
      },
    ]);
  });

  it("changes a new event's team size, audited; the same size writes nothing", async () => {
    const id = await newEvent("svc-size");
    const since = await lastAuditId();
    await expect(changeEvent(db, olga, id, { max_members: 4 })).resolves.toMatchObject({ max_members: 4 });
    await expect(changeEvent(db, olga, id, { max_members: 4 })).resolves.toMatchObject({ max_members: 4 });
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "event.team_size",
        target: "event:svc-size",
        details: { before: { max_members: 2 }, after: { max_members: 4 } },
      },
    ]);
  });

  it("keeps the size of a specification event and of an event with teams, and knows no unknown event, writing nothing", async () => {
    const id = await newEvent("svc-fixed");
    await seedTeams(db, id, "fx", 1);
    const state = async () =>
      (
        await db.query("SELECT max_members, hidden_at FROM events WHERE id = ANY($1) ORDER BY id", [
          [events[teamEvent], id],
        ])
      ).rows;
    const before = await state();
    expect(before[1]).toEqual({ max_members: 2, hidden_at: null });
    const since = await lastAuditId();
    await expect(refusal(changeEvent(db, olga, events[teamEvent], { max_members: 5 }))).resolves.toEqual({
      max_members: [MESSAGES.specTeamSize],
    });
    await expect(refusal(changeEvent(db, olga, id, { max_members: 5, hidden: true }))).resolves.toEqual({
      max_members: [MESSAGES.teamSizeFixed],
    });
    await expect(failure(changeEvent(db, olga, 987_654, { hidden: true }))).resolves.toEqual({
      type: "NotFoundError",
      message: MESSAGES.notFound,
    });
    expect(await auditSince(since)).toEqual([]);
    expect(await state()).toEqual(before);
  });

  it("deletes an event without teams or announcements, audited, its slug kept from reuse", async () => {
    const id = await newEvent("svc-gone");
    const since = await lastAuditId();
    await deleteEventByOrganiser(db, olga, id);
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "event.delete",
        target: "event:svc-gone",
        details: { name: "Event svc-gone" },
      },
    ]);
    expect((await db.query("SELECT id FROM events WHERE id = $1", [id])).rows).toEqual([]);
    expect((await db.query("SELECT slug FROM retired_event_slugs WHERE slug = 'svc-gone'")).rows).toHaveLength(1);
  });

  it("keeps a specification event, an event with teams and one with an announcement, and knows no unknown event", async () => {
    const withTeam = await newEvent("svc-team");
    await seedTeams(db, withTeam, "tm", 1);
    const announced = await newEvent("svc-news");
    await db.query("INSERT INTO announcements (title, body, event_id) VALUES ('News', 'Body', $1)", [announced]);
    const since = await lastAuditId();
    for (const id of [events[teamEvent], withTeam, announced]) {
      await expect(failure(deleteEventByOrganiser(db, olga, id))).resolves.toEqual({
        type: "RefusedError",
        message: MESSAGES.eventInUse,
      });
    }
    await expect(failure(deleteEventByOrganiser(db, olga, 987_654))).resolves.toEqual({
      type: "NotFoundError",
      message: MESSAGES.notFound,
    });
    expect(await auditSince(since)).toEqual([]);
    const { rows } = await db.query("SELECT count(*)::int AS left FROM events WHERE id = ANY($1)", [
      [events[teamEvent], withTeam, announced],
    ]);
    expect(rows).toEqual([{ left: 3 }]);
  });
});

describe("removeMemberByOrganiser (DELETE admin/teams/{id}/members/{member}/)", () => {
  it("removes a member, renews the access code and audits the team, its event and the member", async () => {
    const [team] = await seedTeams(db, events[teamEvent], "rm", 1);
    const [creator, other] = team.members;
    const since = await lastAuditId();
    await removeMemberByOrganiser(db, olga, team.id, other.id);
    const { rows } = await db.query<{ access_code: string; creator_id: number; members: number[] }>(
      `SELECT t.access_code, t.creator_id, array(SELECT user_id FROM team_members WHERE team_id = t.id) AS members
       FROM teams t WHERE t.id = $1`,
      [team.id],
    );
    expect(rows[0]).toMatchObject({ creator_id: creator.id, members: [creator.id] });
    expect(rows[0].access_code).not.toBe(team.code);
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "team.member_remove",
        target: `team:${team.id}`,
        details: {
          team_name: team.name,
          event: teamEvent,
          member: { id: other.id, name: "Member rm 2", email: other.email },
        },
      },
    ]);
  });

  it("hands the team to the next member when its creator is removed", async () => {
    const [team] = await seedTeams(db, events[teamEvent], "rc", 1);
    const [creator, other] = team.members;
    await removeMemberByOrganiser(db, olga, team.id, creator.id);
    const { rows } = await db.query("SELECT creator_id FROM teams WHERE id = $1", [team.id]);
    expect(rows).toEqual([{ creator_id: other.id }]);
  });

  it("leaves the lead where it is when another member goes, whoever joined first", async () => {
    // Two members who joined together (a team formed in one step), led by the one who signed up later, and a third.
    const event = await insertEvent(db, { slug: "svc-lead", name: "Lead", maxMembers: 3 });
    const [team] = await seedTeams(db, event, "ld", 1);
    const [first, lead] = team.members;
    await db.query("UPDATE teams SET creator_id = $2 WHERE id = $1", [team.id, lead.id]);
    const { rows: made } = await db.query<{ id: number }>(
      "INSERT INTO users (uid, email, name, referral_code) VALUES ('ld-3', 'ld.3@example.com', 'Third', 'LDR3') RETURNING id",
    );
    await db.query("INSERT INTO team_members (team_id, event_id, user_id) VALUES ($1, $2, $3)", [
      team.id,
      event,
      made[0].id,
    ]);
    await removeMemberByOrganiser(db, olga, team.id, made[0].id);
    const { rows } = await db.query(
      "SELECT creator_id, array(SELECT user_id FROM team_members WHERE team_id = $1 ORDER BY user_id) AS members FROM teams WHERE id = $1",
      [team.id],
    );
    expect(rows).toEqual([{ creator_id: lead.id, members: [first.id, lead.id] }]);
  });

  it("keeps a team's last member, and knows no stranger nor unknown team, writing nothing", async () => {
    const [team, stranger] = await seedTeams(db, events[teamEvent], "rl", 2);
    const [creator, other] = team.members;
    await removeMemberByOrganiser(db, olga, team.id, other.id);
    const since = await lastAuditId();
    await expect(failure(removeMemberByOrganiser(db, olga, team.id, creator.id))).resolves.toEqual({
      type: "RefusedError",
      message: LAST_MEMBER_MESSAGE,
    });
    const notFound = { type: "NotFoundError", message: MESSAGES.notFound };
    await expect(failure(removeMemberByOrganiser(db, olga, team.id, stranger.members[0].id))).resolves.toEqual(
      notFound,
    );
    await expect(failure(removeMemberByOrganiser(db, olga, 987_654, creator.id))).resolves.toEqual(notFound);
    expect(await auditSince(since)).toEqual([]);
  });
});

describe("exports", () => {
  it("exports one event's teams, audited before the first byte, as teams-<event>.csv", async () => {
    const [team] = await seedTeams(db, events[soloEvent], "ex", 1);
    const since = await lastAuditId();
    const csv = await exportTeams(db, olga, soloEvent);
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "export.teams",
        target: `event:${soloEvent}`,
        details: { filters: { event: soloEvent } },
      },
    ]);
    expect(csv.file).toBe(`teams-${soloEvent}.csv`);
    const lines = (await text(csv.body)).replace(/\r\n$/, "").split("\r\n");
    expect(lines[0]).toMatch(/^\uFEFFteam_id,team_name,event,/);
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 3))).toEqual(
      team.members.map(() => [String(team.id), team.name, soloEvent]),
    );
  });

  it("exports every team as teams.csv, and refuses an unknown event before any entry", async () => {
    const since = await lastAuditId();
    const all = await exportTeams(db, olga, undefined);
    expect(all.file).toBe("teams.csv");
    all.body.destroy();
    await expect(refusal(exportTeams(db, olga, "nope"))).resolves.toEqual({ event: [UNKNOWN_EVENT] });
    expect(await auditSince(since)).toEqual([
      { actor_email: olga.email, action: "export.teams", target: "teams", details: { filters: { event: null } } },
    ]);
  });

  it("exports the participants the filters select, the search as typed in the audit entry", async () => {
    const [team] = await seedTeams(db, events[teamEvent], "pq", 1);
    await db.query("UPDATE users SET is_verified = (id = $1) WHERE uid LIKE 'pq-%'", [team.members[0].id]);
    const since = await lastAuditId();
    const csv = await exportParticipants(db, olga, {
      search: "Member pq",
      pattern: "%member pq%",
      verified: true,
      complete: null,
      organiserEmails: [],
    });
    expect(csv.file).toBe("participants.csv");
    const lines = (await text(csv.body)).replace(/\r\n$/, "").split("\r\n");
    expect(lines.slice(1).map((line) => line.split(",")[2])).toEqual([team.members[0].email]);
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "export.participants",
        target: "participants",
        details: { filters: { search: "Member pq", verified: true, complete: null } },
      },
    ]);
  });
});

describe("campus ambassadors", () => {
  const ambassador = { caid: "CA900", name: "Cara", institute_name: "IIT", points: 5, comment: "" };

  it("adds one, audited with what was added; a CAID taken is a field error, audited not", async () => {
    const since = await lastAuditId();
    await expect(addAmbassador(db, olga, ambassador)).resolves.toMatchObject(ambassador);
    await expect(refusal(addAmbassador(db, olga, { ...ambassador, name: "Other" }))).resolves.toEqual({
      caid: ["An ambassador with this CAID already exists."],
    });
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "ambassador.create",
        target: "ambassador:CA900",
        details: { after: ambassador },
      },
    ]);
  });

  it("changes the fields sent, audited with those fields before and after", async () => {
    const since = await lastAuditId();
    await expect(changeAmbassador(db, olga, "CA900", { points: 9, comment: "top" })).resolves.toMatchObject({
      ...ambassador,
      points: 9,
      comment: "top",
    });
    expect(await auditSince(since)).toEqual([
      {
        actor_email: olga.email,
        action: "ambassador.update",
        target: "ambassador:CA900",
        details: { before: { points: 5, comment: "" }, after: { points: 9, comment: "top" } },
      },
    ]);
  });

  it("removes one, audited with what it was; an unknown CAID is not found, for a change and a removal", async () => {
    const since = await lastAuditId();
    await removeAmbassador(db, olga, "CA900");
    const notFound = { type: "NotFoundError", message: MESSAGES.notFound };
    await expect(failure(removeAmbassador(db, olga, "CA900"))).resolves.toEqual(notFound);
    await expect(failure(changeAmbassador(db, olga, "CA900", { points: 1 }))).resolves.toEqual(notFound);
    const entries = await auditSince(since);
    expect(entries).toEqual([
      {
        actor_email: olga.email,
        action: "ambassador.delete",
        target: "ambassador:CA900",
        details: { before: expect.objectContaining({ ...ambassador, points: 9, comment: "top" }) },
      },
    ]);
    const { rows } = await db.query("SELECT 1 FROM campus_ambassadors WHERE caid = 'CA900'");
    expect(rows).toEqual([]);
  });
});

describe("organiser roles", () => {
  let ada: { id: number; email: string };

  beforeAll(async () => {
    const { rows } = await db.query<{ id: number; email: string }>(
      `INSERT INTO users (uid, email, name, referral_code, is_verified) VALUES
         ('og-ada', 'Ada@Example.org', 'Ada', 'OGADA1', true), ('og-una', 'una@example.org', 'Una', 'OGUNA1', false),
         ('og-cfg', 'cfg@example.org', 'Cfg', 'OGCFG1', true)
       RETURNING id, email`,
    );
    ada = rows[0];
  });

  it("grants the role by e-mail in any case, audited; refuses unknown, unverified and present organisers", async () => {
    const since = await lastAuditId();
    await expect(grantRole(db, olga, " ada@example.org ", [])).resolves.toBe(ada.id);
    const email = (message: string) => ({ email: [message] });
    await expect(refusal(grantRole(db, olga, "ada@example.org", []))).resolves.toEqual(
      email(ORGANISER_MESSAGES.already),
    );
    await expect(refusal(grantRole(db, olga, "cfg@example.org", ["cfg@example.org"]))).resolves.toEqual(
      email(ORGANISER_MESSAGES.already),
    );
    await expect(refusal(grantRole(db, olga, "una@example.org", []))).resolves.toEqual(
      email(ORGANISER_MESSAGES.unverified),
    );
    await expect(refusal(grantRole(db, olga, "nobody@example.org", []))).resolves.toEqual(
      email(ORGANISER_MESSAGES.unknownEmail),
    );
    expect(await auditSince(since)).toEqual([
      { actor_email: olga.email, action: "organiser.grant", target: `user:${ada.id}`, details: { email: ada.email } },
    ]);
  });

  it("removes a granted role, audited; never a configured one nor the caller's own, and only one granted", async () => {
    const since = await lastAuditId();
    const { rows } = await db.query<{ id: number }>("SELECT id FROM users WHERE uid = 'og-cfg'");
    const cfg = rows[0].id;
    await expect(failure(revokeRole(db, olga, cfg, ["cfg@example.org"]))).resolves.toEqual({
      type: "RefusedError",
      message: ORGANISER_MESSAGES.configured,
    });
    await expect(failure(revokeRole(db, { id: ada.id, email: ada.email }, ada.id, []))).resolves.toEqual({
      type: "RefusedError",
      message: ORGANISER_MESSAGES.self,
    });
    await revokeRole(db, olga, ada.id, []);
    await expect(failure(revokeRole(db, olga, ada.id, []))).resolves.toEqual({
      type: "NotFoundError",
      message: ORGANISER_MESSAGES.notGranted,
    });
    await expect(failure(revokeRole(db, olga, 987_654, []))).resolves.toEqual({
      type: "NotFoundError",
      message: MESSAGES.notFound,
    });
    expect(await auditSince(since)).toEqual([
      { actor_email: olga.email, action: "organiser.revoke", target: `user:${ada.id}`, details: { email: ada.email } },
    ]);
  });

  it("removes a role by e-mail from the command line, naming an e-mail nobody signed up with", async () => {
    await grantRole(db, olga, "ada@example.org", []);
    await revokeRoleByEmail(db, olga, "ADA@example.org", []);
    const { rows } = await db.query("SELECT 1 FROM organisers WHERE user_id = $1", [ada.id]);
    expect(rows).toEqual([]);
    await expect(failure(revokeRoleByEmail(db, olga, "ghost@example.org", []))).resolves.toEqual({
      type: "NotFoundError",
      message: "No participant has signed up with ghost@example.org.",
    });
  });
});
