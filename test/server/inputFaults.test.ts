import { MESSAGES } from "../../contract/messages";
import { teamEvents } from "../support/seedEvents";
import { organiser, rawCall } from "./support/admin";
import { participant, startHarness, type Harness, type Participant } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

// Issue 30, item 5: inputs that used to reach the database and come back as 500 get a 400 saying what to change.

let api: Harness;
let boss: Participant;
let member: Participant;

beforeAll(async () => {
  api = await startHarness();
  boss = await organiser(api);
  member = await participant(api);
});
afterAll(() => api.close());

async function get(path: string, token?: string) {
  const reply = await rawCall(api, "GET", path, { token });
  return { status: reply.status, body: JSON.parse(reply.text) as Record<string, unknown> };
}

describe("a NUL character", () => {
  it.each(["results/%00/", "certificates/ab%00cd/", "admin/cas/%00/"])(
    "in the path %s: a 400 with a detail",
    async (path) => {
      expect(await get(path, boss.token)).toEqual({
        status: 400,
        body: { detail: "The URL path contains a NUL character (%00). Remove it and try again." },
      });
    },
  );

  it.each(["admin/teams/?search=a%00b", "admin/participants/?search=%00", `results/${teamEvent}/?x=%00`])(
    "in the query %s: a 400 with a detail",
    async (path) => {
      expect(await get(path, boss.token)).toEqual({
        status: 400,
        body: { detail: "The query string contains a NUL character (%00). Remove it and try again." },
      });
    },
  );

  it("anywhere inside a JSON body: a 400 naming the field", async () => {
    const reply = await api.call("PUT", "admin/events/1/results/", {
      token: boss.token,
      body: { ranking: [["Team\u0000A"]], participated: [] },
    });
    expect(reply).toEqual({ status: 400, body: { ranking: [MESSAGES.nulCharacter] } });
    const handles = await api.call("PUT", "profile/handles/", {
      token: member.token,
      body: { codeforces: { nested: ["a\u0000"] } },
    });
    expect(handles).toEqual({ status: 400, body: { codeforces: [MESSAGES.nulCharacter] } });
  });

  it("in an uploaded CSV (a UTF-16 export): a 400 that says to save it as CSV UTF-8", async () => {
    const utf16 = Buffer.from("\ufeffteam,rank\nSome Team,1\n", "utf16le");
    const reply = await rawCall(api, "POST", "admin/events/1/results/preview/", {
      token: boss.token,
      type: "text/csv",
      body: new Uint8Array(utf16),
    });
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.text)).toEqual({ csv: [expect.stringContaining('save it as "CSV UTF-8')] });
  });
});

describe("over-long values", () => {
  it("a query value over 1,000 characters: a 400 naming the parameter", async () => {
    expect(await get(`admin/teams/?search=${"a".repeat(1_001)}`, boss.token)).toEqual({
      status: 400,
      body: { detail: 'The query parameter "search" is too long: send at most 1000 characters.' },
    });
    expect((await get(`admin/teams/?search=${"a".repeat(1_000)}`, boss.token)).status).toBe(200);
  });

  it("a page number past the database's integers: a 400 or a 404, never a 500", async () => {
    for (const page of ["2147483648", "9".repeat(40), "-1"]) {
      expect((await get(`admin/teams/?page=${page}`, boss.token)).status).toBeGreaterThanOrEqual(400);
      expect((await get(`admin/teams/?page=${page}`, boss.token)).status).toBeLessThan(500);
    }
  });
});
