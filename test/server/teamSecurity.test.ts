import { soloEvents, teamEvents } from "../support/seedEvents";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);
const [, secondSoloEvent] = soloEvents(2);

jest.setTimeout(60_000);

interface Team {
  id: number;
  name: string;
  access_code: string;
  members: Array<{ id: number; name: string }>;
}

let api: Harness;
let events: Record<string, number>;

beforeAll(async () => {
  api = await startHarness();
  events = await eventIdsBySlug(api);
});
afterAll(() => api.close());

const join = (who: Participant, access_code: string) =>
  api.call<Team>("POST", "teams/join/", { token: who.token, body: { access_code } });

async function pair(): Promise<{ lead: Participant; mate: Participant; team: Team }> {
  const [lead, mate] = [await participant(api), await participant(api)];
  const created = await api.call<Team>("POST", "teams/create/", {
    token: lead.token,
    body: { event: events[teamEvent], team_name: `Pair ${lead.userId}` },
  });
  expect((await join(mate, created.body.access_code)).status).toBe(200);
  return { lead, mate, team: created.body };
}

describe("a removed member cannot walk back in", () => {
  it("gives the team a new access code when a member is removed", async () => {
    const { lead, mate, team } = await pair();
    const removed = await api.call<Team>("POST", `teams/${team.id}/remove/`, {
      token: lead.token,
      body: { member: mate.userId },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.access_code).toMatch(/^[A-Z2-9]{10}$/);
    expect(removed.body.access_code).not.toBe(team.access_code);
    expect(await join(mate, team.access_code)).toEqual({
      status: 400,
      body: { access_code: ["Invalid Access Code"] },
    });
    const newcomer = await participant(api);
    expect((await join(newcomer, removed.body.access_code)).status).toBe(200);
  });
});

describe("teams/{id}/code/", () => {
  it("lets the creator renew the code: the old one stops working, the new one works", async () => {
    const lead = await participant(api);
    const created = await api.call<Team>("POST", "teams/create/", {
      token: lead.token,
      body: { event: events[secondTeamEvent], team_name: `Renew ${lead.userId}` },
    });
    const renewed = await api.call<Team>("POST", `teams/${created.body.id}/code/`, { token: lead.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({ id: created.body.id, name: created.body.name });
    expect(renewed.body.access_code).not.toBe(created.body.access_code);
    const late = await participant(api);
    expect((await join(late, created.body.access_code)).status).toBe(400);
    expect((await join(late, renewed.body.access_code)).status).toBe(200);
  });

  it("forbids other members and hides the team from outsiders", async () => {
    const { mate, team } = await pair();
    expect(await api.call("POST", `teams/${team.id}/code/`, { token: mate.token })).toEqual({
      status: 403,
      body: { detail: "Only the team's creator can renew the access code" },
    });
    const outsider = await participant(api);
    expect(await api.call("POST", `teams/${team.id}/code/`, { token: outsider.token })).toEqual({
      status: 404,
      body: { detail: "Not found." },
    });
    expect((await api.call("POST", `teams/${team.id}/code/`)).status).toBe(401);
  });
});

describe("individual events", () => {
  it("cannot be blocked by someone taking your default name first", async () => {
    const victim = await participant(api, { name: "Grace Example" });
    const attacker = await participant(api);
    const taken = await api.call("POST", "teams/create/", {
      token: attacker.token,
      body: { event: events[secondSoloEvent], team_name: `Grace Example #${victim.userId}` },
    });
    expect(taken.status).toBe(200);
    const mine = await api.call<Team>("POST", "teams/create/", {
      token: victim.token,
      body: { event: events[secondSoloEvent] },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.members).toEqual([{ id: victim.userId, name: "Grace Example" }]);
  });

  it("still keeps team events' names unique", async () => {
    const [first, second] = [await participant(api), await participant(api)];
    const body = { event: events[fourthTeamEvent], team_name: `Unique ${first.userId}` };
    expect((await api.call("POST", "teams/create/", { token: first.token, body })).status).toBe(200);
    expect(await api.call("POST", "teams/create/", { token: second.token, body })).toEqual({
      status: 400,
      body: { team_name: ["A team with this name already exists for this event"] },
    });
  });
});
