/**
 * The rules both sides of the API keep (docs/API.md, "Rules the server enforces"). Plain values only, no zod, so the
 * first page can import them for free.
 */

/** Team names: at least 2 characters, unique within an event. */
export const TEAM_NAME_MIN_LENGTH = 2;
export const TEAM_NAME_MAX_LENGTH = 50;

/** Access codes are opaque, unguessable codes of at least 7 characters. */
export const ACCESS_CODE_MIN_LENGTH = 7;
export const ACCESS_CODE_MAX_LENGTH = 32;

/**
 * Whether a name or team name holds a web address ("://" or "www."): refused, as the festival writes names into its
 * e-mails and a mail client would make the address a link there (docs/security.md).
 */
export const hasWebAddress = (value: string): boolean => /:\/\/|www\./i.test(value);

/** A phone number: "+" and 9 to 15 digits. */
export const PHONE_PATTERN = /^\+\d{9,15}$/;

/** A profile's name, as the original backend stored it. */
export const NAME_MAX_LENGTH = 150;
export const INSTITUTE_NAME_MAX_LENGTH = 200;
export const DEGREE_MAX_LENGTH = 100;
export const BRANCH_MAX_LENGTH = 100;
export const HANDLE_MAX_LENGTH = 100;

/** `country` is a code of at most 4 characters (ISO 3166-1 alpha-2 in practice, e.g. "IN"). */
export const COUNTRY_MAX_LENGTH = 4;

export const STUDY_YEAR_MIN = 1;
export const STUDY_YEAR_MAX = 6;

/** `institute_type`: 0 school, 1 college, 2 working professional. */
export const INSTITUTE_TYPES = [0, 1, 2] as const;
export type InstituteType = (typeof INSTITUTE_TYPES)[number];

/** `gender`: 0, 1, 2 (labels are the app's). */
export const GENDERS = [0, 1, 2] as const;
export type Gender = (typeof GENDERS)[number];

/** The coding-platform handles a profile may carry, in the order the original backend listed them. */
export const HANDLE_FIELDS = [
  "codeforces",
  "codechef",
  "hackerrank",
  "hackerearth",
  "analyticsvidya",
  "topcoder",
  "dev_folio",
] as const;
export type HandleField = (typeof HANDLE_FIELDS)[number];

/** Each platform of the handles by its name as people write it (the profile's labels, the leaderboard uploads' keys). */
export const PLATFORM_NAMES: Record<HandleField, string> = {
  codeforces: "Codeforces",
  codechef: "CodeChef",
  hackerrank: "HackerRank",
  hackerearth: "HackerEarth",
  analyticsvidya: "Analytics Vidhya",
  topcoder: "Topcoder",
  dev_folio: "Devfolio",
};

/** Admin lists are pages of this many rows. */
export const PAGE_SIZE = 50;

/** Certificates of merit go to the teams ranked 1 to this. */
export const MERIT_RANKS = 3;

/** The name given to the one-member team of an individual event's registration. */
export function soloTeamName(personName: string, profileId: number): string {
  const name = personName.trim() || "Participant";
  return `${name} #${profileId}`;
}

/**
 * THE registration rule (docs/API.md, "Schedule and calendars"): an event takes registrations while its organisers'
 * switch is on, it is not hidden, and its scheduled close (ISO 8601), if any, has not come by `now` (ms since the epoch). The app and
 * the services read it here; the database's copy (`registrationOpenSql`, server/src/repos/schedule.ts, evaluated with
 * the database's clock so every API process agrees to the second) is tested against it.
 */
export function registrationOpenAt(
  event: { is_registration_on: boolean; registration_closes_at?: string | null; hidden?: boolean },
  now: number,
): boolean {
  if (!event.is_registration_on || event.hidden === true) return false;
  return !event.registration_closes_at || Date.parse(event.registration_closes_at) > now;
}

/** The largest 32-bit id the API accepts in a path or body. */
export const MAX_ID = 2_147_483_647;
