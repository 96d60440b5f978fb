import { parse } from "csv-parse/sync";
import type { AdminStats } from "../../contract/adminStats";
import { seededName, soloEvents, teamEvents } from "../support/seedEvents";
import { rawCall } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent, , , fourthTeamEvent] = teamEvents(4);
const [soloEvent] = soloEvents(1);

// GET admin/stats/ (docs/organisers.md, "The overview's charts"): the figures behind the console's charts, checked
// against the console's own lists on the same data.

jest.setTimeout(120_000);

let api: Harness;
let ids: Record<string, number>;
let boss: Participant;
const organisers: string[] = [];

beforeAll(async () => {
  api = await startHarness({ organiserEmails: organisers, mail: undefined });
  ids = await eventIdsBySlug(api);
  boss = await participant(api, { name: "Bea Boss" });
  organisers.push(boss.email.toLowerCase());
});
afterAll(() => api?.close());

const stats = async (query = "") => {
  const reply = await api.call<AdminStats>("GET", `admin/stats/${query}`, { token: boss.token });
  expect([reply.status, reply.status === 200 ? null : reply.body]).toEqual([200, null]);
  return reply.body;
};
const countOf = async (path: string) =>
  (await api.call<{ count: number }>("GET", path, { token: boss.token })).body.count;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

async function team(who: Participant, slug: string, name: string) {
  const reply = await api.call<{ access_code: string }>("POST", "teams/create/", {
    token: who.token,
    body: { event: ids[slug], team_name: name },
  });
  expect(reply.status).toBe(200);
  return reply.body.access_code;
}

describe("admin/stats/", () => {
  it("is for organisers only, and refuses an unknown period or event with a message", async () => {
    const someone = await participant(api);
    expect((await api.call("GET", "admin/stats/")).status).toBe(401);
    expect((await api.call("GET", "admin/stats/", { token: someone.token })).status).toBe(403);
    const period = await api.call<Record<string, string[]>>("GET", "admin/stats/?period=month", { token: boss.token });
    expect(period.status).toBe(400);
    expect(Object.keys(period.body)).toEqual(["period"]);
    const event = await api.call<Record<string, string[]>>("GET", "admin/stats/?event=nosuch", { token: boss.token });
    expect(event.status).toBe(400);
    expect(Object.keys(event.body)).toEqual(["event"]);
  });

  it("agrees with the console's lists: the funnel, sign-ups, entries and team fill", async () => {
    const [unverified, incomplete] = [
      await participant(api, { verified: false, complete: false }),
      await participant(api, { complete: false }),
    ];
    const [a, b, c, d] = [
      await participant(api),
      await participant(api),
      await participant(api),
      await participant(api),
    ];
    const code = await team(a, teamEvent, "Full House");
    expect((await api.call("POST", "teams/join/", { token: b.token, body: { access_code: code } })).status).toBe(200);
    await team(c, teamEvent, "Lone Wolf");
    await team(d, fourthTeamEvent, "Elsewhere");
    void [unverified, incomplete];

    const week = await stats("?period=week");
    expect(week.time_zone).toBe("Asia/Kolkata");
    expect(week.funnel).toEqual({
      signed_up: await countOf("admin/participants/"),
      verified: await countOf("admin/participants/?verified=true"),
      complete: await countOf("admin/participants/?complete=true"),
      in_team: 4,
    });
    expect(week.funnel.signed_up).toBeGreaterThan(week.funnel.verified);
    expect(week.funnel.verified).toBeGreaterThan(week.funnel.complete);
    // Every account was made today: the last day holds them all, the running total ends at the list's count.
    expect(week.signups).toHaveLength(8);
    expect(week.signups.at(-1)).toEqual(expect.objectContaining({ count: week.funnel.signed_up }));
    expect(week.signups.at(-1)?.total).toBe(week.funnel.signed_up);
    expect(sum(week.entries.map((day) => day.count))).toBe(4);

    const teamRow = week.team_fill.find((row) => row.event === ids[teamEvent]);
    expect(teamRow).toEqual({ event: ids[teamEvent], name: seededName(teamEvent), full: 1, with_free_place: 1 });
    expect(teamRow!.full + teamRow!.with_free_place).toBe(await countOf(`admin/teams/?event=${teamEvent}`));
    // Events of one member have no free places to fill: not charted.
    expect(week.team_fill.map((row) => row.event)).not.toContain(ids[soloEvent]);

    const ctfOnly = await stats(`?period=week&event=${teamEvent}`);
    expect(ctfOnly.event).toBe(teamEvent);
    expect(ctfOnly.funnel.in_team).toBe(3);
    expect(sum(ctfOnly.entries.map((day) => day.count))).toBe(3);
    expect(ctfOnly.team_fill.map((row) => row.event)).toEqual([ids[teamEvent]]);
    expect(ctfOnly.results.map((row) => row.event)).toEqual([ids[teamEvent]]);
  });

  it("counts mail sent and failed per hour, and reads the queue's backlog", async () => {
    await api.db.query(
      `INSERT INTO mail_outbox (kind, recipient, status, sent_at, created_at) VALUES
         ('team.joined', 'a@example.org', 'sent', now(), now()),
         ('team.joined', 'b@example.org', 'sent', now(), now()),
         ('team.joined', 'c@example.org', 'failed', NULL, now()),
         ('team.joined', 'd@example.org', 'queued', NULL, now() - interval '2 hours')`,
    );
    const day = await stats("?period=day");
    expect(day.mail.hours.length).toBeGreaterThanOrEqual(24);
    expect(sum(day.mail.hours.map((hour) => hour.sent))).toBe(2);
    expect(sum(day.mail.hours.map((hour) => hour.failed))).toBe(1);
    expect(day.mail.queued).toBe(1);
    const age = Date.now() - Date.parse(day.mail.oldest_queued_at ?? "");
    expect(age).toBeGreaterThan(2 * 3600_000 - 60_000);
    expect(age).toBeLessThan(2 * 3600_000 + 60_000);
  });

  it("takes the festival's dates as its default period, and counts results and certificates per event", async () => {
    await api.db.query(
      `UPDATE events SET starts_at = now() - interval '3 days', ends_at = now() + interval '1 day' WHERE slug = '${teamEvent}'`,
    );
    const festival = await stats();
    expect(festival.period).toBe("festival");
    expect(festival.signups).toHaveLength(5);
    const teamRow = festival.results.find((row) => row.event === ids[teamEvent]);
    expect(teamRow).toEqual({ event: ids[teamEvent], name: seededName(teamEvent), results: 0, certificates: 0 });
    expect(teamRow!.certificates).toBe(await countOf(`admin/certificates/?event=${teamEvent}`));
  });
});

describe("admin/stats/export/", () => {
  it("gives each chart's figures as CSV through the one CSV writer, agreeing with the reading", async () => {
    // An event's name a spreadsheet would run as a formula: the file has it as text.
    await api.db.query(`UPDATE events SET name = $1 WHERE slug = '${fourthTeamEvent}'`, ['=HYPERLINK("x")']);
    try {
      const query = `period=week&event=${fourthTeamEvent}`;
      const figures = await stats(`?${query}`);
      const csv = async (chart: string) => {
        const reply = await rawCall(api, "GET", `admin/stats/export/?chart=${chart}&${query}`, { token: boss.token });
        expect([reply.status, reply.type]).toEqual([200, "text/csv; charset=utf-8"]);
        expect(reply.headers.get("content-disposition")).toBe(
          `attachment; filename="stats-${chart.replace("_", "-")}-week-${fourthTeamEvent}.csv"`,
        );
        expect(reply.text.startsWith("\uFEFF")).toBe(true);
        expect(reply.text).toContain("\r\n");
        return parse(reply.text, { bom: true }) as string[][];
      };
      expect(await csv("signups")).toEqual([
        ["day", "sign_ups", "in_all"],
        ...figures.signups.map((row) => [row.day, String(row.count), String(row.total)]),
      ]);
      expect(await csv("entries")).toEqual([
        ["day", "places_taken"],
        ...figures.entries.map((row) => [row.day, String(row.count)]),
      ]);
      expect(await csv("funnel")).toEqual([
        ["step", "participants"],
        ["signed_up", String(figures.funnel.signed_up)],
        ["email_verified", String(figures.funnel.verified)],
        ["profile_complete", String(figures.funnel.complete)],
        ["in_a_team", String(figures.funnel.in_team)],
      ]);
      const fill = await csv("team_fill");
      expect(fill).toEqual([
        ["event_id", "event_name", "full", "with_free_place"],
        ...figures.team_fill.map((row) => [
          String(row.event),
          `'${row.name}`,
          String(row.full),
          String(row.with_free_place),
        ]),
      ]);
      expect(fill[1]?.[1]).toBe('\'=HYPERLINK("x")');
      const mail = await csv("mail");
      expect(mail[0]).toEqual(["hour", "sent", "failed"]);
      expect(mail.slice(1).map((row) => [Date.parse(row[0]), Number(row[1]), Number(row[2])])).toEqual(
        figures.mail.hours.map((row) => [Date.parse(row.hour), row.sent, row.failed]),
      );
      // The festival's wall-clock hour, with its offset.
      expect(mail[1]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}\+05:30$/);
      expect(await csv("results")).toEqual([
        ["event_id", "event_name", "teams_in_results", "certificates"],
        ...figures.results.map((row) => [
          String(row.event),
          `'${row.name}`,
          String(row.results),
          String(row.certificates),
        ]),
      ]);
    } finally {
      await api.db.query(`UPDATE events SET name = '${seededName(fourthTeamEvent)}' WHERE slug = '${fourthTeamEvent}'`);
    }
  });

  it("is for organisers only, and names a wrong chart, period or event", async () => {
    const someone = await participant(api);
    expect((await rawCall(api, "GET", "admin/stats/export/?chart=funnel")).status).toBe(401);
    expect((await rawCall(api, "GET", "admin/stats/export/?chart=funnel", { token: someone.token })).status).toBe(403);
    for (const [query, field] of [
      ["chart=pie", "chart"],
      ["", "chart"],
      ["chart=funnel&period=month", "period"],
      ["chart=funnel&event=nosuch", "event"],
    ]) {
      const reply = await api.call<Record<string, string[]>>("GET", `admin/stats/export/?${query}`, {
        token: boss.token,
      });
      expect([query, reply.status, Object.keys(reply.body)]).toEqual([query, 400, [field]]);
    }
  });
});
