import type { AdminSummary } from "../../contract/admin";
import { MESSAGES } from "../../contract/messages";
import type { ServerEvent } from "../../contract/teams";
import { soloEventSlugs, teamEventSlugs } from "../support/seedEvents";
import { auditActions } from "./support/admin";
import { festivalWithOrganiser } from "./support/festival";
import { participant, startHarness } from "./support/harness";

jest.setTimeout(120_000);

const festival = festivalWithOrganiser();

/** Some published events of the seed, one per test that changes a schedule, so the tests do not meet. */
const [switched, closing, shared, refused] = teamEventSlugs;
const [calendared, closesByItself] = soloEventSlugs;

const listed = async (slug: string, token?: string) =>
  (await festival.api.call<ServerEvent[]>("GET", "events/", { token })).body.find((event) => event.slug === slug)!;

const patch = (slug: string, body: Record<string, unknown>) =>
  festival.api.call<Record<string, unknown>>("PATCH", `admin/events/${festival.eventId[slug]}/`, {
    token: festival.boss.token,
    body,
  });

/** A moment this many seconds from now, in whole seconds (the API keeps times to the second). */
const inSeconds = (seconds: number) =>
  new Date(Math.ceil(Date.now() / 1000) * 1000 + seconds * 1000).toISOString().replace(".000Z", "Z");

describe("the schedule", () => {
  it("is null everywhere until an organiser sets it", async () => {
    expect(await listed(switched)).toMatchObject({ starts_at: null, ends_at: null, registration_closes_at: null });
    const summary = await festival.api.call<AdminSummary>("GET", "admin/summary/", {
      token: festival.boss.token,
    });
    expect(summary.body.events.find((event) => event.slug === switched)).toMatchObject({
      starts_at: null,
      ends_at: null,
      registration_closes_at: null,
    });
  });

  it("is set with PATCH admin/events/{id}/, answered in UTC, listed by events/ and audited", async () => {
    const reply = await patch(closing, {
      starts_at: "2030-02-01T10:00:00+05:30",
      ends_at: "2030-02-01T15:00:00+05:30",
      registration_closes_at: "2030-02-01T09:00:00+05:30",
    });
    expect(reply).toMatchObject({
      status: 200,
      body: {
        slug: closing,
        starts_at: "2030-02-01T04:30:00Z",
        ends_at: "2030-02-01T09:30:00Z",
        registration_closes_at: "2030-02-01T03:30:00Z",
        is_registration_on: true,
      },
    });
    expect(await listed(closing)).toMatchObject({
      starts_at: "2030-02-01T04:30:00Z",
      ends_at: "2030-02-01T09:30:00Z",
      registration_closes_at: "2030-02-01T03:30:00Z",
    });
    expect((await auditActions(festival.api))[0]).toBe("event.schedule");
    const cleared = await patch(closing, { registration_closes_at: null });
    expect(cleared.body).toMatchObject({ registration_closes_at: null, starts_at: "2030-02-01T04:30:00Z" });
  });

  it("refuses an end not after the start, a close after the end and a time without a zone, as field errors", async () => {
    expect(await patch(refused, { starts_at: "2030-03-01T10:00:00Z", ends_at: "2030-03-01T10:00:00Z" })).toEqual({
      status: 400,
      body: { ends_at: [MESSAGES.endNotAfterStart] },
    });
    expect(
      await patch(refused, {
        starts_at: "2030-03-01T10:00:00Z",
        ends_at: "2030-03-01T15:00:00Z",
        registration_closes_at: "2030-03-01T16:00:00Z",
      }),
    ).toEqual({ status: 400, body: { registration_closes_at: [MESSAGES.closesAfterEnd] } });
    expect(await patch(refused, { starts_at: "2030-03-01 10:00" })).toEqual({
      status: 400,
      body: { starts_at: [MESSAGES.notDateTime] },
    });
    expect(await listed(refused)).toMatchObject({ starts_at: null, ends_at: null });
  });

  it("refuses times outside the years 2000 to 2100, so no calendar of the event breaks", async () => {
    const who = await participant(festival.api);
    const set = await patch(calendared, { starts_at: "2030-04-01T10:00:00Z", ends_at: "2030-04-01T12:00:00Z" });
    expect(set.status).toBe(200);
    const joined = await festival.api.call("POST", "teams/create/", {
      token: who.token,
      body: { event: festival.eventId[calendared] },
    });
    expect(joined.status).toBe(200);
    const { body: profile } = await festival.api.call<{ calendar_url: string }>("GET", "profile/", {
      token: who.token,
    });
    const feed = new URL(profile.calendar_url).pathname.replace(/^\/api\//, "");
    for (const [field, value] of [
      ["starts_at", "1969-12-31T23:59:59Z"],
      ["starts_at", "0000-01-01T00:00:00Z"],
      ["ends_at", "9999-12-31T23:59:59Z"],
      ["registration_closes_at", "1999-12-31T23:59:59Z"],
    ]) {
      expect(await patch(calendared, { [field]: value })).toEqual({
        status: 400,
        body: { [field]: [MESSAGES.dateTimeOutOfRange] },
      });
    }
    expect(await listed(calendared)).toMatchObject({
      starts_at: "2030-04-01T10:00:00Z",
      ends_at: "2030-04-01T12:00:00Z",
      registration_closes_at: null,
    });
    for (const path of [`events/${calendared}/calendar.ics`, feed]) {
      const response = await fetch(festival.api.url + path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("DTSTART:20300401T100000Z");
    }
  });

  it("closes registration by itself at registration_closes_at, to the second, for events/ and create alike", async () => {
    const who = await participant(festival.api);
    const closesAt = inSeconds(3);
    await patch(closesByItself, { registration_closes_at: closesAt });
    expect(await listed(closesByItself, who.token)).toMatchObject({ is_registration_on: true });
    // Wait for the state, not for a guessed time: poll until the list says closed.
    while ((await listed(closesByItself, who.token)).is_registration_on) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(closesAt));
    const refused = await festival.api.call("POST", "teams/create/", {
      token: who.token,
      body: { event: festival.eventId[closesByItself] },
    });
    expect(refused).toEqual({ status: 400, body: { detail: MESSAGES.registrationClosed } });
  });

  it("stays closed after the scheduled close unless the time moves, whatever the switch says", async () => {
    await patch(switched, { registration_closes_at: inSeconds(-60) });
    expect(await listed(switched)).toMatchObject({ is_registration_on: false });
    expect(await patch(switched, { is_registration_on: true })).toEqual({
      status: 400,
      body: { is_registration_on: [MESSAGES.reopenAfterClose] },
    });
    const moved = await patch(switched, { registration_closes_at: inSeconds(3600), is_registration_on: true });
    expect(moved).toMatchObject({ status: 200, body: { is_registration_on: true } });
    expect(await listed(switched)).toMatchObject({ is_registration_on: true });
    // The manual switch still closes before the scheduled moment.
    await patch(switched, { is_registration_on: false });
    expect(await listed(switched)).toMatchObject({ is_registration_on: false });
    await patch(switched, { is_registration_on: true });
  });

  it("is the same for a second API process on the same database, without a restart", async () => {
    const second = await startHarness({}, undefined, { sameDatabaseAs: festival.api });
    try {
      await patch(shared, { registration_closes_at: inSeconds(-1) });
      const list = await second.call<ServerEvent[]>("GET", "events/");
      expect(list.body.find((event) => event.slug === shared)).toMatchObject({ is_registration_on: false });
    } finally {
      await second.close();
    }
  });
});
