import { throttledMessage } from "../../../contract/messages";
import type { Queryable } from "../db/types";
import type { Rate, ThrottleRates } from "../lib/rates";
import { countCall, uncountCall } from "../repos/throttle";
import type { MarkFailure } from "../services/errors";
import { HttpError } from "./errors";

/** No limit at all (tests and benchmarks). */
export const NO_THROTTLE: ThrottleRates = {
  login: null,
  register: null,
  signInFailures: null,
  joinFailuresPerUser: null,
  joinFailuresPerAddress: null,
  teamLookup: null,
  finderBrowse: null,
  finderRequestsPerUser: null,
  finderRequestsPerAddress: null,
  finderReports: null,
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

/** A call counted as a failure before it was evaluated: `release()` takes the count back when it did not fail. */
export interface FailureClaim {
  release: () => Promise<void>;
}

/**
 * Counts this call as a failure under every key before it is evaluated, each in one atomic statement that returns the
 * window's count, and refuses it with a 429 (taking its counts back) when a key's window is already full. The caller
 * releases the claim when the call did not fail. So attempts that arrive at once, in one process or several, never
 * overshoot a limit: at most `limit` of them are evaluated per window (checking first and counting after let 20
 * concurrent wrong codes through against a limit of 10).
 */
export async function claimFailure(
  db: Queryable,
  limits: ReadonlyArray<readonly [key: string, rate: Rate | null]>,
): Promise<FailureClaim> {
  const counted: Array<readonly [string, Rate]> = [];
  const release = async () => {
    for (const [key, rate] of counted.splice(0)) await uncountCall(db, key, rate.seconds);
  };
  for (const [key, rate] of limits) {
    if (!rate) continue;
    const { count, secondsLeft } = await countCall(db, key, rate.seconds);
    counted.push([key, rate]);
    if (count > rate.limit) {
      await release();
      throw throttled(secondsLeft);
    }
  }
  return { release };
}

/**
 * Runs `attempt` under a failure claim: the claim stands when `attempt` throws an error it marked with `failed`
 * (a wrong code, an unknown account) and is released otherwise (success, or an error that is not the caller's fault).
 */
export async function limitFailures<T>(
  db: Queryable,
  limits: ReadonlyArray<readonly [key: string, rate: Rate | null]>,
  attempt: (failed: MarkFailure) => Promise<T>,
): Promise<T> {
  const claim = await claimFailure(db, limits);
  const failures = new WeakSet<Error>();
  try {
    const result = await attempt((error) => {
      failures.add(error);
      return error;
    });
    await claim.release();
    return result;
  } catch (error) {
    if (!(error instanceof Error && failures.has(error))) await claim.release().catch(() => undefined);
    throw error;
  }
}
