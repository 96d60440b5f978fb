import { parse } from "csv-parse/sync";
import type { TeamDetail } from "../../contract/teamDetails";
import type { Team } from "../../contract/teams";
import { MOTTO, MOTTO_COLUMN } from "../support/mottoDetail";
import { teamEvents } from "../support/seedEvents";
import { organiser, rawCall } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent, secondTeamEvent, thirdTeamEvent, fourthTeamEvent] = teamEvents(4);

// The festival declares no team detail: this file declares one (a `motto`) so that every generic path over
// TEAM_DETAILS runs with a field, as it will once a real one is added (docs/recipes.md, "Add a team field").
jest.mock("../../contract/teamDetails", () => jest.requireActual("../support/mottoDetail"));

jest.setTimeout(120_000);

type MottoTeam = Team & { motto?: string | null };

let api: Harness;
let eventId: Record<string, number>;
let boss: Participant;

beforeAll(async () => {
  api = await startHarness();
  // What the detail's migration would add, after the real migrations.
  await api.db.exec(MOTTO_COLUMN);
  eventId = await eventIdsBySlug(api);
  boss = await organiser(api, "Mona Organiser");
});
afterAll(() => api.close());

const create = (who: Participant, slug: string, teamName: string, details: Record<string, unknown> = {}) =>
  api.call<MottoTeam>("POST", "teams/create/", {
    token: who.token,
    body: { event: eventId[slug], team_name: teamName, ...details },
  });

describe("a team detail declared in the contract", () => {
  it("is chosen at creation, trimmed, and answered by teams/create/ and events/", async () => {
    const lead = await participant(api, { name: "Mia Motto" });
    const reply = await create(lead, teamEvent, "Bold Bytes", { motto: "  Fortune favours the bold  " });
    expect(reply.status).toBe(200);
    expect(reply.body.motto).toBe("Fortune favours the bold");
    const events = await api.call<Array<{ slug: string; team: MottoTeam | null }>>("GET", "events/", {
      token: lead.token,
    });
    expect(events.body.find((event) => event.slug === teamEvent)?.team).toMatchObject({
      id: reply.body.id,
      motto: "Fortune favours the bold",
    });
    const { rows } = await api.db.query<{ motto: string | null }>("SELECT motto FROM teams WHERE id = $1", [
      reply.body.id,
    ]);
    expect(rows).toEqual([{ motto: "Fortune favours the bold" }]);
  });

  it("is null when left out or blank", async () => {
    const [first, second] = [await participant(api), await participant(api)];
    const absent = await create(first, secondTeamEvent, "No Words");
    expect(absent.status).toBe(200);
    expect(absent.body).toHaveProperty("motto", null);
    const blank = await create(second, secondTeamEvent, "Blank Words", { motto: "   " });
    expect(blank.status).toBe(200);
    expect(blank.body).toHaveProperty("motto", null);
  });

  it("refuses a value longer than its maxLength with a field error naming it, creating no team", async () => {
    const lead = await participant(api);
    const reply = await create(lead, fourthTeamEvent, "Long Winded", { motto: "x".repeat(MOTTO.maxLength + 1) });
    expect(reply).toEqual({
      status: 400,
      body: { motto: [`Ensure this field has no more than ${MOTTO.maxLength} characters.`] },
    });
    const { rows } = await api.db.query("SELECT id FROM teams WHERE name = 'Long Winded'");
    expect(rows).toHaveLength(0);
    expect((await create(lead, fourthTeamEvent, "Long Winded", { motto: "x".repeat(MOTTO.maxLength) })).status).toBe(
      200,
    );
  });

  it("shows in the console's team rows and as the last column of the teams export", async () => {
    const lead = await participant(api, { name: "Otto Console" });
    const made = await create(lead, thirdTeamEvent, "Console Crew", { motto: "Words matter" });
    const quiet = await participant(api, { name: "Quinn Quiet" });
    const silent = await create(quiet, thirdTeamEvent, "Console Quiet");

    const page = await api.call<{ results: MottoTeam[] }>(
      "GET",
      `admin/teams/?search=console&event=${thirdTeamEvent}`,
      {
        token: boss.token,
      },
    );
    expect(page.status).toBe(200);
    expect(page.body.results.map((team) => [team.id, team.motto])).toEqual([
      [made.body.id, "Words matter"],
      [silent.body.id, null],
    ]);

    const exported = await rawCall(api, "GET", `admin/teams/export/?event=${thirdTeamEvent}`, { token: boss.token });
    expect(exported.status).toBe(200);
    const rows: string[][] = parse(exported.text.slice(1));
    expect(rows[0].at(-1)).toBe("motto");
    const records: Array<Record<string, string>> = parse(exported.text.slice(1), { columns: true });
    expect(records.find((record) => record.member_id === String(lead.userId))).toMatchObject({
      team_name: "Console Crew",
      motto: "Words matter",
    });
    expect(records.find((record) => record.member_id === String(quiet.userId))).toMatchObject({
      team_name: "Console Quiet",
      motto: "",
    });
  });

  it("is described in the API document: an optional input of teams/create/, a property of the team answered", async () => {
    type Schema = { properties: Record<string, unknown>; required?: string[] };
    type Body = { content: Record<string, { schema: Schema }> };
    const document = await api.call<{
      paths: Record<string, Record<string, { requestBody: Body; responses: Record<string, Body> }>>;
    }>("GET", "schema/");
    expect(document.status).toBe(200);
    const operation = document.body.paths["/api/teams/create/"].post;
    const input = operation.requestBody.content["application/json"].schema;
    expect(input.properties.motto).toMatchObject({ type: "string", maxLength: MOTTO.maxLength });
    expect(input.required).not.toContain("motto");
    const answer = operation.responses["200"].content["application/json"].schema;
    expect(answer.properties.motto).toEqual({ type: ["string", "null"] });
  });

  it("stops the server when its key is not a plain lower-case column name", async () => {
    const declare = async (key: string) => {
      // A fresh module registry (the one mocked list is cached in it), loading the server with this list alone.
      jest.resetModules();
      jest.doMock("../../contract/teamDetails", () => ({
        TEAM_DETAILS: [{ key, label: "Odd", maxLength: 10, help: "" } satisfies TeamDetail],
      }));
      try {
        await import("../../server/src/app");
      } catch (error) {
        return error;
      }
      return undefined;
    };
    try {
      expect(await declare("motto; DROP TABLE teams")).toEqual(
        new Error('TEAM_DETAILS: "motto; DROP TABLE teams" is not a column name'),
      );
      expect(await declare("Motto")).toEqual(new Error('TEAM_DETAILS: "Motto" is not a column name'));
      expect(await declare("team_motto")).toBeUndefined();
    } finally {
      jest.doMock("../../contract/teamDetails", () => jest.requireActual("../support/mottoDetail"));
    }
  });
});
