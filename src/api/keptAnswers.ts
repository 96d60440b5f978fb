import { readItem, STORAGE_KEYS, writeItem } from "../lib/storage";

/**
 * The signed-in reads this device keeps for an offline revisit of the dashboard: the participant's events with their
 * teams and schedule, profile, certificates and announcements. Nothing else is kept (an organiser's console lists
 * other people).
 */
export const KEPT_READS = ["events/", "profile/", "certificates/", "announcements/"] as const;

interface KeptAnswer {
  /** When the server gave it (ms since the epoch). */
  savedAt: number;
  data: unknown;
}

/** One record for the whole browser: the session it belongs to, and that session's answers by URL. */
interface KeptRecord {
  owner: string;
  answers: Record<string, KeptAnswer>;
}

/**
 * Tells one session's token from another's without keeping it a second time (cyrb53, a 53-bit string hash): the
 * record is read only under the session that wrote it, so another account on this browser never sees it.
 */
export function sessionFingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < token.length; index += 1) {
    const code = token.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export const isKeptRead = (url: string) => (KEPT_READS as readonly string[]).includes(url);

function readRecord(): KeptRecord | null {
  const text = readItem(STORAGE_KEYS.keptAnswers);
  if (text === null) return null;
  try {
    const record = JSON.parse(text) as Partial<KeptRecord> | null;
    return typeof record?.owner === "string" && typeof record.answers === "object" && record.answers !== null
      ? (record as KeptRecord)
      : null;
  } catch {
    return null;
  }
}

/** Keeps a fresh answer of one of KEPT_READS for the session holding `token`; another session's answers go. */
export function keepAnswer(token: string, url: string, data: unknown, savedAt = Date.now()): void {
  const owner = sessionFingerprint(token);
  const record = readRecord();
  const answers = record?.owner === owner ? record.answers : {};
  try {
    writeItem(STORAGE_KEYS.keptAnswers, JSON.stringify({ owner, answers: { ...answers, [url]: { savedAt, data } } }));
  } catch {
    // an answer that cannot be written as JSON is not kept
  }
}

/** The answer kept for this session and URL, or null (never one kept under another session). */
export function keptAnswer(token: string, url: string): KeptAnswer | null {
  const record = readRecord();
  if (!record || record.owner !== sessionFingerprint(token)) return null;
  return record.answers[url] ?? null;
}

/** The session ended (logout, sign out everywhere, expiry, another tab): nothing of it stays on this device. */
export function forgetKeptAnswers(): void {
  writeItem(STORAGE_KEYS.keptAnswers, null);
  answersFromCopy.clear();
  updating.clear();
  notify();
}

// Which reads on screen are the device's copy (URL -> when the server gave it), for the notice that says so, and which
// of them are shown while the server is asked for fresh ones (a revisit shows the copy at once).
const answersFromCopy = new Map<string, number>();
const updating = new Set<string>();
const listeners = new Set<() => void>();

/** What the notice says: the oldest copy on screen and whether it is being updated, or null when all is fresh. */
export interface CopyShown {
  savedAt: number;
  /** Every copy on screen is shown while its fresh answer is on the way (no read has failed to reach the server). */
  updating: boolean;
}
let snapshot: CopyShown | null = null;

function notify(): void {
  snapshot =
    answersFromCopy.size === 0
      ? null
      : {
          savedAt: Math.min(...answersFromCopy.values()),
          updating: [...answersFromCopy.keys()].every((url) => updating.has(url)),
        };
  for (const listener of listeners) listener();
}

/**
 * A read answered from the device's copy: the server out of reach, or (`whileUpdating`) shown at once on a revisit
 * while the server is asked; or fresh from the server (`savedAt` null).
 */
export function noteAnswerSource(url: string, savedAt: number | null, whileUpdating = false): void {
  const unchanged =
    savedAt === null
      ? !answersFromCopy.has(url)
      : answersFromCopy.get(url) === savedAt && updating.has(url) === whileUpdating;
  if (unchanged) return;
  if (savedAt === null) answersFromCopy.delete(url);
  else answersFromCopy.set(url, savedAt);
  if (savedAt !== null && whileUpdating) updating.add(url);
  else updating.delete(url);
  notify();
}

export function subscribeToCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The oldest copy among the reads on screen and whether it is being updated, or null when every read is fresh. */
export const copyShown = (): CopyShown | null => snapshot;
