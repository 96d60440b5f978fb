import { parse } from "csv-parse/sync";
import { consoleListEntries, PARTICIPANT_EXPORT_COLUMNS, TEAM_EXPORT_COLUMNS } from "../../contract/admin";
import { MESSAGES } from "../../contract/messages";
import { teamDetailList } from "../../contract/teams";
import { loadConfig } from "../../server/src/config";
import { seededName, teamEvents } from "../support/seedEvents";
import { auditActions, rawCall } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";
import { readsAsFormula, spreadsheetCells } from "./support/spreadsheetCells";

const [teamEvent, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);

jest.setTimeout(120_000);

let api: Harness;
let eventId: Record<string, number>;
const configured: string[] = [];
let boss: Participant;

beforeAll(async () => {
  api = await startHarness({ organiserEmails: configured });
  eventId = await eventIdsBySlug(api);
  boss = await participant(api, { name: "Bea Boss" });
  configured.push(boss.email.toLowerCase());
});
afterAll(() => api.close());

async function team(who: Participant, slug: string, name?: string) {
  const reply = await api.call<{ id: number; access_code: string }>("POST", "teams/create/", {
    token: who.token,
    body: { event: eventId[slug], team_name: name },
  });
  if (reply.status !== 200) throw new Error(`teams/create/ failed: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** Every organisers' call (each console list of contract/admin.ts CONSOLE_LISTS among them, a new one included). */
const ADMIN_CALLS: Array<["GET" | "POST" | "PUT" | "PATCH" | "DELETE", string]> = [
  ["GET", "admin/summary/"],
  ["GET", "admin/stats/"],
  ["PATCH", "admin/events/1/"],
  ["GET", "admin/teams/export/"],
  ["DELETE", "admin/teams/1/members/2/"],
  ["GET", "admin/participants/export/"],
  ["GET", "admin/cas/"],
  ["POST", "admin/cas/"],
  ["PATCH", "admin/cas/CA001/"],
  ["DELETE", "admin/cas/CA001/"],
  ["GET", "admin/organisers/"],
  ["POST", "admin/organisers/"],
  ["DELETE", "admin/organisers/1/"],
  ["GET", "admin/events/1/results/"],
  ["PUT", "admin/events/1/results/"],
  ["POST", "admin/events/1/results/preview/"],
  ["POST", "admin/events/1/results/publish/"],
  ["DELETE", "admin/certificates/AAAAAAAAAAAAAAAAAAAAAA/?reason=x"],
  ...Object.values(consoleListEntries).map(({ path }): ["GET", string] => ["GET", path]),
];

describe("admin/outbox/", () => {
  interface MailRow {
    id: number;
    kind: string;
    recipient: string;
    status: string;
    attempts: number;
    last_error: string | null;
    created_at: string;
    next_attempt_at: string | null;
  }
  type MailPage = { count: number; next: string | null; previous: string | null; results: MailRow[] };
  const outbox = (query: string) => api.call<MailPage>("GET", `admin/outbox/${query}`, { token: boss.token });

  it("shows each message's state, reason and next attempt, newest first, and nothing of its body or secrets", async () => {
    await api.db.query(
      `INSERT INTO mail_outbox (kind, recipient, status, attempts, last_error, data, sent_at, next_attempt_at) VALUES
         ('team.joined', 'Queued.One@States.test', 'queued', 0, NULL, '{"token": "s3cret"}', NULL, now() + interval '1 hour'),
         ('reminder.starts', 'retry.two@states.test', 'queued', 2, '421 try later', '{}', NULL, now() + interval '2 seconds'),
         ('results.published', 'sent.three@states.test', 'sent', 1, NULL, '{}', now(), now()),
         ('announcement', 'failed.four@states.test', 'failed', 1, '550 mailbox unknown', '{}', NULL, now())`,
    );
    const page = await outbox("?search=states.test");
    expect(page.status).toBe(200);
    expect(page.body.count).toBe(4);
    const [failed, sent, retrying, queued] = page.body.results;
    expect(failed).toMatchObject({
      kind: "announcement",
      recipient: "failed.four@states.test",
      status: "failed",
      attempts: 1,
      last_error: "550 mailbox unknown",
      next_attempt_at: null,
    });
    expect(sent).toMatchObject({ status: "sent", last_error: null, next_attempt_at: null });
    expect(retrying).toMatchObject({ status: "retrying", attempts: 2, last_error: "421 try later" });
    expect(Date.parse(retrying.next_attempt_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect(queued).toMatchObject({ recipient: "Queued.One@States.test", status: "queued", last_error: null });
    expect(Object.keys(queued).sort()).toEqual(
      ["attempts", "created_at", "id", "kind", "last_error", "next_attempt_at", "recipient", "status"].sort(),
    );
    expect(JSON.stringify(page.body)).not.toContain("s3cret");

    const failedOnly = await outbox("?search=STATES.TEST&status=failed");
    expect(failedOnly.body.results.map((row) => row.recipient)).toEqual(["failed.four@states.test"]);
    const retryingOnly = await outbox("?search=states.test&status=retrying");
    expect(retryingOnly.body.results.map((row) => row.recipient)).toEqual(["retry.two@states.test"]);
    const queuedOnly = await outbox("?search=states.test&status=queued");
    expect(queuedOnly.body.results.map((row) => row.recipient)).toEqual(["Queued.One@States.test"]);
    expect((await outbox("?status=lost")).status).toBe(400);
  });

  it("shows a webhook by its host only, and a search never reads its address", async () => {
    await api.db.query(
      `INSERT INTO mail_outbox (channel, kind, recipient) VALUES
         ('webhook', 'announcement', 'https://user:pw@chat.example.test/api/webhooks/123/KEYkeyKEY')`,
    );
    const page = await outbox("?status=queued");
    const hook = page.body.results.find((row) => row.recipient.startsWith("webhook"));
    expect(hook?.recipient).toBe("webhook chat.example.test");
    expect(JSON.stringify(page.body)).not.toMatch(/KEYkeyKEY|pw@/);
    expect((await outbox("?search=KEYkeyKEY")).body.count).toBe(0);
  });

  it("pages 50 at a time, newest first, the last page too; a short search matches the start only", async () => {
    await api.db.query(
      `INSERT INTO mail_outbox (kind, recipient) SELECT 'team.joined', 'zq' || n || '@paging.test'
       FROM generate_series(1, 120) AS n`,
    );
    const pages = [await outbox("?search=paging.test"), await outbox("?search=paging.test&page=2")];
    pages.push(await outbox("?search=paging.test&page=3"));
    expect(pages.map((page) => page.body.results.length)).toEqual([50, 50, 20]);
    expect(pages[0].body.count).toBe(120);
    expect(pages[0].body.next).toBe("admin/outbox/?search=paging.test&page=2");
    const ids = pages.flatMap((page) => page.body.results.map((row) => row.id));
    expect(new Set(ids).size).toBe(120);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(pages[2].body.results.at(-1)?.recipient).toBe("zq1@paging.test");
    expect((await outbox("?search=paging.test&page=4")).status).toBe(404);

    expect((await outbox("?search=zq")).body.count).toBe(120);
    expect((await outbox("?search=q1")).body.count).toBe(0);
    expect((await outbox("?search=q12")).body.count).toBe(2); // zq12 and zq120
  });
});

describe("who may call admin/", () => {
  it.each(ADMIN_CALLS)("%s %s: 401 without a token, 403 for a participant", async (method, path) => {
    const participantToken = (await participant(api)).token;
    const body = method === "GET" ? undefined : {};
    expect(await api.call(method, path, { body })).toEqual({
      status: 401,
      body: { detail: MESSAGES.noCredentials },
    });
    expect(await api.call(method, path, { token: participantToken, body })).toEqual({
      status: 403,
      body: { detail: MESSAGES.forbidden },
    });
  });

  it("lets a configured organiser in and says so in profile/, and not an unverified account with that e-mail", async () => {
    expect((await api.call("GET", "admin/summary/", { token: boss.token })).status).toBe(200);
    expect(
      (await api.call<{ is_organiser: boolean }>("GET", "profile/", { token: boss.token })).body.is_organiser,
    ).toBe(true);
    const someone = await participant(api);
    expect(
      (await api.call<{ is_organiser: boolean }>("GET", "profile/", { token: someone.token })).body.is_organiser,
    ).toBe(false);
    const unverified = await participant(api, { verified: false });
    configured.push(unverified.email.toLowerCase());
    expect((await api.call("GET", "admin/summary/", { token: unverified.token })).status).toBe(403);
  });

  it("lets in a configured organiser whose account e-mail has capitals, however ORGANISER_EMAILS writes it", async () => {
    const capitals = await participant(api, { name: "Cap Organiser" });
    const [local, domain] = capitals.email.split("@");
    const accountEmail = `${local[0].toUpperCase()}${local.slice(1)}@${domain.toUpperCase()}`;
    expect(accountEmail).not.toBe(capitals.email);
    // An account whose provider keeps the capitals it was created with.
    await api.db.query("UPDATE users SET email = $2 WHERE id = $1", [capitals.userId, accountEmail]);
    expect((await api.call("GET", "admin/summary/", { token: capitals.token })).status).toBe(403);
    // Listed with other capitals than the account's, read as the server reads the variable at start.
    const listed = `${local.toUpperCase()}@${domain}`;
    configured.push(...loadConfig({ ORGANISER_EMAILS: `someone@example.org, ${listed}` }).organiserEmails);
    expect((await api.call("GET", "admin/summary/", { token: capitals.token })).status).toBe(200);
    expect(
      (await api.call<{ is_organiser: boolean }>("GET", "profile/", { token: capitals.token })).body.is_organiser,
    ).toBe(true);
  });
});

describe("admin/summary/ and the registration switch", () => {
  it("counts each event's teams, ready teams (complete_teams) and participants as teams form and fill", async () => {
    type Counts = { slug: string; teams: number; complete_teams: number; participants: number };
    const countsOfEvent = async () =>
      (await api.call<{ events: Counts[] }>("GET", "admin/summary/", { token: boss.token })).body.events.find(
        (event) => event.slug === secondTeamEvent,
      ) as Counts;
    const { rows } = await api.db.query<{ min_members: number }>(
      `SELECT min_members FROM events WHERE slug = '${secondTeamEvent}'`,
    );
    const before = await countsOfEvent();
    const lead = await participant(api);
    const created = await team(lead, secondTeamEvent, "Counting Crows");
    const alone = await countsOfEvent();
    expect(alone).toEqual({
      ...before,
      teams: before.teams + 1,
      complete_teams: before.complete_teams + (rows[0].min_members <= 1 ? 1 : 0),
      participants: before.participants + 1,
    });
    const mate = await participant(api);
    const joined = await api.call("POST", "teams/join/", {
      token: mate.token,
      body: { access_code: created.access_code },
    });
    expect(joined.status).toBe(200);
    expect(await countsOfEvent()).toEqual({
      ...before,
      teams: before.teams + 1,
      complete_teams: before.complete_teams + 1,
      participants: before.participants + 2,
    });
  });

  it("counts participants and teams, and switches an event's registration with an audit entry", async () => {
    const who = await participant(api);
    await team(who, teamEvent, "Summary Sleuths");
    const { body } = await api.call<{
      participants: number;
      teams: number;
      events: Array<{ slug: string; teams: number; is_registration_on: boolean; results_published: boolean }>;
    }>("GET", "admin/summary/", { token: boss.token });
    const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM users");
    expect(body.participants).toBe(rows[0].n);
    const listed = body.events.find((event) => event.slug === teamEvent);
    expect(listed).toMatchObject({ is_registration_on: true, results_published: false });
    expect(listed?.teams).toBeGreaterThanOrEqual(1);

    const closed = await api.call("PATCH", `admin/events/${eventId[fourthTeamEvent]}/`, {
      token: boss.token,
      body: { is_registration_on: false },
    });
    expect(closed).toMatchObject({ status: 200, body: { slug: fourthTeamEvent, is_registration_on: false } });
    expect((await auditActions(api))[0]).toBe("event.registration");
    const refused = await api.call("POST", "teams/create/", {
      token: who.token,
      body: { event: eventId[fourthTeamEvent], team_name: "Too Late" },
    });
    expect(refused.status).toBe(400);
    expect(
      (
        await api.call("PATCH", `admin/events/${eventId[fourthTeamEvent]}/`, {
          token: boss.token,
          body: { is_registration_on: "no" },
        })
      ).body,
    ).toEqual({ is_registration_on: [MESSAGES.notBoolean] });
    expect(
      (await api.call("PATCH", "admin/events/99999/", { token: boss.token, body: { is_registration_on: true } }))
        .status,
    ).toBe(404);
  });
});

describe("admin/teams/ and admin/participants/", () => {
  it("filters by event, searches names and e-mails, and refuses an unknown event slug", async () => {
    const who = await participant(api, { name: "Zebulon Quirk" });
    const made = await team(who, secondTeamEvent, "Quirky Quokkas");
    const byName = await api.call<{ count: number; results: Array<{ id: number; members: Array<{ email: string }> }> }>(
      "GET",
      `admin/teams/?search=quokka&event=${secondTeamEvent}`,
      { token: boss.token },
    );
    expect(byName.status).toBe(200);
    expect(byName.body.count).toBe(1);
    expect(byName.body.results[0]).toMatchObject({
      id: made.id,
      event: secondTeamEvent,
      access_code: made.access_code,
    });
    const byEmail = await api.call<{ count: number }>("GET", `admin/teams/?search=${encodeURIComponent(who.email)}`, {
      token: boss.token,
    });
    expect(byEmail.body.count).toBe(1);
    expect(
      (await api.call<{ count: number }>("GET", `admin/teams/?search=quokka&event=${teamEvent}`, { token: boss.token }))
        .body.count,
    ).toBe(0);
    expect(await api.call("GET", "admin/teams/?event=nope", { token: boss.token })).toEqual({
      status: 400,
      body: { event: ["No event has this slug."] },
    });
    const people = await api.call<{ count: number; results: Array<{ id: number; events: string[] }> }>(
      "GET",
      "admin/participants/?search=zebulon&verified=true&complete=true",
      { token: boss.token },
    );
    expect(people.body.count).toBe(1);
    expect(people.body.results[0]).toMatchObject({ id: who.userId, events: [secondTeamEvent], is_organiser: false });
    expect((await api.call("GET", "admin/participants/?verified=maybe", { token: boss.token })).status).toBe(400);
  });

  it("exports CSV that survives hostile names: commas, quotes, newlines and formulas", async () => {
    const hostile = 'Eve, "the" =HYPERLINK\nSecond line';
    const who = await participant(api, { name: "Placeholder Name" });
    await api.db.query("UPDATE users SET name = $2, institute_name = $3 WHERE id = $1", [
      who.userId,
      hostile,
      "+cmd|calc",
    ]);
    await team(who, teamEvent, "=SUM(A1:A2)");
    const reply = await rawCall(api, "GET", `admin/teams/export/?event=${teamEvent}`, { token: boss.token });
    expect(reply.status).toBe(200);
    expect(reply.type).toBe("text/csv; charset=utf-8");
    expect([...reply.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(reply.headers.get("content-length")).toBeNull();
    const rows: string[][] = parse(reply.text.slice(1));
    expect(rows[0]).toEqual([...TEAM_EXPORT_COLUMNS]);
    const mine = rows.find((row) => row[5] === String(who.userId));
    expect(mine).toEqual([
      expect.any(String),
      "'=SUM(A1:A2)",
      teamEvent,
      seededName(teamEvent),
      expect.stringMatching(/^\S{7,}$/),
      String(who.userId),
      hostile,
      who.email,
      "'+cmd|calc",
      expect.any(String),
      "true",
      expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      // The team's details (TEAM_DETAILS), none given: empty.
      ...teamDetailList.map(() => ""),
    ]);
    expect(rows.every((row) => row.length === TEAM_EXPORT_COLUMNS.length)).toBe(true);
    const [entry] = (
      await api.db.query<{ action: string; actor_email: string; target: string }>(
        "SELECT action, actor_email, target FROM audit_log ORDER BY id DESC LIMIT 1",
      )
    ).rows;
    expect(entry).toEqual({ action: "export.teams", actor_email: boss.email, target: `event:${teamEvent}` });
  });

  it("exports participants with the list's filters, audited", async () => {
    const who = await participant(api, { name: "Exportable Person" });
    const unverified = await participant(api, { name: "Exportable Unverified", verified: false, complete: false });
    await team(who, secondTeamEvent, "Export Crew");
    const reply = await rawCall(api, "GET", "admin/participants/export/?search=exportable&verified=true", {
      token: boss.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-length")).toBeNull();
    expect([...reply.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records: Array<Record<string, string>> = parse(reply.text.slice(1), { columns: true });
    expect(records.map((record) => record.email)).toContain(who.email);
    expect(records.map((record) => record.email)).not.toContain(unverified.email);
    expect(records.find((record) => record.email === who.email)).toMatchObject({
      id: String(who.userId),
      name: "Exportable Person",
      email_verified: "true",
      profile_complete: "true",
      events: secondTeamEvent,
    });
    const listed = await api.call<{ count: number }>("GET", "admin/participants/?search=exportable&verified=true", {
      token: boss.token,
    });
    expect(records).toHaveLength(listed.body.count);
    expect((await auditActions(api))[0]).toBe("export.participants");
    const bad = await rawCall(api, "GET", "admin/participants/export/?verified=maybe", { token: boss.token });
    expect(bad.status).toBe(400);
  });

  it("writes hostile names into each export so that no spreadsheet reads a formula, whatever its delimiter", async () => {
    const names = [
      "Z\n=cmd|' /C calc'!A0",
      "x;=cmd|' /C calc'!A0",
      "Tab\t@SUM(1)",
      'Quote "=1+1"\r\n+2',
      "\r=HYPERLINK(1)",
      "-2+3",
    ];
    const people: Participant[] = [];
    for (const name of names) {
      const who = await participant(api, { name: "Hostile Placeholder" });
      await api.db.query("UPDATE users SET name = $2, institute_name = $3 WHERE id = $1", [
        who.userId,
        name,
        `College;@x\n-${people.length}`,
      ]);
      people.push(who);
    }
    const created = await team(people[0], teamEvent, "Hostile Crew");
    await api.db.query("UPDATE teams SET name = $2 WHERE id = $1", [created.id, "Crew\r\n=1+1;+2\t-3"]);

    const exports: Array<[string, readonly string[], string]> = [
      [`admin/teams/export/?event=${teamEvent}`, TEAM_EXPORT_COLUMNS, "member_id"],
      ["admin/participants/export/", PARTICIPANT_EXPORT_COLUMNS, "id"],
    ];
    for (const [path, columns, idColumn] of exports) {
      const reply = await rawCall(api, "GET", path, { token: boss.token });
      expect(reply.status).toBe(200);
      const csv = reply.text.slice(1);
      const rows: string[][] = parse(csv);
      // The header row as documented, every row as long as it, and a spreadsheet splitting lines reads the same rows.
      expect(rows[0]).toEqual([...columns]);
      expect(rows.every((row) => row.length === columns.length)).toBe(true);
      expect(spreadsheetCells(csv, ",")).toEqual(rows);
      const records: Array<Record<string, string>> = parse(csv, { columns: true });
      const byId = new Map(records.map((record) => [record[idColumn], record]));
      const name = idColumn === "id" ? "name" : "member_name";
      const mine = people.map((who) => byId.get(String(who.userId))).filter((record) => record !== undefined);
      expect(mine.map((record) => record[name].replaceAll("'", ""))).toEqual(
        names.slice(0, mine.length).map((each) => each.replaceAll("'", "")),
      );
      for (const delimiter of [",", ";", "\t"]) {
        expect(spreadsheetCells(csv, delimiter).flat().filter(readsAsFormula)).toEqual([]);
      }
      if (idColumn === "id") {
        expect(mine).toHaveLength(names.length);
        expect(mine[0].name).toBe("Z\n'=cmd|' /C calc'!A0");
        expect(mine[1].name).toBe("x;'=cmd|' /C calc'!A0");
        expect(mine[1].institute_name).toBe("College;'@x\n'-1");
        expect(reply.text).toContain(`,"x;'=cmd|' /C calc'!A0",`);
      } else {
        expect(mine).toHaveLength(1);
        expect(mine[0].team_name).toBe("Crew\r\n'=1+1;'+2\t'-3");
      }
    }
  });
});

describe("admin/cas/", () => {
  it("creates, edits and deletes an ambassador, cas/ shows it at once, and bad points change nothing", async () => {
    const created = await api.call("POST", "admin/cas/", {
      token: boss.token,
      body: { caid: "CA900", name: "Priya Points", institute_name: "Example Institute", points: 100000 },
    });
    expect(created).toMatchObject({ status: 201, body: { caid: "CA900", points: 100000, comment: "" } });
    const publicTable = async () => (await api.call<Array<{ caid: string; points: number }>>("GET", "cas/")).body;
    expect((await publicTable())[0]).toMatchObject({ caid: "CA900", points: 100000 });

    for (const points of [-1, 2.5, "ten"]) {
      const bad = await api.call<Record<string, string[]>>("PATCH", "admin/cas/CA900/", {
        token: boss.token,
        body: { points },
      });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body)).toEqual(["points"]);
    }
    const edited = await api.call("PATCH", "admin/cas/CA900/", { token: boss.token, body: { points: 100001 } });
    expect(edited).toMatchObject({ status: 200, body: { points: 100001 } });
    expect((await publicTable())[0]).toMatchObject({ points: 100001 });
    const duplicate = await api.call("POST", "admin/cas/", {
      token: boss.token,
      body: { caid: "CA900", name: "Again", institute_name: "", points: 1 },
    });
    expect(duplicate.status).toBe(400);
    expect((await api.call("DELETE", "admin/cas/CA900/", { token: boss.token })).status).toBe(204);
    expect((await publicTable()).some((row) => row.caid === "CA900")).toBe(false);
    expect((await api.call("DELETE", "admin/cas/CA900/", { token: boss.token })).status).toBe(404);
    expect((await auditActions(api)).slice(0, 3)).toEqual([
      "ambassador.delete",
      "ambassador.update",
      "ambassador.create",
    ]);
  });
});

describe("admin/organisers/", () => {
  it("grants and removes a role, and refuses unknown e-mails, config organisers and oneself", async () => {
    const helper = await participant(api, { name: "Hal Helper" });
    const unknown = await api.call("POST", "admin/organisers/", {
      token: boss.token,
      body: { email: "nobody@example.org" },
    });
    expect(unknown).toEqual({ status: 400, body: { email: ["No participant has signed up with this e-mail."] } });
    const granted = await api.call<Array<{ id: number; source: string }>>("POST", "admin/organisers/", {
      token: boss.token,
      body: { email: helper.email.toUpperCase() },
    });
    expect(granted.status).toBe(201);
    expect(granted.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: boss.userId, source: "config" }),
        expect.objectContaining({ id: helper.userId, source: "granted" }),
      ]),
    );
    expect((await api.call("GET", "admin/summary/", { token: helper.token })).status).toBe(200);
    expect((await api.call("DELETE", `admin/organisers/${boss.userId}/`, { token: helper.token })).status).toBe(400);
    expect((await api.call("DELETE", `admin/organisers/${helper.userId}/`, { token: helper.token })).status).toBe(400);
    expect((await api.call("DELETE", `admin/organisers/${helper.userId}/`, { token: boss.token })).status).toBe(204);
    expect((await api.call("GET", "admin/summary/", { token: helper.token })).status).toBe(403);
    expect((await auditActions(api)).slice(0, 2)).toEqual(["organiser.revoke", "organiser.grant"]);
  });

  it("refuses unverified and existing organisers, answers 404 for others, and logs whom a change concerned", async () => {
    const unverified = await participant(api, { name: "Uma Unverified", verified: false, ready: false });
    const grant = (email: string) => api.call("POST", "admin/organisers/", { token: boss.token, body: { email } });
    expect(await grant(unverified.email)).toEqual({
      status: 400,
      body: { email: ["This participant's e-mail is not verified yet."] },
    });
    const helper = await participant(api, { name: "Hugo Helper" });
    expect((await grant(helper.email)).status).toBe(201);
    expect(await grant(helper.email)).toEqual({
      status: 400,
      body: { email: ["This participant is already an organiser."] },
    });
    const remove = (id: number) => api.call("DELETE", `admin/organisers/${id}/`, { token: boss.token });
    expect((await remove(987654)).status).toBe(404);
    expect(await remove(unverified.userId)).toEqual({
      status: 404,
      body: { detail: "This participant is not an organiser." },
    });
    expect((await remove(helper.userId)).status).toBe(204);
    const audit = await api.call<{ results: Array<{ action: string; target: string; details: unknown }> }>(
      "GET",
      "admin/audit/",
      { token: boss.token },
    );
    expect(audit.body.results.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: "organiser.revoke",
        target: `user:${helper.userId}`,
        details: { email: helper.email },
      }),
      expect.objectContaining({
        action: "organiser.grant",
        target: `user:${helper.userId}`,
        details: { email: helper.email },
      }),
    ]);
  });
});

describe("admin/audit/", () => {
  it("lists newest first in pages, and a failed change leaves no entry", async () => {
    const before = await api.call<{ count: number; results: Array<{ action: string; actor: { email: string } }> }>(
      "GET",
      "admin/audit/",
      { token: boss.token },
    );
    expect(before.status).toBe(200);
    expect(before.body.results[0].actor.email).toBe(boss.email);
    // A change that fails after its audit entry is written: the unique CAID refuses the insert inside the transaction.
    await api.db.query("INSERT INTO campus_ambassadors (caid, name, institute_name) VALUES ('CA777', 'x', 'x')");
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query("INSERT INTO audit_log (actor_id, actor_email, action, target) VALUES (1, 'x', 'test', 'x')");
        await tx.query("INSERT INTO campus_ambassadors (caid, name, institute_name) VALUES ('CA777', 'x', 'x')");
      }),
    ).rejects.toThrow();
    const refused = await api.call("PATCH", `admin/events/${eventId[teamEvent]}/`, { token: boss.token, body: {} });
    expect(refused.status).toBe(400);
    const after = await api.call<{ count: number }>("GET", "admin/audit/", { token: boss.token });
    expect(after.body.count).toBe(before.body.count);
    await api.db.query("UPDATE audit_log SET action = 'tampered'");
    await api.db.query("DELETE FROM audit_log");
    expect((await api.call<{ count: number }>("GET", "admin/audit/", { token: boss.token })).body.count).toBe(
      before.body.count,
    );
    expect(await auditActions(api)).not.toContain("tampered");
  });
});
