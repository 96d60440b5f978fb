import * as z from "zod/mini";

/** One signed-in browser of the caller, as `GET sessions/` lists it. */
export const sessionSchema = z.object({
  /** The session's own id (never the token): what `DELETE sessions/{id}/` takes. */
  id: z.string(),
  /** "Firefox on Linux", from the User-Agent sent at sign-in ("Unknown browser" without one). */
  browser: z.string(),
  /** When the browser signed in (ISO 8601). */
  signed_in_at: z.string(),
  /** When the session was last used, to the minute (ISO 8601). */
  last_used_at: z.string(),
  /** Whether this is the session of the calling token. */
  current: z.boolean(),
});

export const sessionListSchema = z.array(sessionSchema);

export const sessionIdParamsSchema = z.object({ sessionId: z.uuid() });

export type Session = z.infer<typeof sessionSchema>;

/** A User-Agent header is kept to this length: enough for every browser's, not a place to store data. */
export const USER_AGENT_MAX_LENGTH = 512;

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
  [/\bcurl\//, "curl"],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** A short name of the browser and system a User-Agent header names: "Chrome on Android". */
export function describeUserAgent(userAgent: string): string {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown browser");
}
