/**
 * Answers the build renders the signed-in pages with, in Node, to collect the styles those pages show once their reads
 * have answered (src/prerender.tsx, `collectedStyles`): a participant with a complete profile who is also an organiser,
 * a team in a team event, one certificate, and the console's overview of the festival's events. Only their CSS is
 * kept, never their markup: the shells' markup is rendered without any answer. Each answer is checked against the
 * contract's schema, so a change of the API's shape fails the build here instead of collecting styles of a page the
 * app no longer shows.
 */
import { adminSummarySchema } from "../contract/adminSummary";
import { certificateListSchema } from "../contract/certificates";
import { EVENT_ROSTER } from "../contract/events";
import { profileSchema } from "../contract/profile";
import { eventListSchema } from "../contract/teams";

const ISSUED_AT = "2020-03-01T10:00:00Z";

export const STYLE_PROFILE = profileSchema.parse({
  id: 1,
  name: "Asha Verma",
  email: "asha@example.org",
  institute_name: "IIT (BHU) Varanasi",
  study_year: 2,
  degree: "B.Tech.",
  branch: "Computer Science",
  country: "IN",
  institute_type: 1,
  phone: "+919876543210",
  gender: 1,
  is_profile_complete: true,
  referral_code: "ASHA20",
  referral_count: 3,
  provider: "password",
  is_verified: true,
  is_organiser: true,
  calendar_url: "https://example.org/calendar/asha.ics",
});

/** The festival's events, the participant leading a team of two in the first of them. */
export const STYLE_EVENTS = eventListSchema.parse(
  EVENT_ROSTER.map(({ slug, name, maxMembers }, index) => ({
    id: index + 1,
    name,
    slug,
    is_registration_on: true,
    min_members: 1,
    max_members: maxMembers,
    results_published: false,
    team:
      index === 0
        ? {
            id: 1,
            name: "Sample Team",
            event: 1,
            is_active: true,
            access_code: "SAMPLE-CODE",
            members: [
              { id: 1, name: STYLE_PROFILE.name },
              { id: 2, name: "Ravi Kumar" },
            ],
            creator: true,
          }
        : null,
  })),
);

export const STYLE_CERTIFICATES = certificateListSchema.parse([
  {
    id: "sample-certificate",
    event: { slug: EVENT_ROSTER[0].slug, name: EVENT_ROSTER[0].name },
    kind: "participation",
    rank: null,
    name: STYLE_PROFILE.name,
    edition: "2020",
    issued_at: ISSUED_AT,
  },
]);

export const STYLE_ADMIN_SUMMARY = adminSummarySchema.parse({
  participants: 120,
  verified: 100,
  complete_profiles: 90,
  teams: 40,
  finder_listings: 5,
  finder_teams: 2,
  events: EVENT_ROSTER.map(({ slug, name, maxMembers }, index) => ({
    id: index + 1,
    slug,
    name,
    is_registration_on: true,
    results_published: false,
    starts_at: null,
    ends_at: null,
    registration_closes_at: null,
    teams: 6,
    complete_teams: 4,
    participants: 10,
    finder_listings: 1,
    finder_teams: 0,
    hidden: false,
    max_members: maxMembers,
    spec_event: true,
    content_version: 1,
  })),
});
