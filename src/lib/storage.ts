/**
 * localStorage that never throws: private browsing, disabled storage or a full quota fall back
 * to an in-memory copy so the app keeps working for the rest of the visit.
 */
const memory = new Map<string, string>();

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readItem(key: string): string | null {
  try {
    const value = browserStorage()?.getItem(key);
    if (value !== null && value !== undefined) return value;
  } catch {
    // fall through to the in-memory copy
  }
  return memory.get(key) ?? null;
}

export function writeItem(key: string, value: string | null): void {
  if (value === null) memory.delete(key);
  else memory.set(key, value);
  try {
    const storage = browserStorage();
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // the in-memory copy already holds the value
  }
}

/**
 * `sessionEnd` says how the last session ended ("logout" or "expiry"), for the other tabs that follow it; `language`
 * holds the language chosen on this device ("en", "hi"), `languageOfferDismissed` that the offer of the browser's language
 * was closed ("1"); `keptAnswers` holds the session's dashboard reads for an
 * offline revisit (src/api/keptAnswers.ts).
 */
export const STORAGE_KEYS = {
  token: "auth-token",
  theme: "theme",
  sessionEnd: "session-ended-by",
  language: "language",
  languageOfferDismissed: "language-offer-dismissed",
  keptAnswers: "kept-answers",
} as const;
