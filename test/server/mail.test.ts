import type { Team } from "../../contract/teams";
import { queueMail } from "../../server/src/repos/outbox";
import { queueReminders } from "../../server/src/services/reminders";
import { seededName, soloEvents, teamEvents } from "../support/seedEvents";
import { auditActions, organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";
import { startSmtp, type TestSmtp, until, testMailConfig } from "./support/smtp";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);
const [soloEvent, secondSoloEvent, thirdSoloEvent] = soloEvents(3);

jest.setTimeout(90_000);

let smtp: TestSmtp;
let api: Harness;
let eventId: Record<string, number>;

const PUBLIC_URL = "https://codefest.example.org";
const API_PUBLIC_URL = "https://api.codefest.example.org";

beforeAll(async () => {
  smtp = await startSmtp();
  const mail = testMailConfig(smtp);
  api = await startHarness({ mail, publicUrl: PUBLIC_URL, apiPublicUrl: API_PUBLIC_URL });
  eventId = await eventIdsBySlug(api);
});
afterAll(async () => {
  await api.close();
  await smtp.stop();
});

const create = (who: Participant, slug: string, teamName: string) =>
  api.call<Team>("POST", "teams/create/", { token: who.token, body: { event: eventId[slug], team_name: teamName } });
const join = (who: Participant, code: string) =>
  api.call<Team>("POST", "teams/join/", { token: who.token, body: { access_code: code } });

const outbox = async (userId: number) =>
  (
    await api.db.query<{ kind: string; status: string; attempts: number; last_error: string | null }>(
      "SELECT kind, status, attempts, last_error FROM mail_outbox WHERE user_id = $1 ORDER BY id",
      [userId],
    )
  ).rows;
/** The user's outbox once no row is still queued: the worker records a send after the SMTP server has accepted it. */
const settledOutbox = (userId: number) =>
  until(
    () => outbox(userId),
    (rows) => rows.length > 0 && rows.every((row) => row.status !== "queued"),
  );

/** Queues the team-deleted notice (no category: sent whatever the settings) for `userIds`, in a transaction of its own. */
const queueTeamDeleted = (userIds: number[], team: string, event = "CTF") =>
  api.db.transaction((tx) => queueMail(tx, "team.deleted", null, userIds, { team, event }));

/** A header as it came (mailparser turns List-* headers into objects). */
const header = (mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string) =>
  mail.headerLines
    .find((item) => item.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .trim() ?? "";

describe("team mail", () => {
  it("tells the creator who joined, in text and HTML, with a one-click unsubscribe and no access code", async () => {
    const lead = await participant(api, { name: "Lena Lead" });
    const mate = await participant(api, { name: "Max <b>Mate</b>" });
    const team = await create(lead, teamEvent, "Bit Flippers");
    expect((await join(mate, team.body.access_code)).status).toBe(200);

    const mail = await smtp.waitFor(lead.email);
    expect(mail.subject).toBe("Codefest '20: Max <b>Mate</b> joined your team Bit Flippers");
    expect(mail.text).toContain('Max <b>Mate</b> joined your team "Bit Flippers"');
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/events`);
    expect(mail.html).toContain("Max &lt;b&gt;Mate&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Mate</b>");
    expect(`${mail.text}${mail.html}`).not.toContain(team.body.access_code);
    expect(`${mail.text}${mail.html}`).not.toContain(lead.token);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@api\.codefest\.example\.org>$/);
    const unsubscribe = /^<(https:\/\/api\.codefest\.example\.org\/api\/unsubscribe\/[^>]+)>$/.exec(
      header(mail, "list-unsubscribe"),
    );
    expect(unsubscribe).not.toBeNull();
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(await settledOutbox(lead.userId)).toEqual([
      expect.objectContaining({ kind: "team.joined", status: "sent" }),
    ]);
  });

  it("tells a removed member, and the others when the creator's leaving deletes the team", async () => {
    const lead = await participant(api, { name: "Rita Lead" });
    const mate = await participant(api, { name: "Sam Mate" });
    const team = await create(lead, secondTeamEvent, "Gradient Ascent");
    await join(mate, team.body.access_code);
    const removed = await api.call<Team>("POST", `teams/${team.body.id}/remove/`, {
      token: lead.token,
      body: { member: mate.userId },
    });
    expect(removed.status).toBe(200);
    const removal = await smtp.waitFor(mate.email, (mail) => /removed/.test(mail.subject ?? ""));
    expect(removal.text).toContain("removed you from it");

    await join(mate, removed.body.access_code);
    expect((await api.call("DELETE", `teams/${team.body.id}/`, { token: lead.token })).status).toBe(204);
    const deleted = await smtp.waitFor(mate.email, (mail) => /deleted/.test(mail.subject ?? ""));
    expect(deleted.subject).toBe("Codefest '20: Your team Gradient Ascent was deleted");
  });
});

describe("the queue", () => {
  it("sends nothing for a rolled-back change, and what is committed arrives", async () => {
    const who = await participant(api, { name: "Roll Back" });
    await expect(
      api.db.transaction(async (tx) => {
        await queueMail(tx, "team.deleted", null, [who.userId], { team: "Ghost Team", event: "CTF" });
        throw new Error("the change fails");
      }),
    ).rejects.toThrow("the change fails");
    await queueTeamDeleted([who.userId], "Real Team");
    const mail = await smtp.waitFor(who.email);
    expect(mail.subject).toContain("Real Team");
    expect(await settledOutbox(who.userId)).toEqual([expect.objectContaining({ status: "sent" })]);
    expect(smtp.inbox.some((item) => item.subject?.includes("Ghost Team"))).toBe(false);
  });

  it("keeps a 5xx refusal as failed with its reason, shown to the console", async () => {
    const boss = await organiser(api);
    const who = await participant(api, { name: "Nobody Home" });
    smtp.refuse.add(who.email.toLowerCase());
    await queueTeamDeleted([who.userId], "T", "E");
    const [row] = await until(
      () => outbox(who.userId),
      (rows) => rows[0]?.status === "failed",
    );
    expect(row).toMatchObject({ attempts: 1, last_error: expect.stringContaining("550") });
    const status = await api.call<{ failed: number; recent_failures: Array<{ recipient: string; error: string }> }>(
      "GET",
      "admin/mail/",
      { token: boss.token },
    );
    expect(status.status).toBe(200);
    expect(status.body.recent_failures).toContainEqual(
      expect.objectContaining({ recipient: who.email, error: expect.stringContaining("No such mailbox") }),
    );
  });

  it("loses nothing while the SMTP server is down and sends the backlog once it is back", async () => {
    const people = await Promise.all([1, 2, 3].map((n) => participant(api, { name: `Down ${n}` })));
    await smtp.stop();
    await queueTeamDeleted(
      people.map((who) => who.userId),
      "Backlog",
    );
    await until(
      () => outbox(people[0].userId),
      (rows) => rows[0]?.attempts >= 2 && rows[0].status === "queued" && rows[0].last_error !== null,
    );
    await smtp.start();
    for (const who of people) {
      const mail = await smtp.waitFor(who.email, (item) => item.subject?.includes("Backlog") ?? false, 70_000);
      expect(mail.subject).toContain("Backlog");
    }
    for (const who of people) {
      expect(await settledOutbox(who.userId)).toEqual([expect.objectContaining({ status: "sent" })]);
    }
  });

  it("sends a burst over the pool's few connections, not one connection per message", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, (_, n) => participant(api, { name: `Burst ${n}` })));
    const before = smtp.connections;
    await queueTeamDeleted(
      people.map((who) => who.userId),
      "Burst",
    );
    for (const who of people) await smtp.waitFor(who.email, (item) => item.subject?.includes("Burst") ?? false);
    // MAIL_RATE 100 here: at most 4 messages in flight, each pooled connection kept for the next message.
    expect(smtp.connections - before).toBeLessThanOrEqual(4);
  });

  it("picks up a message whose worker was killed mid-send once its lease runs out", async () => {
    const who = await participant(api, { name: "Lease Holder" });
    await queueTeamDeleted([who.userId], "Leased", "E");
    // As a killed worker leaves it: claimed, an attempt counted, the lease (soon) over.
    await api.db.query(
      "UPDATE mail_outbox SET locked_until = now() + interval '1 second', attempts = 1 WHERE user_id = $1",
      [who.userId],
    );
    const mail = await smtp.waitFor(who.email);
    expect(mail.subject).toContain("Leased");
  });
});

describe("preferences and one-click unsubscribe", () => {
  it("turns a category off by POST without signing in, shows a confirming page on GET, and can be undone", async () => {
    const lead = await participant(api, { name: "Una Subscribe" });
    const mate = await participant(api, { name: "First Joiner" });
    const team = await create(lead, fourthTeamEvent, "Pixel Pals");
    await join(mate, team.body.access_code);
    const mail = await smtp.waitFor(lead.email);
    const url = /^<([^>]+)>$/.exec(header(mail, "list-unsubscribe"))?.[1] ?? "";
    const local = url.replace(API_PUBLIC_URL + "/api/", api.url);

    const page = await fetch(local);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
    const html = await page.text();
    expect(html).toContain('<form method="post">');
    expect(html).not.toContain("<script");
    expect((await api.call("GET", "profile/notifications/", { token: lead.token })).body).toEqual({
      announcements: true,
      reminders: true,
      team: true,
      finder: true,
    });

    const posted = await fetch(local, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(200);
    expect(await posted.text()).toContain("Undo");
    expect((await api.call("GET", "profile/notifications/", { token: lead.token })).body).toEqual({
      announcements: true,
      reminders: true,
      team: false,
      finder: true,
    });
    // No more team mail for them.
    const other = await participant(api, { name: "Second Joiner" });
    const renewed = (
      await api.call<Team>("POST", `teams/${team.body.id}/remove/`, {
        token: lead.token,
        body: { member: mate.userId },
      })
    ).body;
    expect((await join(other, renewed.access_code)).status).toBe(200);
    expect((await outbox(lead.userId)).filter((row) => row.kind === "team.joined")).toHaveLength(1);

    // The token opens this user's category only.
    const forged = local.replace(/\/(\d+)-team-/, (_match, id: string) => `/${Number(id) + 1}-team-`);
    expect((await fetch(forged, { method: "POST", body: "List-Unsubscribe=One-Click" })).status).toBe(404);
    const otherCategory = local.replace("-team-", "-reminders-");
    expect((await fetch(otherCategory)).status).toBe(404);

    const undone = await fetch(local, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "Undo=One-Click",
    });
    expect(undone.status).toBe(200);
    expect((await api.call<{ team: boolean }>("GET", "profile/notifications/", { token: lead.token })).body.team).toBe(
      true,
    );
    const put = await api.call("PUT", "profile/notifications/", { token: lead.token, body: { announcements: false } });
    expect(put.body).toEqual({ announcements: false, reminders: true, team: true, finder: true });
  });
});

describe("announcements", () => {
  it("refuses an unknown event, an empty title, a body over 10,000 characters and an unknown channel", async () => {
    const boss = await organiser(api);
    const reply = await api.call("POST", "admin/announcements/", {
      token: boss.token,
      body: { title: " ", body: "x".repeat(10_001), event: "nope", channels: ["feed", "pigeon"] },
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      title: [expect.any(String)],
      body: [expect.stringContaining("10000")],
      channels: expect.anything(),
    });
    const unknown = await api.call("POST", "admin/announcements/", {
      token: boss.token,
      body: { title: "Hi", body: "There", event: "nope", channels: ["feed"] },
    });
    expect(unknown).toEqual({ status: 400, body: { event: ["No event has this slug."] } });
    const participantCall = await api.call("POST", "admin/announcements/", {
      token: (await participant(api)).token,
      body: { title: "Hi", body: "There", channels: ["feed"] },
    });
    expect(participantCall.status).toBe(403);
  });

  it("publishes to the feed and by e-mail (escaped, links clickable), counts deliveries, corrects and withdraws", async () => {
    const boss = await organiser(api);
    const lead = await participant(api, { name: "Ann Member" });
    const quiet = await participant(api, { name: "Quiet Member" });
    const team = await create(lead, thirdTeamEvent, "Primes");
    await join(quiet, team.body.access_code);
    await api.call("PUT", "profile/notifications/", { token: quiet.token, body: { announcements: false } });

    const body = {
      title: "Room change",
      body: "Go to hall B <script>x</script> https://example.org/map",
      event: thirdTeamEvent,
    };
    const preview = await api.call("POST", "admin/announcements/preview/", {
      token: boss.token,
      body: { ...body, channels: ["feed", "email"] },
    });
    expect(preview).toEqual({ status: 200, body: { recipients: 1 } });
    const posted = await api.call<{ id: number; recipients: number; event: string }>("POST", "admin/announcements/", {
      token: boss.token,
      body: { ...body, channels: ["feed", "email"] },
    });
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({ ...body, recipients: 1, published_at: expect.stringMatching(/Z$/) });

    const mail = await smtp.waitFor(lead.email, (item) => item.subject?.includes("Room change") ?? false);
    expect(mail.html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain('<a href="https://example.org/map">');
    expect(mail.text).toContain("<script>x</script>");
    expect(header(mail, "list-unsubscribe")).toContain("-announcements-");
    expect((await outbox(quiet.userId)).filter((row) => row.kind === "announcement")).toEqual([]);

    const listed = await until(
      () =>
        api.call<{ results: Array<{ id: number; delivery: { queued: number; sent: number; failed: number } }> }>(
          "GET",
          "admin/announcements/",
          {
            token: boss.token,
          },
        ),
      (reply) => {
        const delivery = reply.body.results.find((item) => item.id === posted.body.id)?.delivery;
        return delivery?.sent === 1 && delivery.queued === 0 && delivery.failed === 0;
      },
    );
    expect(listed.status).toBe(200);

    const feed = await api.call<Array<{ id: number; corrected_at: string | null }>>(
      "GET",
      `announcements/?event=${thirdTeamEvent}`,
    );
    expect(feed.body[0]).toMatchObject({
      id: posted.body.id,
      title: "Room change",
      event: thirdTeamEvent,
      corrected_at: null,
    });
    const patched = await api.call("PATCH", `admin/announcements/${posted.body.id}/`, {
      token: boss.token,
      body: { title: "Room change (hall C)" },
    });
    expect(patched.status).toBe(204);
    const corrected = await api.call<Array<{ id: number; title: string; corrected_at: string | null }>>(
      "GET",
      "announcements/",
    );
    expect(corrected.body.find((item) => item.id === posted.body.id)).toMatchObject({
      title: "Room change (hall C)",
      corrected_at: expect.stringMatching(/Z$/),
    });
    expect((await api.call("DELETE", `admin/announcements/${posted.body.id}/`, { token: boss.token })).status).toBe(
      204,
    );
    const after = await api.call<Array<{ id: number }>>("GET", "announcements/");
    expect(after.body.map((item) => item.id)).not.toContain(posted.body.id);
    expect((await auditActions(api)).slice(0, 3)).toEqual([
      "announcement.withdraw",
      "announcement.correct",
      "announcement.publish",
    ]);
  });

  it("sends a test to the organiser only", async () => {
    const boss = await organiser(api, "Tess Organiser");
    const reply = await api.call("POST", "admin/announcements/test/", {
      token: boss.token,
      body: { title: "Draft", body: "Draft text", channels: ["email"] },
    });
    expect(reply).toEqual({ status: 202, body: { recipients: 1 } });
    const mail = await smtp.waitFor(boss.email);
    expect(mail.subject).toBe("Codefest '20: [Test] Draft");
  });
});

describe("reminders and results", () => {
  it("reminds the members once, with the time in the festival's zone named", async () => {
    const lead = await participant(api, { name: "Early Bird" });
    await create(lead, soloEvent, "Wordsmiths");
    await api.db.query(
      `UPDATE events SET starts_at = now() + interval '2 hours', ends_at = now() + interval '7 hours' WHERE slug = '${soloEvent}'`,
    );
    await queueReminders(api.db);
    await queueReminders(api.db);
    const mail = await smtp.waitFor(lead.email, (item) => item.subject?.includes("starts soon") ?? false);
    expect(mail.text).toContain("(Asia/Kolkata)");
    expect(mail.text).toContain("GMT+5:30");
    expect((await outbox(lead.userId)).filter((row) => row.kind === "reminder.starts")).toHaveLength(1);
  });

  it("mails each certificate holder the link of their certificate when results are published", async () => {
    const boss = await organiser(api);
    const lead = await participant(api, { name: "Winner Person" });
    const team = await create(lead, thirdSoloEvent, "Solvers");
    const saved = await api.call("PUT", `admin/events/${eventId[thirdSoloEvent]}/results/`, {
      token: boss.token,
      body: { ranking: [{ team: team.body.id, rank: 1 }], participated: [] },
    });
    expect(saved.status).toBe(200);
    await api.call("POST", `admin/events/${eventId[thirdSoloEvent]}/results/publish/`, { token: boss.token });
    const mail = await smtp.waitFor(lead.email, (item) => item.subject?.includes("Results") ?? false);
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM certificates WHERE user_id = $1", [
      lead.userId,
    ]);
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) expect(mail.text).toContain(`${PUBLIC_URL}/certificates/${id}`);
    expect(header(mail, "list-unsubscribe")).toBe("");
  });
});

describe("corrected results", () => {
  it("mails the holders who gained or lost a certificate, queued with the correction, and no one else", async () => {
    const boss = await organiser(api);
    const first = await participant(api, { name: "First Then Second" });
    const second = await participant(api, { name: "Second Then First" });
    const third = await participant(api, { name: "Always Third" });
    const [a, b, c] = await Promise.all([
      create(first, secondSoloEvent, "Alpha Team"),
      create(second, secondSoloEvent, "Beta Team"),
      create(third, secondSoloEvent, "Gamma Team"),
    ]);
    /** Saves `teams` ranked 1, 2, 3… in that order and publishes them. */
    const publishInOrder = async (teams: number[]) => {
      const saved = await api.call("PUT", `admin/events/${eventId[secondSoloEvent]}/results/`, {
        token: boss.token,
        body: { ranking: teams.map((team, index) => ({ team, rank: index + 1 })), participated: [] },
      });
      expect(saved.status).toBe(200);
      const published = await api.call("POST", `admin/events/${eventId[secondSoloEvent]}/results/publish/`, {
        token: boss.token,
      });
      expect(published.status).toBe(200);
    };
    await publishInOrder([a.body.id, b.body.id, c.body.id]);
    await smtp.waitFor(first.email, (item) => item.subject?.includes("are out") ?? false);

    // The amendment swaps the first two places: the first loses the winner's merit, the second gains it.
    await publishInOrder([b.body.id, a.body.id, c.body.id]);

    const certificates = async (userId: number) =>
      (
        await api.db.query<{ id: string; rank: number | null; revoked_at: Date | null }>(
          "SELECT id, rank, revoked_at FROM certificates WHERE user_id = $1 AND kind = 'merit' ORDER BY issued_at",
          [userId],
        )
      ).rows;
    const lostOne = (await certificates(first.userId)).find((row) => row.revoked_at !== null);
    const gainedOne = (await certificates(second.userId)).find((row) => row.revoked_at === null && row.rank === 1);
    expect(lostOne).toBeDefined();
    expect(gainedOne).toBeDefined();

    const toFirst = await smtp.waitFor(first.email, (item) => item.subject?.includes("were corrected") ?? false);
    expect(toFirst.subject).toBe(`Codefest '20: Results of ${seededName(secondSoloEvent)} were corrected`);
    expect(toFirst.text).toContain(`Revoked: your certificate of merit (Winner) no longer applies`);
    expect(toFirst.text).toContain(`${PUBLIC_URL}/certificates/${lostOne!.id}`);
    expect(toFirst.text).toContain("Results corrected on");
    const toSecond = await smtp.waitFor(second.email, (item) => item.subject?.includes("were corrected") ?? false);
    expect(toSecond.text).toContain(
      `New: your certificate of merit (Winner): ${PUBLIC_URL}/certificates/${gainedOne!.id}`,
    );
    expect(toSecond.html).toContain(`href="${PUBLIC_URL}/certificates/${gainedOne!.id}"`);
    expect(header(toSecond, "list-unsubscribe")).toBe("");

    const corrected = (userId: number) =>
      api.db.query("SELECT 1 FROM mail_outbox WHERE kind = 'results.corrected' AND user_id = $1", [userId]);
    expect((await corrected(first.userId)).rowCount).toBe(1);
    expect((await corrected(second.userId)).rowCount).toBe(1);
    expect((await corrected(third.userId)).rowCount).toBe(0);
  });
});

describe("without SMTP_URL", () => {
  it("queues nothing", async () => {
    const off = await startHarness({}, undefined, { sameDatabaseAs: api });
    try {
      const lead = await participant(off, { name: "Offline Lead" });
      const mate = await participant(off, { name: "Offline Mate" });
      const team = await off.call<Team>("POST", "teams/create/", {
        token: lead.token,
        body: { event: eventId[teamEvent], team_name: "Offliners" },
      });
      await off.call("POST", "teams/join/", { token: mate.token, body: { access_code: team.body.access_code } });
      expect(await outbox(lead.userId)).toEqual([]);
      const boss = await organiser(off);
      const status = await off.call("GET", "admin/mail/", { token: boss.token });
      expect(status.body).toMatchObject({ email: false, webhook: false });
      const refused = await off.call("POST", "admin/announcements/", {
        token: boss.token,
        body: { title: "Hi", body: "All", channels: ["email"] },
      });
      expect(refused.status).toBe(400);
    } finally {
      await off.close();
    }
  });
});
