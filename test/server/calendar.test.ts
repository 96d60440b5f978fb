import ical, { type VEvent } from "node-ical";
import { MESSAGES } from "../../contract/messages";
import { seededName, teamEventSlugs } from "../support/seedEvents";
import { organiser } from "./support/admin";
import { eventIdsBySlug, participant, startHarness, type Harness, type Participant } from "./support/harness";

/** Some published events of the seed, none in particular. */
const [scheduled, joined, notJoined, unscheduled] = teamEventSlugs;

jest.setTimeout(120_000);

const PUBLIC_URL = "https://codefest.example.org";
const API_PUBLIC_URL = "https://api.codefest.example.org";

let api: Harness;
let eventId: Record<string, number>;
let boss: Participant;

beforeAll(async () => {
  api = await startHarness({ publicUrl: PUBLIC_URL, apiPublicUrl: API_PUBLIC_URL });
  eventId = await eventIdsBySlug(api);
  boss = await organiser(api);
});
afterAll(() => api.close());

const schedule = (slug: string, starts_at: string, ends_at: string) =>
  api.call("PATCH", `admin/events/${eventId[slug]}/`, { token: boss.token, body: { starts_at, ends_at } });

/** GETs a calendar file (its address relative to the API or absolute) and parses it with an iCalendar library. */
async function calendar(path: string) {
  const response = await fetch(path.startsWith("http") ? path : api.url + path);
  const text = await response.text();
  const events =
    response.status === 200
      ? Object.values(ical.sync.parseICS(text)).filter((item): item is VEvent => item.type === "VEVENT")
      : [];
  return { status: response.status, type: response.headers.get("content-type"), text, events };
}

/** A feed address of the configured public API, fetched from the test's server instead. */
const local = (url: string) => url.replace(`${API_PUBLIC_URL}/api/`, api.url);

describe("events/{slug}/calendar.ics", () => {
  it("answers 404 while the event has no dates, and for an unknown event", async () => {
    expect((await api.call("GET", `events/${unscheduled}/calendar.ics`)).body).toEqual({
      detail: MESSAGES.notScheduled,
    });
    expect((await calendar("events/nope/calendar.ics")).status).toBe(404);
  });

  it("is an iCalendar file with a stable UID, the times in UTC, the page's URL, and SEQUENCE raised by a change", async () => {
    await schedule(scheduled, "2030-02-01T10:00:00+05:30", "2030-02-01T15:00:00+05:30");
    const first = await calendar(`events/${scheduled}/calendar.ics`);
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^text\/calendar/);
    expect(first.text).toMatch(/DTSTART:20300201T043000Z/);
    expect(first.text).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(first.events).toHaveLength(1);
    const [event] = first.events;
    expect(event.uid).toBe(`event-${scheduled}@api.codefest.example.org`);
    expect(event.start.toISOString()).toBe("2030-02-01T04:30:00.000Z");
    expect(event.end.toISOString()).toBe("2030-02-01T09:30:00.000Z");
    expect(event.summary).toBe(`Codefest '20: ${seededName(scheduled)}`);
    expect(String(event.url)).toBe(`${PUBLIC_URL}/events/${scheduled}`);

    await schedule(scheduled, "2030-02-02T10:00:00+05:30", "2030-02-02T15:00:00+05:30");
    const [moved] = (await calendar(`events/${scheduled}/calendar.ics`)).events;
    expect(moved.uid).toBe(event.uid);
    expect(Number(moved.sequence)).toBeGreaterThan(Number(event.sequence));
    expect(moved.start.toISOString()).toBe("2030-02-02T04:30:00.000Z");
  });
});

describe("a user's private calendar feed", () => {
  it("lists the scheduled events of the user's teams only, at the address in profile/", async () => {
    const who = await participant(api);
    await schedule(joined, "2030-03-01T10:00:00Z", "2030-03-01T15:00:00Z");
    await schedule(notJoined, "2030-03-02T10:00:00Z", "2030-03-02T15:00:00Z");
    await api.call("POST", "teams/create/", {
      token: who.token,
      body: { event: eventId[joined], team_name: "Feeders" },
    });
    const profile = await api.call<{ calendar_url: string }>("GET", "profile/", { token: who.token });
    expect(profile.body.calendar_url).toMatch(new RegExp(`^${API_PUBLIC_URL}/api/calendar/[0-9a-f]{32}\\.ics$`));
    const feed = await calendar(local(profile.body.calendar_url));
    expect(feed.status).toBe(200);
    expect(feed.events.map((event) => event.uid)).toEqual([`event-${joined}@api.codefest.example.org`]);
  });

  it("moves to a new address with POST profile/calendar/, and the old one answers 404", async () => {
    const who = await participant(api);
    const before = (await api.call<{ calendar_url: string }>("GET", "profile/", { token: who.token })).body;
    const renewed = await api.call<{ calendar_url: string }>("POST", "profile/calendar/", { token: who.token });
    expect(renewed.status).toBe(200);
    expect(renewed.body.calendar_url).not.toBe(before.calendar_url);
    expect((await calendar(local(before.calendar_url))).status).toBe(404);
    expect((await calendar(local(renewed.body.calendar_url))).status).toBe(200);
    const after = (await api.call<{ calendar_url: string }>("GET", "profile/", { token: who.token })).body;
    expect(after.calendar_url).toBe(renewed.body.calendar_url);
  });
});
