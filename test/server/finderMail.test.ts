import { seededName, teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import type { Festival } from "./support/festival";
import { finderCalls, listed, people } from "./support/finder";
import { eventIdsBySlug, startHarness } from "./support/harness";
import { startSmtp, type TestSmtp, until, testMailConfig } from "./support/smtp";

const [teamEvent, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);

// The teammate finder's mail (issue 39 item 3), through the mail queue to a real SMTP server: a request tells the
// listing's owner, an acceptance tells both; its own category with a one-click unsubscribe; nothing its people wrote,
// no address and no access code in it.

jest.setTimeout(120_000);

const PUBLIC_URL = "https://codefest.example.org";
const API_PUBLIC_URL = "https://api.codefest.example.org";

let smtp: TestSmtp;
const festival = {} as Festival;
const calls = finderCalls(festival);

beforeAll(async () => {
  smtp = await startSmtp();
  const mail = testMailConfig(smtp);
  festival.api = await startHarness({ mail, publicUrl: PUBLIC_URL, apiPublicUrl: API_PUBLIC_URL });
  festival.eventId = await eventIdsBySlug(festival.api);
  festival.boss = await organiser(festival.api);
});
afterAll(async () => {
  await festival.api.close();
  await smtp.stop();
});

const header = (mail: { headerLines: ReadonlyArray<{ key: string; line: string }> }, name: string) =>
  mail.headerLines
    .find((item) => item.key === name)
    ?.line.replace(/^[^:]+:\s*/, "")
    .trim() ?? "";

/** The kinds of mail queued for a user, oldest first. */
const queuedKinds = async (userId: number) =>
  (
    await festival.api.db.query<{ kind: string }>("SELECT kind FROM mail_outbox WHERE user_id = $1 ORDER BY id", [
      userId,
    ])
  ).rows.map((row) => row.kind);

describe("finder mail", () => {
  it("tells the owner of a request and both of the team formed, naming people but nothing they wrote", async () => {
    const [owner, sender] = await people(festival, "Olu Owner", "Sam <i>Sender</i>");
    const listing = await listed(festival, owner, teamEvent, { note: "NOTE-TEXT https://evil.example/x" });
    const request = await calls.ask(sender, listing.id, { message: "MESSAGE-TEXT https://evil.example/y" });
    const asked = await smtp.waitFor(owner.email, (mail) => /team up/.test(mail.subject ?? ""));
    expect(asked.subject).toBe(`Codefest '20: Sam <i>Sender</i> would like to team up for ${seededName(teamEvent)}`);
    expect(asked.text).toContain(`${PUBLIC_URL}/dashboard`);
    expect(asked.html).toContain("Sam &lt;i&gt;Sender&lt;/i&gt;");
    const unsubscribe = /^<(https:\/\/api\.codefest\.example\.org\/api\/unsubscribe\/\d+-finder-[^>]+)>$/.exec(
      header(asked, "list-unsubscribe"),
    );
    expect(unsubscribe).not.toBeNull();
    expect(header(asked, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const accepted = await calls.accept(owner, request.body.id, "new", "Mail Pair");
    expect(accepted.status).toBe(200);
    const toOwner = await smtp.waitFor(owner.email, (mail) => /now a team/.test(mail.subject ?? ""));
    const toSender = await smtp.waitFor(sender.email, (mail) => /now a team/.test(mail.subject ?? ""));
    expect(toOwner.subject).toBe(`Codefest '20: You and Sam <i>Sender</i> are now a team for ${seededName(teamEvent)}`);
    expect(toSender.subject).toBe(`Codefest '20: You and Olu Owner are now a team for ${seededName(teamEvent)}`);
    expect(toSender.text).toContain('in the team "Mail Pair"');
    const team = await festival.api.db.query<{ access_code: string }>("SELECT access_code FROM teams WHERE id = $1", [
      accepted.body.team.id,
    ]);
    for (const mail of [asked, toOwner, toSender]) {
      const whole = `${mail.text}${mail.html}`;
      for (const secret of ["NOTE-TEXT", "MESSAGE-TEXT", "evil.example", owner.email, sender.email]) {
        expect({ subject: mail.subject, leaks: whole.includes(secret) ? secret : null }).toEqual({
          subject: mail.subject,
          leaks: null,
        });
      }
      expect(whole).not.toContain(team.rows[0].access_code);
    }
  });

  it("a blocked sender's requests mail nothing; one click turns finder mail off for that person alone", async () => {
    const [owner, sender, pest] = await people(festival, "Una Unsub", "Sal Sender", "Pip Pest");
    const listing = await listed(festival, owner, secondTeamEvent);
    const blocked = await calls.ask(pest, listing.id);
    await smtp.waitFor(owner.email, (mail) => /Pip Pest would like/.test(mail.subject ?? ""));
    await calls.block(owner, blocked.body.id);
    await calls.withdraw(pest, blocked.body.id);
    expect((await calls.ask(pest, listing.id)).status).toBe(201);
    await calls.ask(sender, listing.id);
    const first = await smtp.waitFor(owner.email, (mail) => /Sal Sender would like/.test(mail.subject ?? ""));
    // The second request of the blocked sender queued nothing.
    expect(await queuedKinds(owner.userId)).toEqual(["finder.request", "finder.request"]);

    const url = /^<([^>]+)>$/.exec(header(first, "list-unsubscribe"))?.[1] ?? "";
    const response = await fetch(url.replace(`${API_PUBLIC_URL}/api/`, festival.api.url), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    const prefs = await festival.api.call("GET", "profile/notifications/", { token: owner.token });
    expect(prefs.body).toEqual({ announcements: true, reminders: true, team: true, finder: false });
    expect((await festival.api.call("GET", "profile/notifications/", { token: sender.token })).body).toMatchObject({
      finder: true,
    });
    const other = await listed(festival, owner, fourthTeamEvent);
    expect((await calls.ask(sender, other.id)).status).toBe(201);
    // Team news is another category: it still goes to the owner, and the finder's does not.
    const team = await calls.createTeam(owner, festival.eventId[teamEvent], "Still Mailed");
    await calls.join(sender, team.body.access_code);
    await smtp.waitFor(owner.email, (mail) => /joined your team/.test(mail.subject ?? ""));
    await until(
      () => queuedKinds(owner.userId),
      (kinds) => kinds.includes("team.joined"),
    );
    expect(await queuedKinds(owner.userId)).toEqual(["finder.request", "finder.request", "team.joined"]);
  });
});
