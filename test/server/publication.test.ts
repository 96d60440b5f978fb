import type { MailConfig } from "../../server/src/config";
import { soloEvents, teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";
import { startSmtp, type TestSmtp } from "./support/smtp";

const [teamEvent, secondTeamEvent] = teamEvents(2);
const [soloEvent] = soloEvents(1);

jest.setTimeout(240_000);

/**
 * A publication issues its certificates in batches (one team a batch here) and holds between batches while a test
 * asks it to: readers in between must see none of it, and a failed or abandoned one must leave nothing behind.
 */
let api: Harness;
let smtp: TestSmtp;
let eventId: Record<string, number>;
let boss: Participant;

/** What the hook between batches does next: nothing, wait for `release` after `left` more batches, or fail. */
let between:
  { mode: "run" } | { mode: "hold"; left: number; reached: () => void; release: Promise<void> } | { mode: "fail" } = {
  mode: "run",
};

/** Holds the next publication after `batches` batches; resolves when it is there, with the function that releases it. */
function holdAfterBatches(batches = 1): Promise<() => void> {
  return new Promise((reached) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    between = { mode: "hold", left: batches, reached: () => reached(release), release: released };
  });
}

beforeAll(async () => {
  smtp = await startSmtp();
  const mail: MailConfig = { smtpUrl: smtp.url, from: "no-reply@codefest.example.org", rate: 100, timeZone: "UTC" };
  api = await startHarness({ mail }, undefined, {
    publication: {
      batchTeams: 1,
      betweenBatches: async () => {
        const now = between;
        if (now.mode === "fail") throw new Error("the publication's process stopped");
        if (now.mode === "hold") {
          now.left -= 1;
          if (now.left > 0) return;
          between = { mode: "run" };
          now.reached();
          await now.release;
        }
      },
    },
  });
  eventId = await eventIdsBySlug(api);
  boss = await organiser(api);
});
afterAll(async () => {
  await api.close();
  await smtp.stop();
});

async function teamOf(slug: string, names: string[], teamName: string) {
  const people = [];
  for (const name of names) people.push(await participant(api, { name }));
  const created = await api.call<{ id: number; access_code: string }>("POST", "teams/create/", {
    token: people[0].token,
    body: { event: eventId[slug], team_name: teamName },
  });
  for (const other of people.slice(1)) {
    await api.call("POST", "teams/join/", { token: other.token, body: { access_code: created.body.access_code } });
  }
  return { ...created.body, people };
}

interface Cert {
  id: string;
  kind: string;
  rank: number | null;
  revoked_at?: string | null;
}
const certificatesOf = async (who: Participant) =>
  (await api.call<Cert[]>("GET", "certificates/", { token: who.token })).body;
const consoleCount = async (slug: string) =>
  (await api.call<{ count: number }>("GET", `admin/certificates/?event=${slug}`, { token: boss.token })).body.count;
const publish = (slug: string) =>
  api.call<{ issued: number; already_issued: number; revoked?: number }>(
    "POST",
    `admin/events/${eventId[slug]}/results/publish/`,
    { token: boss.token },
  );
/** Certificates in the table, visible or not, and how many (user, kind) pairs are held more than once in force. */
async function stored(slug: string) {
  const { rows } = await api.db.query<{ n: number; tagged: number; doubles: number }>(
    `SELECT count(*)::int AS n, count(publication_id)::int AS tagged,
       (SELECT count(*)::int FROM (SELECT 1 FROM certificates WHERE event_id = $1 AND revoked_at IS NULL
          GROUP BY user_id, kind HAVING count(*) > 1) d) AS doubles
     FROM certificates WHERE event_id = $1`,
    [eventId[slug]],
  );
  return rows[0];
}
async function resultsMails(userIds: number[]) {
  const { rows } = await api.db.query<{ user_id: number; n: number }>(
    `SELECT user_id, count(*)::int AS n FROM mail_outbox WHERE kind = 'results.published' AND user_id = ANY($1::int[])
     GROUP BY user_id ORDER BY user_id`,
    [userIds],
  );
  return rows;
}

describe("publication in batches", () => {
  it("shows readers nothing of a publication under way, then all of it at once; mails each holder once", async () => {
    const gold = await teamOf(teamEvent, ["Gail Gold", "Gus Gold"], "Gold Batch");
    const silver = await teamOf(teamEvent, ["Sam Silver"], "Silver Batch");
    const third = await teamOf(teamEvent, ["Tia Third"], "Third Batch");
    const saved = await api.call("PUT", `admin/events/${eventId[teamEvent]}/results/`, {
      token: boss.token,
      body: { ranking: [{ team: gold.id, rank: 1 }], participated: [silver.id, third.id] },
    });
    expect(saved.status).toBe(200);

    const held = holdAfterBatches();
    const publishing = publish(teamEvent);
    const release = await held;
    // One batch is committed: its rows are in the table, and nobody can see them.
    expect((await stored(teamEvent)).n).toBeGreaterThan(0);
    const pendingId = (
      await api.db.query<{ id: string }>("SELECT id FROM certificates WHERE event_id = $1 LIMIT 1", [
        eventId[teamEvent],
      ])
    ).rows[0].id;
    for (const person of [...gold.people, ...silver.people, ...third.people]) {
      expect(await certificatesOf(person)).toEqual([]);
    }
    expect(await consoleCount(teamEvent)).toBe(0);
    expect((await api.call("GET", `certificates/${pendingId}/`)).status).toBe(404);
    expect((await api.call("GET", `results/${teamEvent}/`)).status).toBe(404);
    expect(await resultsMails(gold.people.map((person) => person.userId))).toEqual([]);
    // Teams stay as they are while their results are being published.
    const late = await participant(api, { name: "Lou Late" });
    const joined = await api.call("POST", "teams/join/", {
      token: late.token,
      body: { access_code: third.access_code },
    });
    expect(joined.status).toBe(400);

    release();
    expect(await publishing).toEqual({ status: 200, body: { issued: 6, already_issued: 0 } });
    expect(await consoleCount(teamEvent)).toBe(6);
    expect((await certificatesOf(gold.people[1])).map((cert) => [cert.kind, cert.rank]).sort()).toEqual([
      ["merit", 1],
      ["participation", null],
    ]);
    expect((await api.call("GET", `certificates/${pendingId}/`)).status).toBe(200);
    const holders = [...gold.people, ...silver.people, ...third.people].map((person) => person.userId);
    expect(await resultsMails(holders)).toEqual(
      [...holders].sort((a, b) => a - b).map((user_id) => ({ user_id, n: 1 })),
    );

    // Published again: nothing new, and no second mail.
    expect(await publish(teamEvent)).toEqual({ status: 200, body: { issued: 0, already_issued: 6 } });
    expect((await resultsMails(holders)).every((row) => row.n === 1)).toBe(true);
  });

  it("applies an amendment all at once: old certificates stay in force until the new ones are there", async () => {
    const slug = secondTeamEvent;
    const first = await teamOf(slug, ["Fay First"], "First Amend");
    const second = await teamOf(slug, ["Sid Second"], "Second Amend");
    const newcomer = await teamOf(slug, ["Nia New"], "Newcomer Amend");
    await api.call("PUT", `admin/events/${eventId[slug]}/results/`, {
      token: boss.token,
      body: {
        ranking: [
          { team: first.id, rank: 1 },
          { team: second.id, rank: 2 },
        ],
        participated: [],
      },
    });
    expect((await publish(slug)).body).toEqual({ issued: 4, already_issued: 0 });
    await api.call("PUT", `admin/events/${eventId[slug]}/results/`, {
      token: boss.token,
      body: {
        ranking: [
          { team: second.id, rank: 1 },
          { team: first.id, rank: 2 },
        ],
        participated: [newcomer.id],
      },
    });

    // Held after its last batch (one team each): the newcomer's certificate is in the table, and nobody sees it.
    const held = holdAfterBatches(3);
    const publishing = publish(slug);
    const release = await held;
    const inForce = async (who: Participant) =>
      (await certificatesOf(who))
        .filter((cert) => !cert.revoked_at)
        .map((cert) => [cert.kind, cert.rank])
        .sort();
    expect(await inForce(first.people[0])).toEqual([
      ["merit", 1],
      ["participation", null],
    ]);
    expect(await consoleCount(slug)).toBe(4);
    expect(await certificatesOf(newcomer.people[0])).toEqual([]);
    expect((await stored(slug)).n).toBe(5);
    release();
    expect(await publishing).toEqual({ status: 200, body: { issued: 3, already_issued: 2, revoked: 2 } });
    expect(await inForce(first.people[0])).toEqual([
      ["merit", 2],
      ["participation", null],
    ]);
    expect(await inForce(second.people[0])).toEqual([
      ["merit", 1],
      ["participation", null],
    ]);
    expect(await inForce(newcomer.people[0])).toEqual([["participation", null]]);
    expect(await consoleCount(slug)).toBe(7);
  });

  it("leaves nothing of a failed or abandoned publication, and a retry issues each certificate once", async () => {
    const slug = soloEvent;
    const teams = [];
    for (const name of ["Ana Alone", "Ben Alone", "Cy Alone"]) teams.push(await teamOf(slug, [name], `${name} Team`));
    const saved = await api.call("PUT", `admin/events/${eventId[slug]}/results/`, {
      token: boss.token,
      body: { ranking: [], participated: teams.map((team) => team.id) },
    });
    expect(saved.status).toBe(200);

    // A batch fails: the call fails, and what the earlier batches wrote is gone.
    between = { mode: "fail" };
    expect((await publish(slug)).status).toBe(500);
    between = { mode: "run" };
    expect(await stored(slug)).toMatchObject({ n: 0 });
    expect(await consoleCount(slug)).toBe(0);
    expect((await api.call("GET", "results/" + slug + "/")).status).toBe(404);

    // A process that died half-way: its publication stops beating and is taken as abandoned by the next attempt.
    const held = holdAfterBatches();
    const dying = publish(slug);
    const release = await held;
    expect((await publish(slug)).status).toBe(400); // under way: refused
    expect(await consoleCount(slug)).toBe(0);
    await api.db.query("UPDATE publications SET heartbeat_at = now() - interval '1 hour' WHERE done_at IS NULL");
    expect(await publish(slug)).toEqual({ status: 200, body: { issued: 3, already_issued: 0 } });
    release();
    expect((await dying).status).toBe(400);
    expect(await stored(slug)).toEqual({ n: 3, tagged: 3, doubles: 0 });
    expect(await consoleCount(slug)).toBe(3);
    for (const team of teams) expect(await certificatesOf(team.people[0])).toHaveLength(1);
    expect((await resultsMails(teams.map((team) => team.people[0].userId))).map((row) => row.n)).toEqual([1, 1, 1]);
  });
});
