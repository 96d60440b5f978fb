import { MESSAGES } from "../../contract/messages";
import { teamDetailsOf, type Team } from "../../contract/teams";
import { soloEventSlugs, teamEventSlugs } from "../support/seedEvents";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

jest.setTimeout(60_000);

/** Published events of the seed, none in particular: four for teams of more than one, three for one person alone. */
const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEventSlugs;
const [soloEvent, secondSoloEvent, thirdSoloEvent] = soloEventSlugs;

let api: Harness;
let eventId: Record<string, number>;

beforeAll(async () => {
  api = await startHarness();
  eventId = await eventIdsBySlug(api);
});
afterAll(() => api.close());

const create = (who: Participant, slug: string, teamName?: string) =>
  api.call<Team>("POST", "teams/create/", { token: who.token, body: { event: eventId[slug], team_name: teamName } });
const join = (who: Participant, code: string) =>
  api.call<Team>("POST", "teams/join/", { token: who.token, body: { access_code: code } });

async function memberCount(teamId: number): Promise<number> {
  const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM team_members WHERE team_id = $1", [
    teamId,
  ]);
  return rows[0].n;
}

describe("teams/create/", () => {
  it("creates a team led by the caller with an unguessable access code, shown in events/", async () => {
    const lead = await participant(api, { name: "Lead Person" });
    const reply = await create(lead, teamEvent, "Bit Flippers");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: expect.any(Number),
      name: "Bit Flippers",
      event: eventId[teamEvent],
      is_active: true,
      access_code: expect.stringMatching(/^[A-Z2-9]{10}$/),
      members: [{ id: lead.userId, name: "Lead Person" }],
      creator: true,
      // Every team detail of the contract (TEAM_DETAILS), none given: null.
      ...teamDetailsOf({}),
    });
    const events = await api.call<Array<{ slug: string; team: Team | null }>>("GET", "events/", { token: lead.token });
    expect(events.body.find((event) => event.slug === teamEvent)?.team).toEqual(reply.body);
    expect(events.body.filter((event) => event.team !== null)).toHaveLength(1);
    const anonymous = await api.call<Array<{ team: Team | null }>>("GET", "events/");
    expect(anonymous.body.every((event) => event.team === null)).toBe(true);
  });

  it("registers an individual event as a one-member team, with or without a chosen name", async () => {
    const solo = await participant(api);
    const reply = await create(solo, soloEvent);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ members: [{ id: solo.userId }], creator: true, is_active: true });
    expect(reply.body.name.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps a user to one team per event", async () => {
    const lead = await participant(api);
    await create(lead, secondTeamEvent, "First Team");
    expect(await create(lead, secondTeamEvent, "Second Team")).toEqual({
      status: 400,
      body: { detail: MESSAGES.alreadyInTeam },
    });
    expect((await create(lead, thirdTeamEvent, "Other Event Team")).status).toBe(200);
  });

  it("rejects a name used in the same event in any case, and short or missing names", async () => {
    const [first, second] = [await participant(api), await participant(api)];
    await create(first, fourthTeamEvent, "Word Smiths");
    expect(await create(second, fourthTeamEvent, "word smiths")).toEqual({
      status: 400,
      body: { team_name: [MESSAGES.teamNameTaken] },
    });
    expect((await create(second, teamEvent, "Word Smiths")).status).toBe(200);
    expect(await create(second, thirdTeamEvent, "W")).toEqual({
      status: 400,
      body: { team_name: ["Ensure this field has at least 2 characters."] },
    });
    expect(await create(second, thirdTeamEvent)).toEqual({ status: 400, body: { team_name: [MESSAGES.required] } });
  });

  it("rejects unknown events and wrong types with field errors", async () => {
    const who = await participant(api);
    const call = (body: unknown) => api.call("POST", "teams/create/", { token: who.token, body });
    expect(await call({ event: 999, team_name: "Ghosts" })).toEqual({
      status: 400,
      body: { event: ['Invalid pk "999" - object does not exist.'] },
    });
    expect(await call({ event: teamEvent, team_name: ["x"] })).toEqual({
      status: 400,
      body: { event: ["A valid integer is required."], team_name: ["Not a valid string."] },
    });
  });
});

describe("teams/join/", () => {
  it("adds the caller to the team and shows the team to both members, without their e-mails (a code is no finder request)", async () => {
    const lead = await participant(api, { name: "Team Lead" });
    const mate = await participant(api, { name: "Team Mate" });
    const team = (await create(lead, thirdTeamEvent, "Frame Grabbers")).body;
    const reply = await join(mate, team.access_code.toLowerCase());
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: team.id,
      creator: false,
      members: [
        { id: lead.userId, name: "Team Lead" },
        { id: mate.userId, name: "Team Mate" },
      ],
    });
  });

  it("answers a wrong code with Invalid Access Code and a full team with Maximum Size of Team Reached", async () => {
    const [lead, mate, late] = [await participant(api), await participant(api), await participant(api)];
    const team = (await create(lead, teamEvent, "Full House")).body;
    await join(mate, team.access_code);
    expect(await join(late, "NOPE2345ZZ")).toEqual({
      status: 400,
      body: { access_code: [MESSAGES.invalidAccessCode] },
    });
    expect(await join(late, team.access_code)).toEqual({
      status: 400,
      body: { detail: MESSAGES.teamFull },
    });
    const solo = (await create(lead, secondSoloEvent)).body;
    expect(await join(mate, solo.access_code)).toEqual({
      status: 400,
      body: { detail: MESSAGES.teamFull },
    });
    expect(await memberCount(team.id)).toBe(2);
  });

  it("does not let a member of another team of the event join", async () => {
    const [first, second] = [await participant(api), await participant(api)];
    const mine = (await create(first, secondTeamEvent, "Team Alpha")).body;
    await create(second, secondTeamEvent, "Team Beta");
    expect(await join(second, mine.access_code)).toEqual({
      status: 400,
      body: { detail: MESSAGES.alreadyInTeam },
    });
    expect(await join(first, mine.access_code)).toEqual({
      status: 400,
      body: { detail: MESSAGES.alreadyInTeam },
    });
  });
});

describe("registration closed", () => {
  it("stops create and join for that event with a clear 400", async () => {
    const [lead, mate] = [await participant(api), await participant(api)];
    const team = (await create(lead, thirdSoloEvent)).body;
    const open = (await create(lead, fourthTeamEvent, "Open Then Closed")).body;
    await api.db.query("UPDATE events SET is_registration_on = false WHERE slug IN ($1, $2)", [
      thirdSoloEvent,
      fourthTeamEvent,
    ]);
    try {
      expect(await create(mate, thirdSoloEvent)).toEqual({
        status: 400,
        body: { detail: MESSAGES.registrationClosed },
      });
      expect(await join(mate, open.access_code)).toEqual({
        status: 400,
        body: { detail: MESSAGES.registrationClosed },
      });
      const events = await api.call<Array<{ slug: string; is_registration_on: boolean }>>("GET", "events/");
      expect(events.body.find((event) => event.slug === thirdSoloEvent)?.is_registration_on).toBe(false);
      expect(await memberCount(team.id)).toBe(1);
    } finally {
      await api.db.query("UPDATE events SET is_registration_on = true");
    }
  });
});
