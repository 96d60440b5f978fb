/**
 * Which errors mean "the database cannot be reached right now" (answered 503 with Retry-After, never 500): the
 * connection refused, reset or timed out, the server shutting down or starting up, the statement timeout, a full
 * disk. Anything else is a real failure of the request.
 */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);

// SQLSTATE: 08 connection exceptions; 53 insufficient resources (disk full, out of memory, too many connections);
// 57P01-57P05 administrator or crash shutdown, cannot connect now, idle session timeout; 57014 statement timeout.
const SQLSTATES = /^(08...|53...|57P0[1-5]|57014)$/;

// What pg and pg-pool say when a connection goes away or cannot be had (they carry no code).
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Query read timeout|connection timeout|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
  if (typeof message === "string" && MESSAGES.test(message)) return true;
  // AggregateError (a host with several addresses, all refused) and wrapped errors.
  const nested = (error as { errors?: unknown }).errors;
  if (Array.isArray(nested) && nested.some(isDatabaseUnavailable)) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** Seconds a client is asked to wait before trying again when the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
