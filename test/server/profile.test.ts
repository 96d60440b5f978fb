import { EVENT_ROSTER } from "../../contract/events";
import { MESSAGES } from "../../contract/messages";
import { COMPLETE_PROFILE } from "../support/completeProfile";
import { seededName, teamEvents } from "../support/seedEvents";
import { participant, startHarness, type Harness } from "./support/harness";

const [teamEvent] = teamEvents(1);

jest.setTimeout(60_000);

let api: Harness;
beforeAll(async () => {
  api = await startHarness();
});
afterAll(() => api.close());

describe("profile/", () => {
  it("saves every field and marks the profile complete once all are filled", async () => {
    const who = await participant(api, { ready: false, verified: true });
    const put = await api.call("PUT", "profile/", { token: who.token, body: COMPLETE_PROFILE });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ ...COMPLETE_PROFILE, is_profile_complete: true, is_verified: true });
    expect((await api.call("GET", "profile/", { token: who.token })).body).toEqual(put.body);
  });

  it("calls a working professional's profile complete without a year of study, a student's not", async () => {
    const who = await participant(api);
    const professional = await api.call("PUT", "profile/", {
      token: who.token,
      body: { ...COMPLETE_PROFILE, institute_type: 2, study_year: null },
    });
    expect(professional.body).toMatchObject({ institute_type: 2, study_year: null, is_profile_complete: true });
    const student = await api.call("PUT", "profile/", {
      token: who.token,
      body: { ...COMPLETE_PROFILE, institute_type: 1, study_year: null },
    });
    expect(student.body).toMatchObject({ study_year: null, is_profile_complete: false });
  });

  it("keeps a working professional's years of work experience, sent as study_year (docs/API.md)", async () => {
    const who = await participant(api);
    const put = await api.call("PUT", "profile/", {
      token: who.token,
      body: { ...COMPLETE_PROFILE, institute_type: 2, study_year: 6 },
    });
    expect(put.body).toMatchObject({ institute_type: 2, study_year: 6, is_profile_complete: true });
    expect((await api.call("GET", "profile/", { token: who.token })).body).toMatchObject({ study_year: 6 });
  });

  it("accepts blank and null values but then calls the profile incomplete", async () => {
    const who = await participant(api);
    const reply = await api.call("PUT", "profile/", {
      token: who.token,
      body: { ...COMPLETE_PROFILE, branch: "", gender: null },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ branch: "", gender: null, is_profile_complete: false });
  });

  it("names each invalid field and changes nothing", async () => {
    const who = await participant(api);
    const reply = await api.call("PUT", "profile/", {
      token: who.token,
      body: { ...COMPLETE_PROFILE, phone: "98765", study_year: 9, institute_type: 3, gender: "female", name: 5 },
    });
    expect(reply).toEqual({
      status: 400,
      body: {
        phone: ['Enter a phone number as "+" followed by 9 to 15 digits, e.g. +919876543210.'],
        study_year: ["Ensure this value is less than or equal to 6."],
        institute_type: ["Ensure this value is less than or equal to 2."],
        gender: ["A valid integer is required."],
        name: ["Not a valid string."],
      },
    });
    expect((await api.call("GET", "profile/", { token: who.token })).body).toMatchObject(COMPLETE_PROFILE);
  });

  it("requires every field of the PUT", async () => {
    const who = await participant(api);
    const reply = await api.call<Record<string, string[]>>("PUT", "profile/", {
      token: who.token,
      body: { name: "Only Name" },
    });
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body).sort()).toEqual(
      ["branch", "country", "degree", "gender", "institute_name", "institute_type", "phone", "study_year"].sort(),
    );
    expect(reply.body.phone).toEqual([MESSAGES.required]);
  });

  it("needs a token", async () => {
    expect(await api.call("GET", "profile/")).toEqual({
      status: 401,
      body: { detail: MESSAGES.noCredentials },
    });
    expect(await api.call("PUT", "profile/", { body: COMPLETE_PROFILE })).toMatchObject({ status: 401 });
  });
});

describe("profile/handles/", () => {
  it("starts empty, saves what is sent and clears a handle with null or an empty string", async () => {
    const who = await participant(api);
    const empty = await api.call("GET", "profile/handles/", { token: who.token });
    expect(empty.body).toEqual({
      codeforces: null,
      codechef: null,
      hackerrank: null,
      hackerearth: null,
      analyticsvidya: null,
      topcoder: null,
      dev_folio: null,
    });
    await api.call("PUT", "profile/handles/", {
      token: who.token,
      body: { codeforces: "tourist_fan", codechef: "chef" },
    });
    const reply = await api.call("PUT", "profile/handles/", {
      token: who.token,
      body: { codechef: "", topcoder: null },
    });
    expect(reply.body).toMatchObject({ codeforces: "tourist_fan", codechef: null, topcoder: null });
    expect((await api.call("GET", "profile/handles/", { token: who.token })).body).toEqual(reply.body);
  });

  it("rejects a handle that is not a string", async () => {
    const who = await participant(api);
    expect(await api.call("PUT", "profile/handles/", { token: who.token, body: { codeforces: 12 } })).toEqual({
      status: 400,
      body: { codeforces: ["Not a valid string."] },
    });
  });
});

describe("public reads", () => {
  it("lists the seven events with their limits", async () => {
    const reply = await api.call<Array<Record<string, unknown>>>("GET", "events/");
    expect(reply.body.map((event) => [event.slug, event.min_members, event.max_members, event.team])).toEqual(
      EVENT_ROSTER.map(({ slug, maxMembers }) => [slug, 1, maxMembers, null]),
    );
    expect(reply.body[0]).toEqual({
      id: expect.any(Number),
      name: seededName(teamEvent),
      slug: teamEvent,
      starts_at: null,
      ends_at: null,
      registration_closes_at: null,
      is_registration_on: true,
      min_members: 1,
      max_members: 2,
      results_published: false,
      team: null,
      hidden: false,
      // The published texts' summary (issue 38): the list's words, the full texts come from events/{slug}/.
      content: {
        version: 1,
        icon: "flag",
        format: null,
        subject: { en: "information security" },
        summary: { en: "Find the flags hidden in broken web apps, weak ciphers, odd binaries and suspicious files." },
      },
    });
  });

  it("ranks the referral leaderboard best first, only users with referrals", async () => {
    const owner = await participant(api, { name: "Top Referrer" });
    const { body } = await api.call<{ referral_code: string }>("GET", "profile/", { token: owner.token });
    await participant(api, { referral: body.referral_code });
    await participant(api, { referral: body.referral_code });
    const board = await api.call<Array<Record<string, unknown>>>("GET", "leaderboard/");
    expect(board.body[0]).toEqual({
      name: "Top Referrer",
      institute_name: COMPLETE_PROFILE.institute_name,
      referral_count: 2,
    });
    expect(board.body.every((row) => (row.referral_count as number) > 0)).toBe(true);
  });

  it("lists at most 15 campus ambassadors by points", async () => {
    for (let index = 1; index <= 17; index += 1) {
      await api.db.query(
        "INSERT INTO campus_ambassadors (caid, name, institute_name, points) VALUES ($1, $2, 'Example College', $3)",
        [`T${index}`, `Ambassador ${index}`, index * 10],
      );
    }
    const reply = await api.call<Array<{ caid: string; points: number; last_updated: string }>>("GET", "cas/");
    expect(reply.body).toHaveLength(15);
    expect(reply.body[0]).toEqual({
      caid: "T17",
      name: "Ambassador 17",
      institute_name: "Example College",
      points: 170,
      last_updated: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(reply.body.map((row) => row.points)).toEqual([...reply.body.map((row) => row.points)].sort((a, b) => b - a));
  });
});
