import { MESSAGES } from "../../contract/messages";
import { NO_THROTTLE } from "../../server/src/http/throttle";
import { seededName, teamEvents } from "../support/seedEvents";
import { eventIdsBySlug, participant, startHarness, type Harness } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

// A day-long window: it never rolls over in the middle of the test.
const LOOKUPS_PER_ADDRESS = 3;

let api: Harness;
let eventId: Record<string, number>;
beforeAll(async () => {
  api = await startHarness({
    throttle: { ...NO_THROTTLE, teamLookup: { limit: LOOKUPS_PER_ADDRESS, seconds: 86_400 } },
  });
  eventId = await eventIdsBySlug(api);
});
afterAll(() => api.close());

const THROTTLED = /^Request was throttled\. Expected available in (\d+) seconds?\.$/;

describe("GET teams/lookup/?code=", () => {
  it("names the team and its event without a token, reveals nothing else, 404s unknown codes, and is throttled", async () => {
    const lead = await participant(api, { name: "Lena Lead" });
    const team = await api.call<{ access_code: string }>("POST", "teams/create/", {
      token: lead.token,
      body: { event: eventId[teamEvent], team_name: "Byte Me" },
    });
    const code = team.body.access_code;

    // As a join link carries it, in any case: exactly the two names.
    expect(await api.call("GET", `teams/lookup/?code=${code.toLowerCase()}`)).toEqual({
      status: 200,
      body: { team_name: "Byte Me", event_name: seededName(teamEvent) },
    });
    expect(await api.call("GET", "teams/lookup/?code=NOSUCHCODE")).toEqual({
      status: 404,
      body: { detail: MESSAGES.notFound },
    });
    expect(await api.call("GET", "teams/lookup/")).toEqual({ status: 404, body: { detail: MESSAGES.notFound } });

    // Past the limit every lookup from this address is refused, found or not, with Retry-After.
    const refused = await fetch(`${api.url}teams/lookup/?code=${code}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).detail).toMatch(THROTTLED);
  });
});
