import type { AuditEntry } from "../../contract/admin";
import { teamEvents } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, startHarness, type Harness, type Participant } from "./support/harness";

const [, secondTeamEvent, , fourthTeamEvent] = teamEvents(4);

jest.setTimeout(120_000);

let api: Harness;
let eventId: Record<string, number>;
let ada: Participant;
let ben: Participant;

interface AuditPage {
  count: number;
  next: string | null;
  results: AuditEntry[];
}

beforeAll(async () => {
  api = await startHarness();
  eventId = await eventIdsBySlug(api);
  ada = await organiser(api, "Ada Admin");
  ben = await organiser(api, "Ben Admin");
  // Ada closes and opens one event; Ben adds an ambassador and closes another.
  for (const open of [false, true]) {
    await api.call("PATCH", `admin/events/${eventId[fourthTeamEvent]}/`, {
      token: ada.token,
      body: { is_registration_on: open },
    });
  }
  await api.call("POST", "admin/cas/", {
    token: ben.token,
    body: { caid: "CA777", name: "Cara Campus", institute_name: "", points: 3 },
  });
  await api.call("PATCH", `admin/events/${eventId[secondTeamEvent]}/`, {
    token: ben.token,
    body: { is_registration_on: false },
  });
});
afterAll(() => api.close());

const audit = async (query: string) =>
  (await api.call<AuditPage>("GET", `admin/audit/${query}`, { token: ada.token })).body;

describe("GET admin/audit/ filters", () => {
  it("keeps only one action, newest first, and counts only the matches", async () => {
    const page = await audit("?action=event.registration");
    expect(page.count).toBe(3);
    expect(page.results.map((entry) => [entry.actor.email, entry.target])).toEqual([
      [ben.email, `event:${secondTeamEvent}`],
      [ada.email, `event:${fourthTeamEvent}`],
      [ada.email, `event:${fourthTeamEvent}`],
    ]);
  });

  it("keeps only the changes of one person, found by part of their e-mail, in any case", async () => {
    const page = await audit(`?actor=${encodeURIComponent(ben.email.toUpperCase())}`);
    expect(page.results.map((entry) => entry.action)).toEqual(["event.registration", "ambassador.create"]);
    expect(page.count).toBe(2);
  });

  it("combines both filters", async () => {
    const page = await audit(`?action=ambassador.create&actor=${encodeURIComponent(ada.email)}`);
    expect(page).toMatchObject({ count: 0, results: [] });
    const bens = await audit(`?action=ambassador.create&actor=${encodeURIComponent(ben.email)}`);
    expect(bens.results.map((entry) => entry.target)).toEqual(["ambassador:CA777"]);
  });

  it("refuses an action the log never records, saying which it knows", async () => {
    const reply = await api.call<Record<string, string[]>>("GET", "admin/audit/?action=drop.tables", {
      token: ada.token,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.action[0]).toMatch(/^Must be one of: event\.registration, /);
  });
});
