import { throttledMessage } from "../../../contract/messages";
import type { Queryable } from "../db/types";
import { countCall, peekCalls } from "../repos/throttle";
import { HttpError } from "./errors";

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
}

export const NO_THROTTLE: ThrottleRates = {
  login: null,
  register: null,
  signInFailures: null,
  joinFailuresPerUser: null,
  joinFailuresPerAddress: null,
  teamLookup: null,
};

/** The 429 Django REST Framework answers, with `Retry-After`. */
function throttled(seconds: number): HttpError {
  return new HttpError(429, { detail: throttledMessage(seconds) }, { "Retry-After": String(seconds) });
}

/** Counts this call under `key`; a 429 once the window holds more than the limit. */
export async function throttleCall(db: Queryable, key: string, rate: Rate | null): Promise<void> {
  if (!rate) return;
  const { count, secondsLeft } = await countCall(db, key, rate.seconds);
  if (count > rate.limit) throw throttled(secondsLeft);
}

/** A 429 when the window already holds the limit (counted failures); counts nothing. */
export async function refuseOverLimit(db: Queryable, key: string, rate: Rate | null): Promise<void> {
  if (!rate) return;
  const { count, secondsLeft } = await peekCalls(db, key, rate.seconds);
  if (count >= rate.limit) throw throttled(secondsLeft);
}

/** Counts a failed call under `key` (the next calls are refused by `refuseOverLimit` past the limit). */
export async function countFailure(db: Queryable, key: string, rate: Rate | null): Promise<void> {
  if (rate) await countCall(db, key, rate.seconds);
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
  if (!match || unit === undefined || Number(match[1]) < 1 || match[2] === "0") {
    throw new Error(`"${value}" is not a rate: write it as "10/min", "5/hour", "3/10s" or "off"`);
  }
  return { limit: Number(match[1]), seconds: (match[2] ? Number(match[2]) : 1) * unit };
}
