import type { ApiWords } from "./apiWords";

/** docs/API.md "Sessions": a throttled call answers 429 with `Retry-After` and a detail naming the seconds to wait. */
export const HTTP_TOO_MANY_REQUESTS = 429;

const DETAIL_SECONDS = /Expected available in (\d+) seconds?/;

/** The wait in seconds: `Retry-After` (seconds or an HTTP date) when readable, else the N of the detail. */
export function retryAfterSeconds(
  retryAfter: string | null,
  detail: string | undefined,
  now = Date.now(),
): number | null {
  const header = retryAfter?.trim() ?? "";
  if (/^\d+$/.test(header)) return Number(header);
  if (header !== "") {
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, Math.ceil((date - now) / 1000));
  }
  const match = detail ? DETAIL_SECONDS.exec(detail) : null;
  return match ? Number(match[1]) : null;
}

/** "Try again in 2 minutes.": seconds under a minute, else whole minutes rounded up (src/i18n/messages/api). */
export function throttledWords(seconds: number | null): ApiWords {
  if (seconds === null) return { key: "api.throttledUnknown" };
  if (seconds <= 1) return { key: "api.throttledMoment" };
  return seconds < 60
    ? { key: "api.throttled", values: { unit: "second", count: seconds } }
    : { key: "api.throttled", values: { unit: "minute", count: Math.ceil(seconds / 60) } };
}
