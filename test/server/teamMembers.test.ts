import { MESSAGES } from "../../contract/messages";
import type { Team } from "../../contract/teams";
import { teamEvents } from "../support/seedEvents";
import { participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

let api: Harness;
let teamEventId: number;

beforeAll(async () => {
  api = await startHarness();
  const { body } = await api.call<Array<{ id: number; slug: string }>>("GET", "events/");
  teamEventId = body.find((event) => event.slug === teamEvent)!.id;
});
afterAll(() => api.close());

/** A two-member teamEventId team: its lead and its other member. */
async function pair(): Promise<{ lead: Participant; mate: Participant; team: Team }> {
  const [lead, mate] = [await participant(api), await participant(api)];
  const created = await api.call<Team>("POST", "teams/create/", {
    token: lead.token,
    body: { event: teamEventId, team_name: `Pair ${lead.userId}` },
  });
  await api.call("POST", "teams/join/", { token: mate.token, body: { access_code: created.body.access_code } });
  return { lead, mate, team: created.body };
}

const remove = (who: Participant, teamId: number | string, member: unknown) =>
  api.call<Team>("POST", `teams/${teamId}/remove/`, { token: who.token, body: { member } });
const leave = (who: Participant, teamId: number | string) =>
  api.call("DELETE", `teams/${teamId}/`, { token: who.token });

async function members(teamId: number): Promise<number[]> {
  const { rows } = await api.db.query<{ user_id: number }>(
    "SELECT user_id FROM team_members WHERE team_id = $1 ORDER BY user_id",
    [teamId],
  );
  return rows.map((row) => row.user_id);
}

describe("teams/{id}/remove/", () => {
  it("lets the creator remove a member and returns the smaller team", async () => {
    const { lead, mate, team } = await pair();
    const reply = await remove(lead, team.id, mate.userId);
    expect(reply.status).toBe(200);
    expect(reply.body.members).toEqual([{ id: lead.userId, name: "Test Participant" }]);
    expect(await members(team.id)).toEqual([lead.userId]);
  });

  it("forbids other members, the creator removing themself and non-members", async () => {
    const { lead, mate, team } = await pair();
    expect(await remove(mate, team.id, lead.userId)).toEqual({
      status: 403,
      body: { detail: MESSAGES.onlyCreatorRemoves },
    });
    expect(await remove(lead, team.id, lead.userId)).toEqual({
      status: 400,
      body: { member: [MESSAGES.creatorCannotRemoveSelf] },
    });
    const stranger = await participant(api);
    expect(await remove(lead, team.id, stranger.userId)).toEqual({
      status: 400,
      body: { member: [MESSAGES.notAMember] },
    });
    expect(await remove(lead, team.id, "everyone")).toEqual({
      status: 400,
      body: { member: ["A valid integer is required."] },
    });
    expect(await members(team.id)).toEqual([lead.userId, mate.userId].sort((a, b) => a - b));
  });

  it("hides other people's teams and unknown ids behind 404", async () => {
    const { mate, team } = await pair();
    const outsider = await participant(api);
    for (const id of [team.id, 999999, "abc", "99999999999999"]) {
      expect(await remove(outsider, id, mate.userId)).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
    }
    expect((await members(team.id)).length).toBe(2);
  });

  it("settles who may remove before reading the body: a stranger 404, a member 403, whatever they send", async () => {
    const { mate, team } = await pair();
    const outsider = await participant(api);
    const call = (who: Participant) =>
      api.call("POST", `teams/${team.id}/remove/`, { token: who.token, body: { member: "not a number" } });
    expect(await call(outsider)).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
    expect(await call(mate)).toEqual({ status: 403, body: { detail: MESSAGES.onlyCreatorRemoves } });
  });
});

describe("DELETE teams/{id}/", () => {
  it("lets a member leave and keeps the team for the others", async () => {
    const { lead, mate, team } = await pair();
    const reply = await leave(mate, team.id);
    expect(reply).toEqual({ status: 204, body: null });
    expect(await members(team.id)).toEqual([lead.userId]);
    const events = await api.call<Array<{ id: number; team: Team | null }>>("GET", "events/", { token: mate.token });
    expect(events.body.find((event) => event.id === teamEventId)?.team).toBeNull();
  });

  it("deletes the whole team when its creator leaves", async () => {
    const { lead, mate, team } = await pair();
    expect((await leave(lead, team.id)).status).toBe(204);
    const { rowCount } = await api.db.query("SELECT 1 FROM teams WHERE id = $1", [team.id]);
    expect(rowCount).toBe(0);
    const events = await api.call<Array<{ id: number; team: Team | null }>>("GET", "events/", { token: mate.token });
    expect(events.body.find((event) => event.id === teamEventId)?.team).toBeNull();
    expect(await leave(mate, team.id)).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
  });

  it("answers 404 for a team the caller is not in, and leaves it untouched", async () => {
    const { team } = await pair();
    const outsider = await participant(api);
    expect(await leave(outsider, team.id)).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });
    expect((await members(team.id)).length).toBe(2);
  });
});

describe("who may make team calls", () => {
  it.each([
    ["an unverified e-mail", { verified: false, complete: true }],
    ["an incomplete profile", { verified: true, complete: false }],
  ])("refuses a user with %s with 403", async (_label, options) => {
    const who = await participant(api, options);
    const forbidden = { status: 403, body: { detail: MESSAGES.profileIncomplete } };
    expect(
      await api.call("POST", "teams/create/", { token: who.token, body: { event: teamEventId, team_name: "Nope" } }),
    ).toEqual(forbidden);
    expect(await api.call("POST", "teams/join/", { token: who.token, body: { access_code: "ABCDEFGHJK" } })).toEqual(
      forbidden,
    );
    expect(await leave(who, 1)).toEqual(forbidden);
  });

  it("answers every team call without a token, or with a bad one, with 401", async () => {
    const calls = [
      ["POST", "teams/create/"],
      ["POST", "teams/join/"],
      ["POST", "teams/1/remove/"],
      ["DELETE", "teams/1/"],
    ] as const;
    for (const [method, path] of calls) {
      expect(await api.call(method, path, { body: {} })).toEqual({
        status: 401,
        body: { detail: MESSAGES.noCredentials },
      });
      expect(
        await api.call(method, path, { body: {}, headers: { Authorization: "Token 0123456789abcdef0123" } }),
      ).toEqual({ status: 401, body: { detail: MESSAGES.badToken } });
      expect(await api.call(method, path, { body: {}, headers: { Authorization: "Bearer something" } })).toEqual({
        status: 401,
        body: { detail: MESSAGES.badToken },
      });
    }
  });
});
