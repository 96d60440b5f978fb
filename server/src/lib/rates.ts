// Rates of the configuration (`THROTTLE_*`): what they are and how they are written. Pure, so the configuration
// (server/src/config.ts) reads them without pulling in the HTTP edge that counts calls against them.

/** At most `limit` calls per `seconds`; null: no limit. */
export interface Rate {
  limit: number;
  seconds: number;
}

/** The configured limits (README, "Sessions and security"). */
export interface ThrottleRates {
  /** `login/` calls per client address. */
  login: Rate | null;
  /** `register/` calls per client address. */
  register: Rate | null;
  /** Failed `login/` and `register/` calls per verified account (uid). */
  signInFailures: Rate | null;
  /** Wrong codes at `teams/join/` per user. */
  joinFailuresPerUser: Rate | null;
  /** Wrong codes at `teams/join/` per client address. */
  joinFailuresPerAddress: Rate | null;
  /** `teams/lookup/` calls (a join link's team and event, without a token) per client address. */
  teamLookup: Rate | null;
  /** Pages of the teammate finder's listings (`finder/{event}/`) per user. */
  finderBrowse: Rate | null;
  /** Teammate requests sent per user. */
  finderRequestsPerUser: Rate | null;
  /** Teammate requests sent per client address. */
  finderRequestsPerAddress: Rate | null;
  /** Reports of listings or requests per user. */
  finderReports: Rate | null;
}

const UNITS: Record<string, number> = {
  s: 1,
  sec: 1,
  second: 1,
  m: 60,
  min: 60,
  minute: 60,
  h: 3600,
  hour: 3600,
  d: 86400,
  day: 86400,
};

/** Parses "10/min", "5/hour", "3/10s" or "off"; throws a message naming the form for anything else. */
export function parseRate(value: string): Rate | null {
  if (value.trim() === "off") return null;
  const match = /^\s*(\d+)\s*\/\s*(\d*)\s*([a-z]+)\s*$/.exec(value);
  const unit = match ? UNITS[match[3]] : undefined;
  if (!match || unit === undefined || Number(match[1]) < 1 || /^0+$/.test(match[2])) {
    throw new Error(`"${value}" is not a rate: write it as "10/min", "5/hour", "3/10s" or "off"`);
  }
  return { limit: Number(match[1]), seconds: (match[2] ? Number(match[2]) : 1) * unit };
}
