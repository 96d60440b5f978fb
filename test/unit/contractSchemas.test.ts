import * as z from "zod/mini";
import * as admin from "../../contract/admin";
import * as announcements from "../../contract/announcements";
import * as auth from "../../contract/auth";
import * as certificates from "../../contract/certificates";
import { COUNTRY_CODES, COUNTRY_MESSAGE } from "../../contract/countries";
import { errorBodySchema } from "../../contract/errors";
import { EVENT_SLUGS, isEventSlug } from "../../contract/events";
import { boolean, dateTimeInput, integer, isolate, nameText, stripBidiControls, text } from "../../contract/fields";
import * as health from "../../contract/health";
import { MESSAGES } from "../../contract/messages";
import { pageOf } from "../../contract/paging";
import * as profile from "../../contract/profile";
import * as rankings from "../../contract/rankings";
import * as results from "../../contract/results";
import * as sessions from "../../contract/sessions";
import * as teams from "../../contract/teams";
import { seededSlugs, soloEvents, teamEvents } from "../support/seedEvents";

const [teamEvent] = teamEvents(1);
const [soloEvent] = soloEvents(1);

// The shapes the API and the app share (contract/): a body the API writes keeps every field when the app reads it,
// and a request the API refuses gets the message a caller reads. Examples follow docs/API.md.

/** The field errors a request body gets, keyed as the API answers them. */
function refusals(schema: z.ZodMiniType, body: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, body);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues)
    (errors[issue.path.join(".") || "non_field_errors"] ??= []).push(issue.message);
  return errors;
}

const at = "2020-03-01T10:00:00Z";
const page = <T>(row: T) => ({ count: 1, next: "admin/teams/?page=2", previous: null, results: [row] });
const ranking = [{ team: 3, rank: 1, team_name: "Ada", members: ["Ada L."] }];
const participated = [{ team: 4, team_name: "Bob", members: ["Bob B."] }];
const adminResults = {
  event: "hackathon",
  published_at: at,
  corrected_at: null,
  ranking,
  participated,
  amendment: null,
};
const certificateDiff = {
  gained_count: 1,
  lost_count: 0,
  gained: [{ name: "Ada L.", team_name: "Ada", kind: "merit", rank: 1 }],
  lost: [],
};
const leaderboardReport = {
  rows: 2,
  used: 1,
  unused_count: 1,
  handles_as_of: at,
  used_rows: [
    { line: 2, value: "ada_l", team: 3, team_name: "Ada", match: "handle", as_of: at, message: "Matched by handle" },
  ],
  unused: [{ line: 3, value: "x@example.org", reason: "no_participant", message: "No participant" }],
};
const team = {
  id: 3,
  name: "Ada",
  event: 1,
  is_active: true,
  access_code: "ABC123",
  members: [{ id: 7, name: "Ada L." }],
  creator: true,
};
const announcementCreated = { id: 1, title: "Hello", body: "Text", event: null, published_at: at, recipients: 5 };

/** Each response schema with a body the API writes: read back whole. */
const responses: Array<[string, z.ZodMiniType, unknown]> = [
  [
    "admin summary",
    admin.adminSummarySchema,
    {
      participants: 10,
      verified: 9,
      complete_profiles: 8,
      teams: 2,
      events: [
        {
          id: 1,
          slug: "hackathon",
          name: "Hackathon",
          is_registration_on: true,
          results_published: false,
          starts_at: at,
          ends_at: null,
          registration_closes_at: null,
          teams: 2,
          complete_teams: 1,
          participants: 3,
        },
      ],
    },
  ],
  [
    "admin teams page",
    pageOf(admin.CONSOLE_LISTS.adminTeams.row),
    page({
      id: 3,
      name: "Ada",
      event: "hackathon",
      access_code: "ABC123",
      is_active: true,
      created_at: at,
      members: [{ id: 7, name: "Ada L.", email: "ada@example.org", institute_name: "MIT" }],
    }),
  ],
  [
    "admin participants page",
    pageOf(admin.CONSOLE_LISTS.adminParticipants.row),
    page({
      id: 7,
      name: "Ada L.",
      email: "ada@example.org",
      institute_name: "MIT",
      is_verified: true,
      is_profile_complete: true,
      is_organiser: false,
      referral_count: 2,
      created_at: at,
      events: ["hackathon"],
    }),
  ],
  [
    "admin ambassadors",
    admin.adminAmbassadorListSchema,
    [{ caid: "CA1", name: "Ada", institute_name: "MIT", points: 4, comment: "", last_updated: at }],
  ],
  ["organisers", admin.organiserListSchema, [{ id: 7, name: "Ada", email: "ada@example.org", source: "granted" }]],
  [
    "audit page",
    pageOf(admin.CONSOLE_LISTS.audit.row),
    page({
      id: 1,
      at,
      actor: { id: 7, email: "ada@example.org" },
      action: "organiser.grant",
      target: "user:8",
      details: { email: "bob@example.org" },
    }),
  ],
  [
    "admin results",
    admin.adminResultsSchema,
    {
      ...adminResults,
      amendment: { saved_at: at, ranking, participated },
    },
  ],
  ["publish", admin.publishResponseSchema, { issued: 3, already_issued: 1, revoked: 0 }],
  [
    "results preview",
    admin.resultsPreviewSchema,
    {
      results: adminResults,
      added: [{ team: 3, team_name: "Ada", rank: 1 }],
      removed: [{ team: 5, team_name: "Cy", rank: null }],
      changed: [{ team: 4, team_name: "Bob", before: 2, after: null }],
      leaderboard: leaderboardReport,
      certificates: certificateDiff,
    },
  ],
  [
    "admin certificates page",
    pageOf(admin.CONSOLE_LISTS.adminCertificates.row),
    page({
      id: "c1",
      event: "hackathon",
      kind: "merit",
      rank: 1,
      name: "Ada L.",
      email: "ada@example.org",
      issued_at: at,
      revoked_at: null,
      revoked_reason: null,
    }),
  ],
  [
    "announcement",
    announcements.announcementSchema,
    {
      id: 1,
      title: "Hello",
      body: "Text",
      event: "hackathon",
      published_at: at,
      corrected_at: null,
    },
  ],
  ["announcement created", announcements.announcementCreatedSchema, announcementCreated],
  [
    "admin announcements page",
    announcements.adminAnnouncementPageSchema,
    page({
      ...announcementCreated,
      only_incomplete_teams: false,
      channels: ["feed", "webhook"],
      corrected_at: null,
      withdrawn_at: null,
      delivery: { queued: 1, sent: 3, failed: 1 },
      webhook: { status: "failed", error: "HTTP 500" },
    }),
  ],
  ["recipient count", announcements.recipientCountSchema, { recipients: 5 }],
  [
    "mail status",
    announcements.mailStatusSchema,
    {
      email: true,
      webhook: false,
      webhook_problem: null,
      rate: 2.5,
      queued: 1,
      failed: 1,
      oldest_queued_at: at,
      recent_failures: [{ id: 4, kind: "announcement", recipient: "ada@example.org", error: "550", at }],
    },
  ],
  [
    "notification preferences",
    announcements.notificationPrefsSchema,
    { announcements: true, reminders: false, team: true },
  ],
  [
    "login",
    auth.loginResponseSchema,
    { user_id: 7, token: "t", verification_status: true, is_profile_complete: false },
  ],
  ["register", auth.registerResponseSchema, { user_id: 7, token: "t", verification_status: false }],
  [
    "certificates",
    certificates.certificateListSchema,
    [
      {
        id: "c1",
        event: { slug: "hackathon", name: "Hackathon" },
        kind: "participation",
        rank: null,
        name: "Ada L.",
        edition: "Codefest '20",
        issued_at: at,
        revoked_at: null,
        revoked_reason: null,
      },
    ],
  ],
  [
    "certificate verification",
    certificates.certificateVerificationSchema,
    {
      id: "c1",
      name: "Ada L.",
      event: "Hackathon",
      kind: "merit",
      rank: 2,
      edition: "Codefest '20",
      issued_at: at,
      revoked_at: at,
      revoked_reason: "duplicate",
    },
  ],
  ["liveness", health.livenessSchema, { status: "alive" }],
  ["readiness", health.readinessSchema, { status: "ready", database: "ok" }],
  [
    "profile",
    profile.profileSchema,
    {
      id: 7,
      name: "Ada L.",
      email: "ada@example.org",
      institute_name: "MIT",
      study_year: 2,
      degree: "BTech",
      branch: "CSE",
      country: "IN",
      institute_type: 1,
      phone: "+919876543210",
      gender: 2,
      is_profile_complete: true,
      referral_code: "R1",
      referral_count: 0,
      provider: "password",
      is_verified: true,
      is_organiser: false,
      calendar_url: "https://example.org/cal.ics",
    },
  ],
  ["calendar feed", profile.calendarFeedSchema, { calendar_url: "https://example.org/cal.ics" }],
  ["leaderboard", rankings.leaderboardSchema, [{ name: "Ada", institute_name: "MIT", referral_count: 3 }]],
  [
    "ambassadors",
    rankings.ambassadorListSchema,
    [{ caid: "CA1", name: "Ada", institute_name: "MIT", points: 4, last_updated: at }],
  ],
  [
    "public results",
    results.publicResultsSchema,
    {
      event: "hackathon",
      published_at: at,
      corrected_at: null,
      ranking: [{ rank: 1, team_name: "Ada", members: ["Ada L."] }],
    },
  ],
  [
    "sessions",
    sessions.sessionListSchema,
    [{ id: "s1", browser: "Firefox on Linux", signed_in_at: at, last_used_at: at, current: true }],
  ],
  [
    "events",
    teams.eventListSchema,
    [
      {
        id: 1,
        name: "Hackathon",
        slug: "hackathon",
        is_registration_on: true,
        min_members: 1,
        max_members: 4,
        results_published: false,
        starts_at: at,
        ends_at: null,
        registration_closes_at: null,
        team,
      },
    ],
  ],
  ["team lookup", teams.teamLookupSchema, { team_name: "Ada", event_name: "Hackathon" }],
  ["error body", errorBodySchema, { detail: "Not found." }],
];

describe("response bodies", () => {
  it.each(responses)("%s: read whole, every field kept", (_name, schema, body) => {
    expect(z.parse(schema, body)).toEqual(body);
  });

  it("refuses a status, a certificate kind or an organiser source the API does not write", () => {
    expect(z.safeParse(health.livenessSchema, { status: "" }).success).toBe(false);
    expect(z.safeParse(health.readinessSchema, { status: "ready", database: "" }).success).toBe(false);
    expect(z.safeParse(announcements.webhookDeliverySchema, { status: "lost", error: null }).success).toBe(false);
    for (const status of ["queued", "sent", "failed"]) {
      expect(z.safeParse(announcements.webhookDeliverySchema, { status, error: null }).success).toBe(true);
    }
  });
});

describe("request bodies", () => {
  it("text fields: trimmed, bidi controls dropped, NUL, blank, too long and too short refused", () => {
    expect(z.parse(text(10), "  \u202Eabc\u2069 ")).toBe("abc");
    expect(refusals(text(10), "a\u0000b")).toEqual({ non_field_errors: [MESSAGES.nulCharacter] });
    expect(refusals(text(10), "   ")).toEqual({ non_field_errors: [MESSAGES.blank] });
    expect(z.parse(text(10, { blank: true }), " ")).toBe("");
    expect(refusals(text(3), "abcd")).toEqual({
      non_field_errors: ["Ensure this field has no more than 3 characters."],
    });
    expect(refusals(text(10, { min: 3 }), "ab")).toEqual({
      non_field_errors: ["Ensure this field has at least 3 characters."],
    });
    expect(z.parse(text(10, { min: 3 }), "abc")).toBe("abc");
    expect(refusals(text(10), 5)).toEqual({ non_field_errors: [MESSAGES.notString] });
  });

  it("numbers, booleans and times: the API's messages", () => {
    expect(refusals(integer(1, 5), 1.5)).toEqual({ non_field_errors: [MESSAGES.notInteger] });
    expect(refusals(integer(1, 5), 0)).toEqual({
      non_field_errors: ["Ensure this value is greater than or equal to 1."],
    });
    expect(refusals(integer(1, 5), 6)).toEqual({ non_field_errors: ["Ensure this value is less than or equal to 5."] });
    expect(refusals(boolean(), "yes")).toEqual({ non_field_errors: [MESSAGES.notBoolean] });
    expect(z.parse(dateTimeInput(), "2020-03-01T10:00:00+05:30")).toBe("2020-03-01T10:00:00+05:30");
    expect(refusals(dateTimeInput(), "tomorrow")).toEqual({ non_field_errors: [MESSAGES.notDateTime] });
  });

  it("a person's or a team's name holds no web address (issue 37), wherever a name is sent", () => {
    for (const address of ["https://evil.test/unlock", "see HTTP://x", "a://b", "www.evil.test", "go to WWW.x"]) {
      expect(refusals(nameText(150), address)).toEqual({ non_field_errors: [MESSAGES.nameWithAddress] });
    }
    for (const fine of ["A. Kumar", "S/O R: Iyer", "Team 3:2", "wwwizards", "node.js fans"]) {
      expect(z.parse(nameText(150), fine)).toBe(fine);
    }
    const address = "unlock at https://evil.test";
    expect(refusals(auth.registerRequestSchema, { id_token: "t", first_name: address, last_name: "www.x" })).toEqual({
      first_name: [MESSAGES.nameWithAddress],
      last_name: [MESSAGES.nameWithAddress],
    });
    expect(refusals(profile.profileUpdateSchema.shape.name, address)).toEqual({
      non_field_errors: [MESSAGES.nameWithAddress],
    });
    expect(refusals(teams.createTeamRequestSchema, { event: 1, team_name: address })).toEqual({
      team_name: [MESSAGES.nameWithAddress],
    });
  });

  it("a date and time falls in the years 2000 to 2100, counted in UTC", () => {
    for (const inside of ["2000-01-01T00:00:00Z", "2100-12-31T23:59:59Z", "2000-01-01T05:30:00+05:30"]) {
      expect(z.parse(dateTimeInput(), inside)).toBe(inside);
    }
    for (const outside of [
      "1969-12-31T23:59:59Z",
      "0000-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
      "1999-12-31T23:59:59Z",
      "2101-01-01T00:00:00Z",
      // 1999-12-31T23:59:00Z and 2101-01-01T00:00:00Z once in UTC.
      "2000-01-01T05:29:00+05:30",
      "2100-12-31T19:00:00-05:00",
    ]) {
      expect(refusals(dateTimeInput(), outside)).toEqual({ non_field_errors: [MESSAGES.dateTimeOutOfRange] });
    }
  });

  it("an event change must change something", () => {
    expect(refusals(admin.adminEventPatchSchema, {})).toEqual({ non_field_errors: [MESSAGES.noEventChange] });
    // The console builds a patch from its form: fields left alone are present but undefined.
    expect(refusals(admin.adminEventPatchSchema, { starts_at: undefined, ends_at: undefined })).toEqual({
      non_field_errors: [MESSAGES.noEventChange],
    });
    expect(z.parse(admin.adminEventPatchSchema, { is_registration_on: false })).toEqual({ is_registration_on: false });
    expect(z.parse(admin.adminEventPatchSchema, { ends_at: null })).toEqual({ ends_at: null });
  });

  it("ambassadors, organisers and results: blank where allowed, the comment empty by default", () => {
    expect(z.parse(admin.ambassadorCreateSchema, { caid: "CA1", name: "Ada", institute_name: "", points: 0 })).toEqual({
      caid: "CA1",
      name: "Ada",
      institute_name: "",
      points: 0,
      comment: "",
    });
    expect(
      z.parse(admin.ambassadorCreateSchema, { caid: "CA1", name: "Ada", institute_name: "", points: 0, comment: " " }),
    ).toMatchObject({ comment: "" });
    expect(
      refusals(admin.ambassadorCreateSchema, { caid: "CA1", name: "Ada", institute_name: "", points: -1 }),
    ).toEqual({
      points: ["Ensure this value is greater than or equal to 0."],
    });
    expect(z.parse(admin.ambassadorPatchSchema, { institute_name: " ", comment: " " })).toEqual({
      institute_name: "",
      comment: "",
    });
    expect(z.parse(admin.organiserGrantSchema, { email: " ada@example.org " })).toEqual({ email: "ada@example.org" });
    expect(z.parse(admin.resultsUpdateSchema, { ranking: [{ team: 3, rank: 1 }], participated: [4] })).toEqual({
      ranking: [{ team: 3, rank: 1 }],
      participated: [4],
    });
  });

  it("announcements: known channels only, at least one, only teams with a free place off by default", () => {
    const body = { title: " Hi ", body: "Text", channels: ["feed"] };
    expect(z.parse(announcements.announcementCreateSchema, body)).toEqual({
      title: "Hi",
      body: "Text",
      channels: ["feed"],
      only_incomplete_teams: false,
    });
    expect(refusals(announcements.announcementCreateSchema, { ...body, channels: ["fax"] })).toEqual({
      "channels.0": ['"fax" is not a valid choice: feed, email or webhook.'],
    });
    expect(refusals(announcements.announcementCreateSchema, { ...body, channels: [] })).toEqual({
      channels: [announcements.ANNOUNCEMENT_MESSAGES.noChannel],
    });
    expect(z.parse(announcements.announcementPatchSchema, { title: "New" })).toEqual({ title: "New" });
    expect(z.parse(announcements.notificationPrefsUpdateSchema, { team: false })).toEqual({ team: false });
  });

  it("sign-in and registration: names may be blank, the last name empty by default", () => {
    expect(z.parse(auth.loginRequestSchema, { id_token: "x" })).toEqual({ id_token: "x" });
    expect(
      z.parse(auth.registerRequestSchema, {
        id_token: "x",
        first_name: "",
        applied_referral_code: "",
        g_recaptcha_response: "",
      }),
    ).toEqual({ id_token: "x", first_name: "", last_name: "", applied_referral_code: "", g_recaptcha_response: "" });
    expect(z.parse(auth.registerRequestSchema, { id_token: "x", first_name: "Ada", last_name: " " })).toMatchObject({
      last_name: "",
    });
  });

  it("profile: blank fields allowed, a country from the list and a phone number in international form", () => {
    const blank = {
      name: "",
      institute_name: "",
      study_year: null,
      degree: "",
      branch: "",
      country: "",
      institute_type: null,
      phone: "",
      gender: null,
    };
    expect(z.parse(profile.profileUpdateSchema, blank)).toEqual(blank);
    expect(z.parse(profile.profileUpdateSchema, { ...blank, country: "IN", phone: "+919876543210" })).toMatchObject({
      country: "IN",
      phone: "+919876543210",
    });
    expect(refusals(profile.profileUpdateSchema, { ...blank, country: "XX", phone: "12345" })).toEqual({
      country: [COUNTRY_MESSAGE],
      phone: [MESSAGES.invalidPhone],
    });
  });

  it("handles: a blank handle is stored as none", () => {
    expect(z.parse(profile.handlesUpdateSchema, { codechef: "", codeforces: " ada " })).toEqual({
      codechef: null,
      codeforces: "ada",
    });
  });

  it("teams: an event id, a team name of the allowed length, an access code and a member", () => {
    expect(z.parse(teams.createTeamRequestSchema, { event: 1, team_name: "Ada's" })).toEqual({
      event: 1,
      team_name: "Ada's",
    });
    expect(refusals(teams.createTeamRequestSchema, { event: 1, team_name: " A " })).toEqual({
      team_name: ["Ensure this field has at least 2 characters."],
    });
    expect(z.parse(teams.joinTeamRequestSchema, { access_code: " ABC " })).toEqual({ access_code: "ABC" });
    expect(z.parse(teams.removeMemberRequestSchema, { member: 7 })).toEqual({ member: 7 });
    expect(z.parse(teams.teamLookupQuerySchema, { code: "ABC" })).toEqual({ code: "ABC" });
    expect(z.parse(teams.teamParamsSchema, { teamId: "3" })).toEqual({ teamId: "3" });
    expect(z.parse(results.resultsUploadQuerySchema, { key: "email", key_column: "E-mail" })).toEqual({
      key: "email",
      key_column: "E-mail",
    });
    expect(z.parse(sessions.sessionIdParamsSchema, { sessionId: "0b8c2f5e-8a4e-4c56-9a55-0d4b1f1d6a10" })).toEqual({
      sessionId: "0b8c2f5e-8a4e-4c56-9a55-0d4b1f1d6a10",
    });
  });
});

describe("shared values", () => {
  it("offers every country the profile form lists under a name, once", () => {
    const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    expect(COUNTRY_CODES).toHaveLength(249);
    for (const code of COUNTRY_CODES) {
      expect({ code, name: names.of(code) }).toEqual({ code, name: expect.not.stringMatching(/^[A-Z]{2}$/) });
    }
    expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  });

  it("knows the seeded events by their slugs", () => {
    expect(EVENT_SLUGS).toEqual(seededSlugs);
    expect(isEventSlug(teamEvent)).toBe(true);
    expect(isEventSlug(soloEvent)).toBe(true);
    expect(isEventSlug("hackathon")).toBe(false);
  });

  it("shows user text isolated from its surroundings, without bidi controls of its own", () => {
    expect(stripBidiControls("a\u202Eb\u2066c")).toBe("abc");
    expect(isolate("\u202Eab")).toBe("\u2068ab\u2069");
  });

  it("the results upload accepts files up to 10 MiB", () => {
    expect(results.RESULTS_BODY_LIMIT).toBe(10 * 1024 * 1024);
  });
});
