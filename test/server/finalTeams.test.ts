import { LAST_MEMBER_MESSAGE } from "../../contract/admin";
import { MESSAGES } from "../../contract/messages";
import { auditActions, organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

jest.setTimeout(180_000);

let api: Harness;
let eventId: Record<string, number>;
let boss: Participant;

beforeAll(async () => {
  api = await startHarness();
  eventId = await eventIdsBySlug(api);
  boss = await organiser(api);
});
afterAll(() => api.close());

interface TeamReply {
  id: number;
  access_code: string;
  members: Array<{ id: number; name: string }>;
}

async function teamOf(slug: string, names: string[], teamName: string) {
  const people: Participant[] = [];
  for (const name of names) people.push(await participant(api, { name }));
  const created = await api.call<TeamReply>("POST", "teams/create/", {
    token: people[0].token,
    body: { event: eventId[slug], team_name: teamName },
  });
  expect(created.status).toBe(200);
  for (const other of people.slice(1)) {
    const joined = await api.call("POST", "teams/join/", {
      token: other.token,
      body: { access_code: created.body.access_code },
    });
    expect(joined.status).toBe(200);
  }
  return { ...created.body, people };
}

async function publish(slug: string, ranking: Array<{ team: number; rank: number }>) {
  const saved = await api.call("PUT", `admin/events/${eventId[slug]}/results/`, {
    token: boss.token,
    body: { ranking, participated: [] },
  });
  expect(saved.status).toBe(200);
  const published = await api.call("POST", `admin/events/${eventId[slug]}/results/publish/`, { token: boss.token });
  expect(published.status).toBe(200);
}

const FINAL = { status: 400, body: { detail: MESSAGES.teamsFinal } };

const winnerOf = async (slug: string) =>
  (
    await api.call<{ ranking: Array<{ rank: number; team_name: string; members: string[] }> }>(
      "GET",
      `results/${slug}/`,
    )
  ).body.ranking[0];

describe("teams once the event's results are published", () => {
  it("are final for participants: create, join, leave, remove and delete answer 400 saying why", async () => {
    const winners = await teamOf("enigma", ["Wanda Winner", "Walt Winner"], "Winners");
    const open = await teamOf("enigma", ["Olive Open"], "Room For One");
    await publish("enigma", [
      { team: winners.id, rank: 1 },
      { team: open.id, rank: 2 },
    ]);
    const [creator, member] = winners.people;
    const newcomer = await participant(api, { name: "Nina Newcomer" });

    expect(await api.call("DELETE", `teams/${winners.id}/`, { token: creator.token })).toEqual(FINAL);
    expect(await api.call("DELETE", `teams/${winners.id}/`, { token: member.token })).toEqual(FINAL);
    expect(
      await api.call("POST", `teams/${winners.id}/remove/`, { token: creator.token, body: { member: member.userId } }),
    ).toEqual(FINAL);
    expect(
      await api.call("POST", "teams/join/", { token: newcomer.token, body: { access_code: open.access_code } }),
    ).toEqual(FINAL);
    expect(
      await api.call("POST", "teams/create/", {
        token: newcomer.token,
        body: { event: eventId.enigma, team_name: "Latecomers" },
      }),
    ).toEqual(FINAL);

    // Nothing changed: the results page keeps its winner with both members.
    expect(await winnerOf("enigma")).toEqual({
      rank: 1,
      team_name: "Winners",
      members: ["Wanda Winner", "Walt Winner"],
    });

    // Another event, not published, is open as before.
    const elsewhere = await api.call("POST", "teams/create/", {
      token: newcomer.token,
      body: { event: eventId.vista, team_name: "Still Open" },
    });
    expect(elsewhere.status).toBe(200);
  });

  it("can still be changed by an organiser, audited, and the old access code stops working", async () => {
    const ranked = await teamOf("linguipedia", ["Rita Ranked", "Ravi Ranked"], "Ranked");
    await publish("linguipedia", [{ team: ranked.id, rank: 1 }]);
    const [creator, member] = ranked.people;

    const removed = await api.call("DELETE", `admin/teams/${ranked.id}/members/${creator.userId}/`, {
      token: boss.token,
    });
    expect(removed).toEqual({ status: 204, body: null });
    expect((await auditActions(api))[0]).toBe("team.member_remove");
    const { rows } = await api.db.query<{ actor_email: string; target: string; details: unknown }>(
      "SELECT actor_email, target, details FROM audit_log ORDER BY id DESC LIMIT 1",
    );
    const details = typeof rows[0].details === "string" ? JSON.parse(rows[0].details) : rows[0].details;
    expect({ ...rows[0], details }).toEqual({
      actor_email: boss.email,
      target: `team:${ranked.id}`,
      details: {
        team_name: "Ranked",
        event: "linguipedia",
        member: { id: creator.userId, name: "Rita Ranked", email: creator.email },
      },
    });

    // The remaining member now leads the team; the results page shows the team as the organiser left it.
    const events = await api.call<Array<{ slug: string; team: { creator: boolean; access_code: string } | null }>>(
      "GET",
      "events/",
      { token: member.token },
    );
    const team = events.body.find((event) => event.slug === "linguipedia")?.team;
    expect(team?.creator).toBe(true);
    expect(team?.access_code).not.toBe(ranked.access_code);
    expect((await winnerOf("linguipedia")).members).toEqual(["Ravi Ranked"]);

    // A team keeps one member; a participant still cannot change it; the removed member is in no team.
    expect(
      await api.call("DELETE", `admin/teams/${ranked.id}/members/${member.userId}/`, { token: boss.token }),
    ).toEqual({ status: 400, body: { detail: LAST_MEMBER_MESSAGE } });
    expect(
      await api.call("DELETE", `admin/teams/${ranked.id}/members/${creator.userId}/`, { token: boss.token }),
    ).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
    expect(await api.call("DELETE", `admin/teams/${ranked.id}/members/1/`, { token: member.token })).toEqual({
      status: 403,
      body: { detail: MESSAGES.forbidden },
    });
  });
});
